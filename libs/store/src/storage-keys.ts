/** Keys this site keeps in the browser's storage (docs/domain.md#browser-storage). */
export const STORAGE_KEYS = {
  location: 'location',
  loggedInUser: 'logined_user',
  visitedModels: 'visitedModels',
  /** A date; on that day the shell clears localStorage at start (housekeeping, docs/domain.md#browser-storage). */
  storageResetDate: 'time',
  /** Whether the visitor has seen the explainer, and the date on which that mark expires (docs/domain.md#browser-storage). */
  explainerVisited: 'explainerVisited',
  explainerTime: 'explainerTime',
} as const;

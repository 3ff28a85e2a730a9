/** Keys this site keeps in the browser's storage (SPEC §3, §4). */
export const STORAGE_KEYS = {
  location: 'location',
  loggedInUser: 'logined_user',
  visitedModels: 'visitedModels',
  /** A date; on that day the shell clears localStorage at start (SPEC §4 housekeeping). */
  storageResetDate: 'time',
  /** Whether the visitor has seen the explainer, and the date on which that mark expires (SPEC §4). */
  explainerVisited: 'explainerVisited',
  explainerTime: 'explainerTime',
} as const;

/** Keys this site keeps in the browser's storage (SPEC §3, §4). */
export const STORAGE_KEYS = {
  location: 'location',
  loggedInUser: 'logined_user',
  visitedModels: 'visitedModels',
} as const;

/** The header the service worker puts on a saved page or API answer: when it was saved (ISO 8601). */
export const SAVED_AT_HEADER = 'x-cvb-saved-at';

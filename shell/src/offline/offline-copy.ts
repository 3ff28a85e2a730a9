/** The attribute the service worker puts on a saved page it served for want of a network: its saved time. */
export const OFFLINE_COPY_ATTRIBUTE = 'data-offline-copy';

/** The window event after an API answer from the worker's saved copies was noted: the offline banner must show. */
export const SAVED_ANSWER_EVENT = 'cvb:saved-answer';

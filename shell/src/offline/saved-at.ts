import { OFFLINE_COPY_ATTRIBUTE } from './offline-copy';
import { SAVED_AT_HEADER } from './worker/saved-at';

/**
 * When the data on screen was saved, for the offline banner: the saved copy of the page itself (its first view's prices
 * are in it), and the oldest saved API answer the page has read since it opened (the service worker stamps both).
 */
let oldestAnswer: Date | null = null;
const listeners = new Set<() => void>();

export function parseSavedAt(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time);
}

export { OFFLINE_COPY_ATTRIBUTE };

/**
 * Notes an API answer's saved time (axios response headers): only an answer the worker took from its cache carries
 * one, so the page is showing saved data.
 */
export function noteAnswerSavedAt(value: unknown): void {
  const savedAt = parseSavedAt(value);
  if (!savedAt || (oldestAnswer && oldestAnswer <= savedAt)) return;
  oldestAnswer = savedAt;
  for (const listener of listeners) listener();
}

/** Whether what is on screen came from the worker's saved copies (the page itself, or an API answer since). */
export function showsSavedData(doc: Document = document): boolean {
  return oldestAnswer !== null || doc.documentElement.hasAttribute(OFFLINE_COPY_ATTRIBUTE);
}

export function onAnswerSavedAt(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The saved time of this page's copy in the service worker's caches, if it has one. */
export async function pageSavedAt(href: string): Promise<Date | null> {
  const served = parseSavedAt(document.documentElement.getAttribute(OFFLINE_COPY_ATTRIBUTE));
  if (served) return served;
  if (typeof caches === 'undefined') return null;
  const response = await caches.match(href, { ignoreVary: true }).catch(() => undefined);
  return parseSavedAt(response?.headers.get(SAVED_AT_HEADER));
}

/** The older of the page's copy and the answers read since. */
export async function dataSavedAt(href: string): Promise<Date | null> {
  const page = await pageSavedAt(href);
  if (page && oldestAnswer) return page < oldestAnswer ? page : oldestAnswer;
  return page ?? oldestAnswer;
}

/** The connection is back: answers from now on are the network's. */
export function forgetSavedAnswers(): void {
  oldestAnswer = null;
}

import { FIRST_DATA_ELEMENT_ID, type ApiQuery } from '@cvb/contracts';
import { isJsonObject } from './answer-shapes';

/** Answers the server inlined into the page, by `apiCallKey`; read once from the page, then taken one by one. */
let inlined: Map<string, unknown> | null = null;
let readAt = 0;

/**
 * How long after the page is read its answers serve: the first view takes them; one it did not take (a visitor
 * whose chosen city differs from the default) is dropped, so a later visit never shows the page's old prices.
 */
export const FIRST_VIEW_MS = 60_000;

function readInlined(): Map<string, unknown> {
  if (inlined) {
    if (inlined.size > 0 && Date.now() - readAt > FIRST_VIEW_MS) inlined.clear();
    return inlined;
  }
  inlined = new Map();
  readAt = Date.now();
  const element = typeof document === 'undefined' ? null : document.getElementById(FIRST_DATA_ELEMENT_ID);
  if (!element) return inlined;
  element.remove();
  try {
    // An object of answers by `apiCallKey` (`FirstData`); anything else is ignored.
    const answers: unknown = JSON.parse(element.textContent ?? '');
    if (isJsonObject(answers)) for (const [key, value] of Object.entries(answers)) inlined.set(key, value);
  } catch {
    // A damaged script: every call goes to the network as usual.
  }
  return inlined;
}

/**
 * The inlined answer of a GET, once: the page's first view reads it instead of calling the API, and the entry is
 * gone afterwards, so a later visit of the same page (client-side navigation, retry) asks the API.
 */
export function takeFirstData(key: string): { data: unknown } | undefined {
  const answers = readInlined();
  if (!answers.has(key)) return undefined;
  const data = answers.get(key);
  if (peeked) peeked.push(key);
  else answers.delete(key);
  return { data };
}

/** While a render looks at the page's answers: the keys it read, which stay until it is committed. */
let peeked: string[] | null = null;

/**
 * Runs `read` (a call made while rendering) with the page's answers looked at, not taken: React may throw a render
 * away and run it again (a tap during hydration restarts it), and the second run must see what the first saw, or
 * it no longer matches the server's view. `forgetFirstData(keys)` takes them once the render is committed.
 */
export function peekFirstData<T>(read: () => T): { value: T; keys: string[] } {
  const keys: string[] = [];
  peeked = keys;
  try {
    return { value: read(), keys };
  } finally {
    peeked = null;
  }
}

/** Takes the answers a committed render read (see `peekFirstData`). */
export function forgetFirstData(keys: readonly string[]): void {
  const answers = readInlined();
  for (const key of keys) answers.delete(key);
}

/** Whether the page still holds inlined answers nobody has taken. */
export function hasFirstData(): boolean {
  return readInlined().size > 0;
}

/** Forgets what was read, so the next call reads the page again (tests, and the server between two renders). */
export function resetFirstData(): void {
  inlined = null;
}

/**
 * The answers of one page on the server, where there is no document to read them from: a server render of the
 * page's first view takes them exactly as the browser will take the copy inlined into the page.
 */
export function provideFirstData(answers: Record<string, unknown>): void {
  inlined = new Map(Object.entries(answers));
  readAt = Date.now();
}

/** The query of a GET as `apiCallKey` takes it; null when a value is not plain text, a number or a boolean. */
export function plainQuery(params: object | undefined): ApiQuery | null {
  const query: Record<string, string | number | boolean | null | undefined> = {};
  for (const [name, value] of Object.entries(params ?? {})) {
    if (value !== null && typeof value === 'object') return null;
    if (typeof value === 'function' || typeof value === 'symbol' || typeof value === 'bigint') return null;
    query[name] = value as string | number | boolean | null | undefined;
  }
  return query;
}

import { isAxiosError } from 'axios';
import { markWaitingForms } from './waiting-forms-mark';

/**
 * Forms sent without a connection (docs/operations.md#offline): kept on the phone in IndexedDB until the connection is
 * back, then sent once. Each carries the idempotency key of its submission, so a repeat after a lost answer stores
 * nothing twice.
 */
export type WaitingFormKind = 'lead' | 'contact' | 'review';

export interface WaitingForm {
  /** The submission's idempotency key (the lead's, the contact message's, the review's). */
  key: string;
  kind: WaitingFormKind;
  /** The request body exactly as it will be posted. */
  body: unknown;
  /** ISO time it was kept. */
  savedAt: string;
}

const DB_NAME = 'cvb-offline';
const STORE = 'waiting-forms';
/** A form that could not go for a week is dropped (its person has long moved on). */
export const WAITING_FORM_LIFETIME_MS = 7 * 24 * 3600 * 1000;

function openDb(factory: IDBFactory): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = factory.open(DB_NAME, 1);
    request.onupgradeneeded = () => {
      if (!request.result.objectStoreNames.contains(STORE))
        request.result.createObjectStore(STORE, { keyPath: 'key' });
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB could not be opened'));
  });
}

async function run<T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T>,
  factory: IDBFactory,
): Promise<T> {
  const db = await openDb(factory);
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = db.transaction(STORE, mode);
      const request = work(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
      transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
    });
  } finally {
    db.close();
  }
}

const defaultFactory = (): IDBFactory => globalThis.indexedDB;

/** Keeps a form until it is sent; keeping the same key again replaces it (one submission, one entry). */
export async function keepWaitingForm(
  form: WaitingForm,
  factory: IDBFactory = defaultFactory(),
): Promise<void> {
  await run('readwrite', (store) => store.put(form), factory);
  markWaitingForms(true);
}

/** The kept forms, oldest first, without those older than a week (which are dropped). */
export async function waitingForms(
  now = new Date(),
  factory: IDBFactory = defaultFactory(),
): Promise<WaitingForm[]> {
  const all = await run<WaitingForm[]>(
    'readonly',
    (store) => store.getAll() as IDBRequest<WaitingForm[]>,
    factory,
  );
  const fresh: WaitingForm[] = [];
  for (const form of all) {
    if (now.getTime() - Date.parse(form.savedAt) > WAITING_FORM_LIFETIME_MS)
      await forgetWaitingForm(form.key, factory);
    else fresh.push(form);
  }
  if (fresh.length === 0) markWaitingForms(false);
  return fresh.sort((a, b) => a.savedAt.localeCompare(b.savedAt));
}

/** Drops a form once the API has answered it (stored, or refused for good). */
export async function forgetWaitingForm(key: string, factory: IDBFactory = defaultFactory()): Promise<void> {
  await run('readwrite', (store) => store.delete(key), factory);
}

/**
 * Whether a failed call failed for the network (no answer at all, or the browser knows it is offline), as opposed to an
 * answer of the API: only those are kept for later.
 */
export function lostToTheNetwork(
  error: unknown,
  online: boolean = globalThis.navigator?.onLine ?? true,
): boolean {
  if (!online) return true;
  if (isAxiosError(error)) return !error.response && error.code !== 'ERR_CANCELED';
  return error instanceof TypeError; // fetch's "Failed to fetch"
}

/** Resolves when the browser is online (at once when it already is). */
export function whenOnline(win: Window = window): Promise<void> {
  if (win.navigator.onLine) return Promise.resolve();
  return new Promise((resolve) => win.addEventListener('online', () => resolve(), { once: true }));
}

const OPEN_FORMS = Symbol.for('cvb.open-waiting-forms');
type WithOpenForms = typeof globalThis & { [OPEN_FORMS]?: Set<string> };

function openForms(): Set<string> {
  const holder = globalThis as WithOpenForms;
  holder[OPEN_FORMS] ??= new Set<string>();
  return holder[OPEN_FORMS];
}

/**
 * A form still open on the page sends its own kept submission (it may have to ask for the code): the page-wide sender
 * leaves it alone. Shared through globalThis, as every app has its own copy of this lib. Returns the release.
 */
export function markFormOpen(key: string): () => void {
  openForms().add(key);
  return () => openForms().delete(key);
}

export function isFormOpen(key: string): boolean {
  return openForms().has(key);
}

export { hasWaitingFormsMark, WAITING_FORMS_MARK } from './waiting-forms-mark';

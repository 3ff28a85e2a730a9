import { useSyncExternalStore } from 'react';

/**
 * Data saver (docs/operations.md#offline) lives on the page, not in one app's memory: `<html data-data-saver="on">`
 * (set by the web server for `Save-Data`, then by the shell) and a window event when it changes, so the shell and
 * every remote (each with its own copy of this lib) read the same state.
 */
export const DATA_SAVER_ATTRIBUTE = 'data-data-saver';
export const DATA_SAVER_EVENT = 'cvb:data-saver';
/** The visitor's own choice ('on' / 'off'); without one the browser's hints decide. */
export const DATA_SAVER_STORAGE_KEY = 'cvb-data-saver';
/** The same choice for the web server, which honours it like `Save-Data`. */
export const DATA_SAVER_COOKIE = 'cvb-data-saver';

export type DataSaverChoice = 'on' | 'off' | null;

/** What the browser reports (navigator.connection): Save-Data, and the effective connection type. */
export interface ConnectionHints {
  saveData?: boolean;
  effectiveType?: string;
}

/** On by the visitor's choice; without one, on when the browser asks to save data or the connection is 2g (or slower). */
export function dataSaverWanted(choice: DataSaverChoice, hints: ConnectionHints): boolean {
  if (choice === 'on') return true;
  if (choice === 'off') return false;
  return hints.saveData === true || hints.effectiveType === '2g' || hints.effectiveType === 'slow-2g';
}

export function isDataSaverOn(doc: Document = document): boolean {
  return doc.documentElement.getAttribute(DATA_SAVER_ATTRIBUTE) === 'on';
}

/** Sets the page's state and tells every app. */
export function applyDataSaver(on: boolean, doc: Document = document): void {
  if (isDataSaverOn(doc) === on) return;
  if (on) doc.documentElement.setAttribute(DATA_SAVER_ATTRIBUTE, 'on');
  else doc.documentElement.removeAttribute(DATA_SAVER_ATTRIBUTE);
  doc.defaultView?.dispatchEvent(new Event(DATA_SAVER_EVENT));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(DATA_SAVER_EVENT, onChange);
  return () => window.removeEventListener(DATA_SAVER_EVENT, onChange);
}

/** Whether data saver is on, re-rendering when it changes (false on the server). */
export function useDataSaver(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isDataSaverOn(),
    () => false,
  );
}

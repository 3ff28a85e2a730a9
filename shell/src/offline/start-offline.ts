import { getHttp } from '@cvb/api-client';
import { DATA_SAVER_EVENT, isDataSaverOn } from '@cvb/ui';
import { hasWaitingFormsMark } from '@cvb/lead-forms/offline/waiting-forms-mark';
import { whenLoadedAndIdle } from './after-load';
import { SAVED_ANSWER_EVENT } from './offline-copy';
import { SAVED_AT_HEADER } from './worker/saved-at';

/** Holds the content's pictures once data saver is on: its code loads only then (most visits never need it). */
function startPictureGateWhenOn(): void {
  let started = false;
  const start = () => {
    const content = document.getElementById('cvb-content');
    if (started || !content || !isDataSaverOn()) return;
    started = true;
    window.removeEventListener(DATA_SAVER_EVENT, start);
    void import(/* webpackChunkName: "data-saver-gate" */ './picture-gate').then(({ startPictureGate }) =>
      startPictureGate(content, () => isDataSaverOn()),
    );
  };
  window.addEventListener(DATA_SAVER_EVENT, start);
  start();
}

/**
 * The page's side of working offline (docs/operations.md#offline). At start only what must be there from the first
 * answer: the picture gate when data saver is on, and the note of an API answer the worker took from its saved copies
 * (only such an answer carries the saved-at header). The service worker's registration, and kept forms' sender when some
 * are kept, load after the load event, in chunks of their own: the first visit's bytes are those of the site without
 * the worker.
 */
export function startOfflineSupport(): void {
  startPictureGateWhenOn();
  getHttp().interceptors.response.use((response) => {
    const savedAt: unknown = response.headers[SAVED_AT_HEADER];
    if (savedAt)
      void import(/* webpackChunkName: "offline-banner" */ './saved-at').then(({ noteAnswerSavedAt }) => {
        noteAnswerSavedAt(savedAt);
        window.dispatchEvent(new Event(SAVED_ANSWER_EVENT));
      });
    return response;
  });
  // Kept forms (a form sent offline whose form was closed): their sender loads only when some are kept.
  const sendKept = () => {
    if (!hasWaitingFormsMark()) return;
    void import(/* webpackChunkName: "offline-forms" */ './send-waiting-forms').then(({ sendWaitingForms }) =>
      sendWaitingForms(),
    );
  };
  window.addEventListener('online', sendKept);
  void whenLoadedAndIdle().then(() => {
    sendKept();
    if (!('serviceWorker' in navigator)) return;
    void import(/* webpackChunkName: "offline-worker" */ './register-worker').then(
      ({ registerServiceWorker }) => registerServiceWorker(),
    );
  });
}

import { getHttp } from '@cvb/api-client';
import { isDataSaverOn } from '@cvb/ui';
import { startPictureGate } from './picture-gate';
import { registerServiceWorkerAfterLoad } from './register-worker';
import { noteAnswerSavedAt } from './saved-at';
import { hasWaitingFormsMark } from '@cvb/lead-forms/offline/waiting-forms-mark';
import { SAVED_AT_HEADER } from './worker/saved-at';

/**
 * The page's side of working offline (docs/operations.md#offline): the data saver's picture gate on the content, the
 * saved time of API answers for the banner, kept forms sent when the connection is back, and the service worker,
 * registered after the load event.
 */
export function startOfflineSupport(): void {
  const content = document.getElementById('cvb-content');
  if (content) startPictureGate(content, () => isDataSaverOn());
  getHttp().interceptors.response.use((response) => {
    noteAnswerSavedAt(response.headers[SAVED_AT_HEADER]);
    return response;
  });
  // Kept forms (a lead sent offline whose form was closed): their sender loads only when some are kept.
  const sendKept = () => {
    if (!hasWaitingFormsMark()) return;
    void import(/* webpackChunkName: "offline-forms" */ './send-waiting-forms').then(({ sendWaitingForms }) =>
      sendWaitingForms(),
    );
  };
  window.addEventListener('online', sendKept);
  if (document.readyState === 'complete') sendKept();
  else window.addEventListener('load', sendKept, { once: true });
  registerServiceWorkerAfterLoad();
}

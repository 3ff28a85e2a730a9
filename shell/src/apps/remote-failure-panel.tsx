import { createRoot, type Root } from 'react-dom/client';
import { getI18n } from '@cvb/i18n';
import { ErrorPanel, ThemeRoot } from '@cvb/ui';

/** Renders the translated error panel into an app's box; returns a function that removes it. */
export function showRemoteFailure(container: HTMLElement, onRetry: () => void): () => void {
  // The view the server rendered cannot come alive without the remote's code: the panel takes its place.
  if (container.dataset.serverView) {
    container.replaceChildren();
    delete container.dataset.serverView;
    container.removeAttribute('inert');
  }
  const host = document.createElement('div');
  host.dataset.remoteFailure = 'true';
  container.appendChild(host);
  const root: Root = createRoot(host);
  const t = getI18n().t;
  root.render(
    <ThemeRoot>
      <ErrorPanel
        title={t('common:remoteError.title')}
        body={t('common:remoteError.body')}
        retryLabel={t('common:retry')}
        onRetry={onRetry}
      />
    </ThemeRoot>,
  );
  return () => {
    root.unmount();
    host.remove();
  };
}

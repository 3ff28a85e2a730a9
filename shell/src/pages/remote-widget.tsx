import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadRemoteModule, registerRemoteManifests } from '@cvb/mfe-kit';
import { ErrorPanel, Skeleton } from '@cvb/ui';
import { fetchRemotesConfig } from '../federation/remotes-config';

/** What a remote's widget module exposes: mount into an element, get back the unmount. */
export interface WidgetModule {
  mount: (element: HTMLElement, props?: object) => () => void;
}

export interface RemoteWidgetProps {
  /** Federated module id, e.g. 'mfe_trucks/popular-widget'. */
  moduleId: string;
  props?: object;
  /** Height of the placeholder while the remote loads. */
  skeletonHeight?: string;
}

type WidgetState = 'loading' | 'ready' | 'error';

/** remotes.json may have been fixed since a failure: read it again and re-register this remote. */
async function refreshRemote(moduleId: string): Promise<void> {
  const name = moduleId.split('/')[0];
  try {
    const entry = (await fetchRemotesConfig())[name];
    if (entry) registerRemoteManifests({ [name]: entry }, true);
  } catch (error) {
    console.error(`[shell] could not re-read remotes.json for ${name}`, error);
  }
}

/**
 * A remote's widget inside a shell page, loaded through federation: a skeleton while it loads, and an
 * inline error panel with a retry when the remote is down, so the rest of the page keeps working.
 */
export function RemoteWidget({ moduleId, props, skeletonHeight = '320px' }: RemoteWidgetProps) {
  const { t } = useTranslation('common');
  const host = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<WidgetState>('loading');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    let unmountWidget: (() => void) | undefined;
    setState('loading');
    const load = async () => {
      if (attempt > 0) await refreshRemote(moduleId);
      const widget = await loadRemoteModule<WidgetModule>(moduleId);
      if (cancelled || !host.current) return;
      unmountWidget = widget.mount(host.current, props);
      setState('ready');
    };
    load().catch((error: unknown) => {
      console.error(`[shell] widget ${moduleId} failed to load or mount`, error);
      if (!cancelled) setState('error');
    });
    return () => {
      cancelled = true;
      // The widget is another React root: unmount it after this render has finished.
      if (unmountWidget) setTimeout(unmountWidget, 0);
    };
    // `props` is read once per load; a new object each render must not reload the remote.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [moduleId, attempt]);

  return (
    <>
      {state === 'loading' && (
        <div role="status" aria-busy="true" aria-label={t('loading')}>
          <Skeleton $height={skeletonHeight} />
        </div>
      )}
      {state === 'error' && (
        <ErrorPanel
          title={t('remoteError.title')}
          body={t('remoteError.body')}
          retryLabel={t('retry')}
          onRetry={() => setAttempt((n) => n + 1)}
        />
      )}
      <div ref={host} hidden={state !== 'ready'} />
    </>
  );
}

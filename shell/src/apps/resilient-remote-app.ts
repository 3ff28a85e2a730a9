import type { AppProps, LifeCycles } from 'single-spa';
import { loadRemoteModule, registerRemoteManifests } from '@cvb/mfe-kit';
import { containerName, type RemoteApp } from '@cvb/route-table';
import { fetchRemotesConfig } from '../federation/remotes-config';
import { runLifecycle } from './lifecycle-runner';
import { showRemoteFailure } from './remote-failure-panel';

export interface ShellCustomProps {
  domElement: HTMLElement;
}
export type ShellAppProps = AppProps & ShellCustomProps;

/** Plain functions (never arrays), so the shell and its tests can call them directly. */
export interface ResilientLifecycles {
  bootstrap: (props: ShellAppProps) => Promise<void>;
  mount: (props: ShellAppProps) => Promise<void>;
  unmount: (props: ShellAppProps) => Promise<void>;
}

/**
 * Lifecycles that stand in for a remote: they load it through federation, and when loading, bootstrap
 * or mount fails (404, time-out, a throwing entry or mount) they show the error panel in the remote's
 * box instead of throwing, so single-spa, the header, the footer and every other remote carry on.
 */
export function resilientRemoteApp(app: RemoteApp): ResilientLifecycles {
  const name = containerName(app);
  let remote: LifeCycles<ShellCustomProps> | null = null;
  let bootstrapped = false;
  let mounted = false;
  let removePanel: (() => void) | null = null;

  const clearPanel = () => {
    removePanel?.();
    removePanel = null;
  };

  async function retry(props: ShellAppProps): Promise<void> {
    clearPanel();
    remote = null;
    bootstrapped = false;
    try {
      // remotes.json may have been fixed since: read it again and forget the failed entry.
      const remotes = await fetchRemotesConfig();
      const entry = remotes[name];
      if (entry) registerRemoteManifests({ [name]: entry }, true);
    } catch (error) {
      console.error(`[shell] could not re-read remotes.json for ${name}`, error);
    }
    await mountRemote(props);
  }

  async function mountRemote(props: ShellAppProps): Promise<void> {
    try {
      remote ??= await loadRemoteModule<LifeCycles<ShellCustomProps>>(`${name}/app`);
      if (!bootstrapped) {
        await runLifecycle(remote.bootstrap, props);
        bootstrapped = true;
      }
      await runLifecycle(remote.mount, props);
      mounted = true;
    } catch (error) {
      console.error(`[shell] ${app} failed to load or mount`, error);
      clearPanel();
      removePanel = showRemoteFailure(props.domElement, () => void retry(props));
    }
  }

  return {
    bootstrap: async () => undefined,
    mount: mountRemote,
    unmount: async (props) => {
      clearPanel();
      if (remote && mounted) {
        mounted = false;
        await runLifecycle(remote.unmount, props);
      }
    },
  };
}

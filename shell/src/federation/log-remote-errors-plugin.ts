import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Logs which remote failed and at which step. It returns no fallback module, so the failure reaches
 * the remote's loader, which shows that remote's error panel while the rest of the page keeps working.
 */
export default function logRemoteErrorsPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'cvb-log-remote-errors',
    errorLoadRemote({ id, error, lifecycle }) {
      console.error(`[federation] ${id} failed at ${lifecycle}`, error);
      return undefined;
    },
  };
}

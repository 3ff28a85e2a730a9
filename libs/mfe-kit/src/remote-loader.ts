import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

/** How long a remote may take to load before the page shows its error panel. */
export const REMOTE_LOAD_TIMEOUT_MS = 10_000;

export class RemoteLoadError extends Error {
  constructor(
    readonly remoteId: string,
    reason: string,
  ) {
    super(`Remote ${remoteId} could not be loaded: ${reason}`);
    this.name = 'RemoteLoadError';
  }
}

/** remotes.json: container name → URL of its mf-manifest.json. */
export type RemoteManifestMap = Record<string, string>;

export function registerRemoteManifests(remotes: RemoteManifestMap, force = false): void {
  registerRemotes(
    Object.entries(remotes).map(([name, entry]) => ({ name, entry })),
    { force },
  );
}

/** Loads an exposed module ('mfe_trucks/app'), failing with a RemoteLoadError on error or time-out. */
export async function loadRemoteModule<T>(id: string, timeoutMs = REMOTE_LOAD_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RemoteLoadError(id, `no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    const module = await Promise.race([loadRemote<T>(id), timeout]);
    if (module === null || module === undefined) throw new RemoteLoadError(id, 'the remote returned nothing');
    return module;
  } catch (error) {
    if (error instanceof RemoteLoadError) throw error;
    throw new RemoteLoadError(id, error instanceof Error ? error.message : String(error));
  } finally {
    clearTimeout(timer);
  }
}

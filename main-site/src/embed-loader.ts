import { createInstance } from '@module-federation/enhanced/runtime';
import injectExternalRuntimeCore from '@module-federation/inject-external-runtime-core-plugin';
import type { EmbedHandle, EmbedOptions } from '@cvb/mfe-kit';

export type { EmbedHandle, EmbedOptions };

/** The module the tractors/infra remote exposes as `./embed`. */
export interface EmbedModule {
  mount(element: HTMLElement, options: Partial<EmbedOptions>): Promise<EmbedHandle>;
}

export type LoadEmbed = () => Promise<EmbedModule>;

const REMOTE = 'mfe_tractors_infra';
const LOAD_TIMEOUT_MS = 10_000;

/**
 * Loads `./embed` through the Module Federation runtime from the manifest URL of the site's config. The main
 * site shares nothing with the remote but the federation runtime: the remote brings its own React. A failed load may be tried again.
 */
export function embedLoader(manifestUrl: string, timeoutMs = LOAD_TIMEOUT_MS): LoadEmbed {
  const federation = createInstance({
    name: 'main_site',
    remotes: [{ name: REMOTE, entry: manifestUrl }],
    // The remote's entry carries no federation runtime of its own (externalRuntime): this page provides it.
    plugins: [injectExternalRuntimeCore()],
  });
  return async () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${REMOTE} did not load within ${timeoutMs} ms`)), timeoutMs);
    });
    try {
      const loaded = await Promise.race([federation.loadRemote<EmbedModule>(`${REMOTE}/embed`), timeout]);
      if (!loaded || typeof loaded.mount !== 'function') throw new Error(`${REMOTE}/embed has no mount()`);
      return loaded;
    } finally {
      clearTimeout(timer);
    }
  };
}

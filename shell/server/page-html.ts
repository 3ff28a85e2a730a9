import type { ServerConfig } from './config';
import { createManifestReader, type ManifestReaderOptions } from './remote-manifests';
import { pageModules, preloadLinks, withPreloads, type RemoteManifest } from './route-preloads';
import { readRemotes } from './remotes-file';

/**
 * The shell's page for a URL: index.html with preload links for the remote code that URL needs (its
 * remote's entry and first chunks, from remotes.json and that remote's manifest).
 */
export function createPageHtml(
  config: ServerConfig,
  indexHtml: string,
  options: ManifestReaderOptions = {},
): (urlPath: string) => Promise<string> {
  const readManifest = createManifestReader(options);
  return async (urlPath) => {
    const modules = pageModules(urlPath);
    if (modules.length === 0) return indexHtml;
    try {
      const remotes = await readRemotes(config);
      const manifests: Record<string, RemoteManifest | null> = {};
      await Promise.all(
        modules.map(async ({ container }) => {
          const url = remotes[container];
          manifests[container] = url ? await readManifest(url) : null;
        }),
      );
      return withPreloads(indexHtml, preloadLinks(modules, remotes, manifests));
    } catch {
      return indexHtml; // an unreadable remotes.json: the page still goes out, without preloads
    }
  };
}

/**
 * The remotes' code that a page fetches only when asked (a lead button's dialog, chunk `lead-dialog`), so a visit
 * that never asked has not downloaded it: the worker keeps it from each remote's manifest, so the dialog still opens
 * once the connection is lost (docs/operations.md#offline).
 */
const OFFLINE_CHUNK = /^lead-dialog\.[0-9a-f]{8,}\.js$/;

interface ManifestAssets {
  js?: { sync?: unknown; async?: unknown };
}

function names(list: unknown): string[] {
  return Array.isArray(list) ? list.filter((name): name is string => typeof name === 'string') : [];
}

/** The URLs of a remote's offline chunks, from its `mf-manifest.json` (chunks sit beside the manifest). */
export function offlineChunksOfManifest(manifest: unknown, manifestUrl: string): string[] {
  const exposes = (manifest as { exposes?: unknown } | null)?.exposes;
  if (!Array.isArray(exposes)) return [];
  const found = new Set<string>();
  for (const expose of exposes as { assets?: ManifestAssets }[]) {
    const js = expose.assets?.js;
    for (const name of [...names(js?.sync), ...names(js?.async)]) {
      if (OFFLINE_CHUNK.test(name)) found.add(new URL(name, manifestUrl).href);
    }
  }
  return [...found];
}

/** A remote's manifest, by its URL (`…/mf-manifest.json`). */
export const isRemoteManifest = (url: string): boolean => new URL(url).pathname.endsWith('/mf-manifest.json');

/** Keeps in `cache` the offline chunks a manifest names that it does not hold yet; a failure is left for next time. */
export async function keepOfflineChunks(cache: Cache, manifest: unknown, manifestUrl: string): Promise<void> {
  const urls = offlineChunksOfManifest(manifest, manifestUrl);
  const missing = await Promise.all(urls.map(async (url) => ((await cache.match(url)) ? null : url)));
  await Promise.all(missing.flatMap((url) => (url ? [cache.add(url).catch(() => undefined)] : [])));
}

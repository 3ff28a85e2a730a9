import { parseLocalePath } from '@cvb/i18n';
import { containerName, ownerOf, type RemoteApp } from '@cvb/route-table';

/** What the shell's server reads of a remote's mf-manifest.json. */
export interface RemoteManifest {
  metaData: { remoteEntry: { name: string; path: string }; publicPath?: string };
  exposes: { path: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }[];
}

/** A federated module a page starts with: the container and the exposed path. */
interface PageModule {
  container: string;
  expose: string;
}

/** Remote widgets the shell's own pages mount at once (the home page's popular trucks). */
const SHELL_PAGE_WIDGETS: Readonly<Record<string, PageModule[]>> = {
  '/': [{ container: 'mfe_trucks', expose: './popular-widget' }],
};

/** The federated modules the page at `urlPath` loads first: its remote's app, or a shell page's widgets. */
export function pageModules(urlPath: string): PageModule[] {
  const { path } = parseLocalePath(urlPath);
  const owner = ownerOf(path);
  if (owner === 'shell') return SHELL_PAGE_WIDGETS[path.length > 1 ? path.replace(/\/+$/, '') : path] ?? [];
  return [{ container: containerName(owner as RemoteApp), expose: './app' }];
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** Where a manifest's files live: its publicPath, or (for `auto`) the folder of the manifest itself. */
function assetBase(manifestUrl: string, manifest: RemoteManifest): string {
  const publicPath = manifest.metaData.publicPath;
  const base = !publicPath || publicPath === 'auto' ? manifestUrl : publicPath;
  return new URL('.', new URL(base, manifestUrl)).toString();
}

/**
 * `<link>` tags that let the browser fetch a page's remote code while the shell starts: preconnect to the
 * remote's origin, the manifest (fetched by the federation runtime), its remoteEntry.js and the exposed
 * module's first chunks. Without a manifest (remote down or slow) only the preconnect and the manifest go out.
 */
export function preloadLinks(
  modules: PageModule[],
  remotes: Record<string, string>,
  manifests: Record<string, RemoteManifest | null>,
): string {
  const links: string[] = [];
  const seen = new Set<string>();
  const add = (tag: string) => {
    if (!seen.has(tag)) links.push(tag);
    seen.add(tag);
  };
  for (const { container, expose } of modules) {
    const manifestUrl = remotes[container];
    if (!manifestUrl) continue;
    let origin: string;
    try {
      origin = new URL(manifestUrl).origin;
    } catch {
      continue;
    }
    // Scripts load without CORS, the manifest with it: a browser keeps those connections apart.
    add(`<link rel="preconnect" href="${escapeAttribute(origin)}">`);
    add(`<link rel="preconnect" href="${escapeAttribute(origin)}" crossorigin>`);
    add(`<link rel="preload" as="fetch" href="${escapeAttribute(manifestUrl)}" crossorigin>`);
    const manifest = manifests[container];
    if (!manifest) continue;
    const base = assetBase(manifestUrl, manifest);
    const entry = manifest.metaData.remoteEntry;
    const url = (file: string) => escapeAttribute(new URL(file, base).toString());
    add(
      `<link rel="preload" as="script" href="${url(`${entry.path ? `${entry.path}/` : ''}${entry.name}`)}">`,
    );
    const exposed = manifest.exposes.find((item) => item.path === expose);
    for (const file of exposed?.assets.js.sync ?? [])
      add(`<link rel="preload" as="script" href="${url(file)}">`);
    for (const file of exposed?.assets.css.sync ?? [])
      add(`<link rel="preload" as="style" href="${url(file)}">`);
  }
  return links.join('');
}

/** The page with the links placed first in its <head>, where the browser sees them before anything else. */
export function withPreloads(html: string, links: string): string {
  if (!links) return html;
  return html.replace(/<head>/i, (head) => `${head}${links}`);
}

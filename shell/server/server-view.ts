import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { containerName, ownerOf, type AppName } from '@cvb/route-table';
import type { ServerConfig } from './config';
import { readRemotes } from './remotes-file';
import {
  createRendererSource,
  evaluateRenderer,
  RendererRefused,
  rendererPinOf,
  type Render,
  type RendererSourceOptions,
  type ServerView,
  type ServerViewRequest,
} from './server-view-loader';

export interface ServerViewOptions extends RendererSourceOptions {
  /** How long a page waits for its view before it goes out without one (the browser then renders it). */
  timeoutMs?: number;
  /** How long the first page of an app waits for its renderer to load (later ones use the loaded one). */
  loadTimeoutMs?: number;
  /** The shell's own renderer (its pages: home, static pages), built beside this server with its pin (`view.json`). */
  shellRendererFile?: string;
}

export interface RenderedView extends ServerView {
  app: AppName;
}

function withinTime<T>(work: Promise<T>, ms: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** The shell's own renderer, run like a remote's: only when it matches the pin its build wrote beside it. */
async function loadOwnRenderer(file: string): Promise<Render | null> {
  if (!existsSync(file)) return null;
  const pinFile = file.replace(/\.c?js$/, '.json');
  try {
    const pin = existsSync(pinFile) ? rendererPinOf(JSON.parse(await readFile(pinFile, 'utf8'))) : null;
    if (!pin) throw new RendererRefused(`${pinFile} is missing or pins nothing`);
    return evaluateRenderer(await readFile(file, 'utf8'), file, pin);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (error instanceof RendererRefused) console.warn(`[shell] refused its own server view: ${message}`);
    else console.error(`[shell] its own server view could not be loaded: ${message}`);
    return null;
  }
}

/**
 * The first view of a page rendered on the server by the app that owns its path: the remote's renderer from the
 * remote's origin, as its manifest pins it, or the shell's own for its pages. Null when there is none, it is refused,
 * fails or is late: the page then goes out as before and the browser renders it.
 */
export function createServerViews(
  config: ServerConfig,
  {
    timeoutMs = 1_000,
    loadTimeoutMs = 3_000,
    shellRendererFile = path.join(__dirname, 'view.cjs'),
    ...sourceOptions
  }: ServerViewOptions = {},
): (pagePath: string, request: ServerViewRequest) => Promise<RenderedView | null> {
  const remoteRenderer = createRendererSource(sourceOptions);
  let shellRenderer: Promise<Render | null> | null = null;
  const ownRenderer = () => (shellRenderer ??= loadOwnRenderer(shellRendererFile));
  const rendererOf = async (app: AppName) => {
    if (app === 'shell') return ownRenderer();
    const manifest = (await readRemotes(config))[containerName(app)];
    return manifest ? remoteRenderer(manifest) : null;
  };

  return async (pagePath, request) => {
    const app = ownerOf(pagePath);
    try {
      const render = await withinTime(rendererOf(app), loadTimeoutMs);
      if (!render) return null;
      // A view given up on is cancelled: it does not keep the renderer busy for pages still waiting.
      const giveUp = new AbortController();
      const rendering = render({ ...request, signal: giveUp.signal });
      rendering.catch(() => undefined);
      const view = await withinTime(rendering, timeoutMs);
      if (!view) giveUp.abort(new Error(`gave up on ${request.url} after ${timeoutMs} ms`));
      return view ? { app, ...view } : null;
    } catch (error) {
      console.error(`[shell] ${app} could not render ${request.url} on the server:`, error);
      return null;
    }
  };
}

/**
 * The page with the app's view in its box inside <main> (marked, so the app hydrates it) and its styles. The box is
 * inert until the app's code takes it over: a tap on a button or a form sent before then would do nothing or leave
 * the page (a native submit), so the view reads at once and answers once it can.
 */
export function withServerView(html: string, view: RenderedView | null): string {
  if (!view) return html;
  const box = `<div id="app-${view.app}" data-app="${view.app}" data-server-view="${view.app}" inert>${view.html}</div>`;
  return html
    .replace(/<\/head>/i, () => `${view.css}</head>`)
    .replace(/<main\b[^>]*\bid=["']?cvb-content\b[^>]*>/i, (main: string) => `${main}${box}`);
}

import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { renderToStaticMarkup } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import type { LocaleCode } from '@cvb/contracts';
import { provideFirstData, resetFirstData } from '@cvb/api-client';
import { getI18n, loadTexts, type LazyTexts } from '@cvb/i18n';
import { getStore, localeChanged } from '@cvb/store';
import { GlobalStyle, ThemeRoot } from '@cvb/ui';
import { remoteTexts, type RemoteDefinition } from '../create-remote';
import { ServerRender } from '../hydrate-when-seen';
import { setServerOrigin } from '../page-origin';
import { RemoteRoot } from '../remote-root';

/** What the shell's server asks of an app: its view of one URL, in one language, from the page's first data. */
export interface ServerViewRequest {
  /** Path and query as the visitor asked for them, locale prefix included (`/hi/trucks/tata-motors/ace-gold`). */
  url: string;
  locale: LocaleCode;
  /** The first view's API answers by `apiCallKey`, as inlined into the page. */
  data: Record<string, unknown>;
  /** The origin the visitor asked for (`https://www.cvbazaar.in`), for the page's absolute links. */
  origin: string;
  /**
   * Aborted when the server gives up on the view (it was late): a render still waiting for its turn does not start,
   * and a running one stops, so a crowd's abandoned renders do not hold up the next pages.
   */
  signal?: AbortSignal;
}

/** The app's HTML for its box and the style tags it needs (the site's global style included). */
export interface ServerView {
  html: string;
  css: string;
}

export type RenderServerView = (request: ServerViewRequest) => Promise<ServerView>;

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  await new Promise<void>((resolve, reject) => {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
    });
    sink.on('finish', resolve);
    sink.on('error', reject);
    stream.on('error', reject);
    stream.pipe(sink);
  });
  return Buffer.concat(chunks).toString('utf8');
}

/** The body's font, colours and box model, which the chrome's root sets in the browser. */
function globalStyleTags(): string {
  const sheet = new ServerStyleSheet();
  try {
    renderToStaticMarkup(
      sheet.collectStyles(
        <ThemeRoot>
          <GlobalStyle />
        </ThemeRoot>,
      ),
    );
    return sheet.getStyleTags();
  } finally {
    sheet.seal();
  }
}

/**
 * A renderer of an app's first view on the server. The page's store, i18n instance and inlined answers are the
 * process's singletons, as in the browser, so renders run one at a time. Lazy routes are waited for (a prerender),
 * so the HTML holds the page the browser's first render will hydrate. A render that throws rejects: the page then
 * goes out without a server view.
 */
export function createServerRenderer(
  texts: readonly LazyTexts[],
  view: (url: string) => ReactNode,
): RenderServerView {
  let queue: Promise<unknown> = Promise.resolve();
  let globalCss: string | null = null;

  const renderOne = async ({ url, locale, data, origin, signal }: ServerViewRequest): Promise<ServerView> => {
    getStore().dispatch(localeChanged(locale));
    await loadTexts(texts, locale);
    await getI18n().changeLanguage(locale);
    globalCss ??= globalStyleTags();
    const sheet = new ServerStyleSheet();
    provideFirstData(data);
    setServerOrigin(origin);
    try {
      const failures: unknown[] = [];
      const page = <ServerRender value>{view(url)}</ServerRender>;
      const { prelude } = await prerenderToNodeStream(sheet.collectStyles(page), {
        // Every boundary in place, however large: the page has no inline script to reveal one later (CSP).
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        signal,
        onError: (error) => {
          failures.push(error);
        },
      });
      const html = await readAll(prelude);
      if (failures.length > 0) throw failures[0];
      return { html, css: globalCss + sheet.getStyleTags() };
    } finally {
      sheet.seal();
      resetFirstData();
      setServerOrigin(null);
    }
  };

  return (request) => {
    const result = queue.then(() => {
      request.signal?.throwIfAborted();
      return renderOne(request);
    });
    queue = result.catch(() => undefined);
    return result;
  };
}

/** The server view of a remote: its routes at the given URL inside the same providers `createRemote` mounts. */
export function remoteServerRenderer(definition: RemoteDefinition): RenderServerView {
  return createServerRenderer(remoteTexts(definition), (url) => (
    <RemoteRoot app={definition.app} App={definition.App} location={url} />
  ));
}

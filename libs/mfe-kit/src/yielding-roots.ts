import { startTransition, type ReactNode } from 'react';
import ReactDOMClient, { type HydrationOptions, type Root, type RootOptions } from 'react-dom/client';

/**
 * React roots whose renders run as transitions: the first render (or hydration) of a page yields to the browser
 * every few milliseconds instead of holding the main thread for the whole tree, so a slow phone answers a tap while
 * the page comes alive (Lighthouse's total blocking time). What is rendered is the same.
 */
export function createYieldingRoot(container: Element, options?: RootOptions): Root {
  const root = ReactDOMClient.createRoot(container, options);
  return {
    render: (node: ReactNode) => startTransition(() => root.render(node)),
    unmount: () => root.unmount(),
  };
}

/** Hydrates the server's view of `container` as a transition (see `createYieldingRoot`). */
export function hydrateYieldingRoot(container: Element, node: ReactNode, options?: HydrationOptions): Root {
  let root: Root | undefined;
  startTransition(() => {
    root = ReactDOMClient.hydrateRoot(container, node, options);
  });
  if (!root) throw new Error('hydrateRoot returned no root');
  return root;
}

/** react-dom's client as single-spa-react calls it, with yielding roots. */
export const yieldingDomClient = { createRoot: createYieldingRoot, hydrateRoot: hydrateYieldingRoot };

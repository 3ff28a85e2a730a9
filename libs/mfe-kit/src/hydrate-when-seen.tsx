import {
  createContext,
  createElement,
  Suspense,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { whenSeenOrIdle } from './when-seen-or-idle';

/** True inside a view rendered on the server: every part renders at once, so the HTML holds the whole page. */
export const ServerRender = createContext(false);

/** A part's permission to hydrate: closed until the part is seen, touched or the browser is idle. */
interface Gate {
  opened: boolean;
  promise: Promise<void>;
  open: () => void;
}

function createGate(opened: boolean): Gate {
  let resolve: () => void = () => undefined;
  const gate: Gate = {
    opened,
    promise: new Promise<void>((done) => {
      resolve = done;
    }),
    open: () => {
      gate.opened = true;
      resolve();
    },
  };
  return gate;
}

const noSubscription = () => () => undefined;

/** Whether React is hydrating the server's HTML here (the server snapshot is read) rather than rendering afresh. */
function useHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}

function Gated({ gate, children }: { gate: Gate; children: ReactNode }) {
  // Rendered afresh, the part has nothing to wait for.
  if (!useHydrating()) gate.open();
  // While the gate is shut, React's hydration of the part suspends and its server HTML stays; the promise tells React
  // when to try again. (Thrown rather than read with `use`: a `use` in every render would hold back the page's
  // transitions, and one only while shut is a conditional `use`.)
  if (!gate.opened) throw gate.promise;
  return children;
}

/** Events that show the visitor is about to use the part: it hydrates at once, before their click or key arrives. */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'focusin', 'click', 'input', 'change'] as const;

export interface HydrateWhenSeenProps {
  children: ReactNode;
  /** The box's element (a plain block by default; `li` inside a list). */
  as?: 'div' | 'li';
}

/**
 * A part of a server-rendered page below its first screen (a specs table, reviews, similar models). The server
 * renders it in full; when the browser hydrates the server's view, the part's HTML stays on screen as it came, and
 * React takes it over only when it comes near the viewport, when the visitor touches or focuses it, or once the page
 * has loaded and the browser is idle (`whenSeenOrIdle`): the first screen comes alive first, in fewer and shorter
 * tasks. React's selective hydration keeps the part's HTML until then (a Suspense boundary around it), so nothing
 * jumps or flashes. Rendered afresh in the browser (a later navigation), the part renders at once. See
 * docs/architecture.md#server-view.
 */
export function HydrateWhenSeen({ children, as = 'div' }: HydrateWhenSeenProps) {
  const server = useContext(ServerRender);
  const [gate] = useState(() => createGate(server));
  const box = useRef<HTMLElement>(null);
  const committedChildren = useRef<ReactNode>(undefined);
  // An update from above that reaches a part not yet hydrated hydrates it now, with the update (React would
  // otherwise render the part afresh in place of its HTML).
  if (committedChildren.current !== undefined && committedChildren.current !== children) gate.open();

  useEffect(() => {
    committedChildren.current = children;
  });
  useEffect(() => {
    const element = box.current;
    // Rendered at once (on the server, or afresh in the browser): nothing to wait for. Hydrating, React reaches the
    // part's content after the rest of the page, so it has not rendered yet here.
    if (gate.opened || !element) return undefined;
    // Listened for above the app's root: React stops an event aimed at a part it has not hydrated at the root.
    const listening = new AbortController();
    let cancelSeen: () => void = () => undefined;
    const stop = () => {
      cancelSeen();
      listening.abort();
    };
    const start = () => {
      stop();
      gate.open();
    };
    cancelSeen = whenSeenOrIdle(element, start);
    const onIntent = (event: Event) => {
      if (event.target instanceof Node && element.contains(event.target)) start();
    };
    for (const name of INTENT_EVENTS) {
      element.ownerDocument.addEventListener(name, onIntent, {
        capture: true,
        passive: true,
        signal: listening.signal,
      });
    }
    return stop;
  }, [gate]);

  return createElement(
    as,
    { ref: box },
    <Suspense fallback={null}>
      <Gated gate={gate}>{children}</Gated>
    </Suspense>,
  );
}

type ObserverCallback = (entries: { isIntersecting: boolean }[]) => void;

/** A stand-in IntersectionObserver (jsdom has none): the test says when the observed element comes into view. */
export class FakeObserver {
  static all: FakeObserver[] = [];
  static get last(): FakeObserver | undefined {
    return FakeObserver.all.at(-1);
  }
  disconnected = false;
  observed: Element[] = [];
  constructor(private readonly callback: ObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe(element: Element): void {
    this.observed.push(element);
  }
  disconnect(): void {
    this.disconnected = true;
  }
  show(isIntersecting: boolean): void {
    this.callback([{ isIntersecting }]);
  }
  /** The observer watching `element` (the newest one). */
  static of(element: Element): FakeObserver | undefined {
    return [...FakeObserver.all].reverse().find((observer) => observer.observed.includes(element));
  }
}

const API_NAMES = ['IntersectionObserver', 'requestIdleCallback', 'cancelIdleCallback'];

/** Puts a stand-in for a browser API on `window`. */
function provide(name: string, value: unknown): void {
  Object.defineProperty(window, name, { value, configurable: true, writable: true });
}

/**
 * Gives jsdom an IntersectionObserver and requestIdleCallback the test drives (jsdom has neither): returns the queue of
 * idle callbacks (run them to let the browser be idle) and a function that takes the stand-ins away again.
 */
export function fakeSeenOrIdle(): { idle: (() => void)[]; restore: () => void } {
  const idle: (() => void)[] = [];
  FakeObserver.all = [];
  provide('IntersectionObserver', FakeObserver);
  provide('requestIdleCallback', (callback: () => void) => idle.push(callback));
  provide('cancelIdleCallback', (handle: number) => {
    idle[handle - 1] = () => undefined;
  });
  return {
    idle,
    restore: () => {
      for (const name of API_NAMES) Reflect.deleteProperty(window, name);
    },
  };
}

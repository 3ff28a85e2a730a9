import { whenSeenOrIdle } from './when-seen-or-idle';

type ObserverCallback = (entries: { isIntersecting: boolean }[]) => void;

/** A stand-in IntersectionObserver (jsdom has none): the test says when the element comes into view. */
class FakeObserver {
  static last: FakeObserver | undefined;
  disconnected = false;
  constructor(private readonly callback: ObserverCallback) {
    FakeObserver.last = this;
  }
  observe(): void {}
  disconnect(): void {
    this.disconnected = true;
  }
  show(isIntersecting: boolean): void {
    this.callback([{ isIntersecting }]);
  }
}

/** Puts a stand-in for a browser API on `window` (jsdom has neither IntersectionObserver nor requestIdleCallback). */
function provide(name: string, value: unknown): void {
  Object.defineProperty(window, name, { value, configurable: true, writable: true });
}

const API_NAMES = ['IntersectionObserver', 'requestIdleCallback', 'cancelIdleCallback'];

describe('whenSeenOrIdle', () => {
  let idle: (() => void)[];

  beforeEach(() => {
    idle = [];
    provide('IntersectionObserver', FakeObserver);
    provide('requestIdleCallback', (callback: () => void) => idle.push(callback));
    provide('cancelIdleCallback', (handle: number) => {
      idle[handle - 1] = () => undefined;
    });
  });

  afterEach(() => {
    for (const name of API_NAMES) Reflect.deleteProperty(window, name);
  });

  it('starts the part once, when it comes near the viewport', () => {
    const start = jest.fn();
    whenSeenOrIdle(document.createElement('div'), start, { afterLoad: false });
    FakeObserver.last?.show(false);
    expect(start).not.toHaveBeenCalled();
    FakeObserver.last?.show(true);
    idle.forEach((callback) => callback());
    expect(start).toHaveBeenCalledTimes(1);
    expect(FakeObserver.last?.disconnected).toBe(true);
  });

  it('starts the part when the browser is idle, once, though it is never seen', () => {
    const start = jest.fn();
    whenSeenOrIdle(document.createElement('div'), start, { afterLoad: false });
    expect(start).not.toHaveBeenCalled();
    idle.forEach((callback) => callback());
    FakeObserver.last?.show(true);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('waits for the load event before an idle start when asked to', () => {
    const start = jest.fn();
    const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    whenSeenOrIdle(document.createElement('div'), start);
    expect(idle).toHaveLength(0);
    window.dispatchEvent(new Event('load'));
    idle.forEach((callback) => callback());
    expect(start).toHaveBeenCalledTimes(1);
    readyState.mockRestore();
  });

  it('never starts a part whose start was cancelled', () => {
    const start = jest.fn();
    const cancel = whenSeenOrIdle(document.createElement('div'), start, { afterLoad: false });
    cancel();
    idle.forEach((callback) => callback());
    FakeObserver.last?.show(true);
    expect(start).not.toHaveBeenCalled();
  });
});

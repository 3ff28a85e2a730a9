import { whenSeenOrIdle } from './when-seen-or-idle';
import { FakeObserver, fakeSeenOrIdle } from './testing/seen-or-idle-fakes';

describe('whenSeenOrIdle', () => {
  let idle: (() => void)[];
  let restore: () => void;

  beforeEach(() => {
    ({ idle, restore } = fakeSeenOrIdle());
  });

  afterEach(() => restore());

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

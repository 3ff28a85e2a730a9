/**
 * Resolves once the page has loaded and the browser is idle: what the first screen does not need (the service worker's
 * registration, the offline banner's code) waits for this, so it adds nothing to the first visit's critical path.
 */
export function whenLoadedAndIdle(win: Window = window): Promise<void> {
  return new Promise((resolve) => {
    const idle = () => {
      if (typeof win.requestIdleCallback === 'function')
        win.requestIdleCallback(() => resolve(), { timeout: 2000 });
      else win.setTimeout(resolve, 0);
    };
    if (win.document.readyState === 'complete') idle();
    else win.addEventListener('load', idle, { once: true });
  });
}

import { act, screen } from '@testing-library/react';
import { addErrorHandler } from 'single-spa';
import { renderInRemote } from '@cvb/mfe-kit/testing';
import { RouteChangeOverlay } from './route-change-overlay';

jest.mock('single-spa', () => ({ addErrorHandler: jest.fn(), removeErrorHandler: jest.fn() }));

function fire(name: string) {
  act(() => {
    window.dispatchEvent(new CustomEvent(name));
  });
}

function renderOverlay(maxBusyMs?: number) {
  return renderInRemote(<RouteChangeOverlay maxBusyMs={maxBusyMs} />);
}

describe('route change overlay', () => {
  afterEach(() => jest.useRealTimers());

  it('covers the page when apps change and uncovers it once the next app has mounted', () => {
    renderOverlay();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    fire('single-spa:before-app-change');
    const overlay = screen.getByRole('status');
    expect(overlay).toHaveAttribute('aria-busy', 'true');
    expect(overlay).toHaveTextContent('Loading…');
    fire('single-spa:app-change');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('also uncovers on routing-event, so a change with no app-change event cannot leave it up', () => {
    renderOverlay();
    fire('single-spa:before-app-change');
    fire('single-spa:routing-event');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('stays away for a change inside one app (a query-string change)', () => {
    renderOverlay();
    fire('single-spa:before-routing-event');
    fire('single-spa:before-no-app-change');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('hides when an app fails', () => {
    renderOverlay();
    fire('single-spa:before-app-change');
    const handler = jest.mocked(addErrorHandler).mock.calls.at(-1)?.[0];
    expect(handler).toBeDefined();
    act(() => handler?.(Object.assign(new Error('mount failed'), { appOrParcelName: 'mfe-buses' })));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('never stays longer than its limit', () => {
    jest.useFakeTimers();
    renderOverlay(5_000);
    fire('single-spa:before-app-change');
    act(() => {
      jest.advanceTimersByTime(4_999);
    });
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

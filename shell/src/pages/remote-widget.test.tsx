import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { loadRemoteModule, registerRemoteManifests } from '@cvb/mfe-kit';
import { getI18n } from '@cvb/i18n';
import { ThemeRoot } from '@cvb/ui';
import { RemoteWidget, type WidgetModule } from './remote-widget';

// The one place these tests stand in for the federation runtime.
jest.mock('@cvb/mfe-kit', () => ({ loadRemoteModule: jest.fn(), registerRemoteManifests: jest.fn() }));
const mockedLoad = jest.mocked(loadRemoteModule);

function fakeWidget(): WidgetModule & { unmounted: jest.Mock } {
  const unmounted = jest.fn();
  return {
    unmounted,
    mount: jest.fn((element: HTMLElement) => {
      element.innerHTML = '<section><h2>Popular trucks</h2></section>';
      return () => {
        element.innerHTML = '';
        unmounted();
      };
    }),
  };
}

function renderWidget() {
  return render(
    <I18nextProvider i18n={getI18n()}>
      <ThemeRoot>
        <h1>Find the right commercial vehicle</h1>
        <RemoteWidget moduleId="mfe_trucks/popular-widget" props={{ limit: 6 }} />
      </ThemeRoot>
    </I18nextProvider>,
  );
}

describe('RemoteWidget', () => {
  beforeEach(() => {
    mockedLoad.mockReset();
    global.fetch = jest.fn(async () => ({
      ok: true,
      status: 200,
      json: async () => ({ mfe_trucks: 'http://cdn/trucks/mf-manifest.json' }),
    })) as unknown as typeof fetch;
  });

  it('shows a skeleton, then mounts the widget the remote exposes, and unmounts it with the page', async () => {
    const widget = fakeWidget();
    let resolveLoad: (module: WidgetModule) => void = () => undefined;
    mockedLoad.mockReturnValueOnce(new Promise((resolve) => (resolveLoad = resolve)));
    const { unmount } = renderWidget();
    expect(screen.getByLabelText('Loading…')).toHaveAttribute('aria-busy', 'true');
    await act(async () => resolveLoad(widget));
    expect(await screen.findByRole('heading', { name: 'Popular trucks' })).toBeVisible();
    expect(screen.queryByLabelText('Loading…')).not.toBeInTheDocument();
    expect(mockedLoad).toHaveBeenCalledWith('mfe_trucks/popular-widget');
    expect(widget.mount).toHaveBeenCalledWith(expect.any(HTMLElement), { limit: 6 });
    jest.useFakeTimers();
    unmount();
    jest.runAllTimers();
    jest.useRealTimers();
    expect(widget.unmounted).toHaveBeenCalledTimes(1);
  });

  it('shows an inline error panel when the remote is down, keeps the page, and Retry loads it again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockedLoad.mockRejectedValueOnce(new Error('404 mf-manifest.json')).mockResolvedValueOnce(fakeWidget());
    renderWidget();
    expect(await screen.findByRole('alert')).toHaveTextContent('This section could not be loaded');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Find the right commercial vehicle' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Popular trucks' })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(registerRemoteManifests).toHaveBeenCalledWith(
      { mfe_trucks: 'http://cdn/trucks/mf-manifest.json' },
      true,
    );
    jest.mocked(console.error).mockRestore();
  });

  it('shows the error panel when the widget throws on mount', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockedLoad.mockResolvedValueOnce({
      mount: () => {
        throw new Error('mount failed');
      },
    });
    renderWidget();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    jest.mocked(console.error).mockRestore();
  });
});

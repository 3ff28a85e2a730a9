import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AppProps, LifeCycles } from 'single-spa';
import { loadRemoteModule, registerRemoteManifests } from '@cvb/mfe-kit';
import { resilientRemoteApp, type ShellAppProps } from './resilient-remote-app';

jest.mock('@cvb/mfe-kit', () => ({ loadRemoteModule: jest.fn(), registerRemoteManifests: jest.fn() }));
const mockedLoad = jest.mocked(loadRemoteModule);

function props(): ShellAppProps {
  const domElement = document.createElement('div');
  document.body.appendChild(domElement);
  return { name: 'mfe-buses', singleSpa: {}, mountParcel: jest.fn(), domElement } as unknown as ShellAppProps;
}

function fakeRemote(): LifeCycles<AppProps & { domElement: HTMLElement }> {
  return {
    bootstrap: jest.fn(async () => undefined),
    mount: jest.fn(async (p) => {
      p.domElement.textContent = 'Bus brands in India';
    }),
    unmount: jest.fn(async (p) => {
      p.domElement.textContent = '';
    }),
  };
}

describe('resilientRemoteApp', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
    const remotesJson = {
      ok: true,
      status: 200,
      json: async () => ({ mfe_buses: 'http://cdn/buses/mf-manifest.json' }),
    };
    global.fetch = jest.fn(async () => remotesJson) as unknown as typeof fetch;
  });

  it('mounts the remote it loads', async () => {
    const remote = fakeRemote();
    mockedLoad.mockResolvedValueOnce(remote);
    const app = resilientRemoteApp('mfe-buses');
    const p = props();
    await app.mount(p);
    expect(mockedLoad).toHaveBeenCalledWith('mfe_buses/app');
    expect(p.domElement).toHaveTextContent('Bus brands in India');
    await app.unmount(p);
    expect(remote.unmount).toHaveBeenCalled();
  });

  it('shows the error panel instead of throwing, and Retry reloads the remote afresh', async () => {
    mockedLoad.mockRejectedValueOnce(new Error('404')).mockResolvedValueOnce(fakeRemote());
    const app = resilientRemoteApp('mfe-buses');
    const p = props();
    await act(() => app.mount(p));
    expect(await screen.findByRole('alert')).toHaveTextContent('This section could not be loaded');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Bus brands in India')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(registerRemoteManifests).toHaveBeenCalledWith(
      { mfe_buses: 'http://cdn/buses/mf-manifest.json' },
      true,
    );
  });

  it('shows the panel when mount throws', async () => {
    const remote = fakeRemote();
    remote.mount = jest.fn(async () => {
      throw new Error('mount failed');
    });
    mockedLoad.mockResolvedValueOnce(remote);
    const app = resilientRemoteApp('mfe-buses');
    await act(() => app.mount(props()));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});

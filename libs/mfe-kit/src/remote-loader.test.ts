import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadRemoteModule, registerRemoteManifests, RemoteLoadError } from './remote-loader';

// The one place where tests stand in for the federation runtime (docs/architecture.md#sharing-between-remotes).
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
const mockedLoad = jest.mocked(loadRemote);

describe('remote loader', () => {
  afterEach(() => jest.useRealTimers());

  it('registers every remote of remotes.json by its manifest URL', () => {
    registerRemoteManifests({ mfe_trucks: 'http://cdn/trucks/mf-manifest.json' }, true);
    expect(registerRemotes).toHaveBeenCalledWith(
      [{ name: 'mfe_trucks', entry: 'http://cdn/trucks/mf-manifest.json' }],
      {
        force: true,
      },
    );
  });

  it('returns the loaded module', async () => {
    mockedLoad.mockResolvedValueOnce({ mount: 'fn' });
    await expect(loadRemoteModule('mfe_trucks/app')).resolves.toEqual({ mount: 'fn' });
  });

  it('wraps a failure in a RemoteLoadError naming the remote', async () => {
    mockedLoad.mockRejectedValueOnce(new Error('404 mf-manifest.json'));
    await expect(loadRemoteModule('mfe_buses/app')).rejects.toThrow(
      new RemoteLoadError('mfe_buses/app', '404 mf-manifest.json'),
    );
  });

  it('gives up after the time-out', async () => {
    jest.useFakeTimers();
    mockedLoad.mockReturnValueOnce(new Promise(() => undefined));
    const pending = loadRemoteModule('mfe_media/app', 5000);
    jest.advanceTimersByTime(5000);
    await expect(pending).rejects.toThrow('no answer within 5000 ms');
  });
});

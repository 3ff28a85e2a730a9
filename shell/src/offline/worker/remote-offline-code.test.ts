import { isRemoteManifest, offlineChunksOfManifest } from './remote-offline-code';

const MANIFEST_URL = 'https://trucks.example.in/v2/mf-manifest.json';

describe("the remotes' offline code", () => {
  it("finds every exposed module's lead-dialog chunk once, beside the manifest", () => {
    const manifest = {
      exposes: [
        {
          assets: {
            js: {
              sync: ['2273.2d6b7b08.js'],
              async: ['lead-dialog.1a2b3c4d.js', 'texts-leads-hi.0de314ec.js'],
            },
          },
        },
        { assets: { js: { sync: [], async: ['lead-dialog.1a2b3c4d.js', '9262.3a788c4f.js'] } } },
      ],
    };
    expect(offlineChunksOfManifest(manifest, MANIFEST_URL)).toEqual([
      'https://trucks.example.in/v2/lead-dialog.1a2b3c4d.js',
    ]);
  });

  it('finds nothing in a remote without lead buttons or an unreadable manifest', () => {
    expect(
      offlineChunksOfManifest(
        { exposes: [{ assets: { js: { async: ['9262.3a788c4f.js'] } } }] },
        MANIFEST_URL,
      ),
    ).toEqual([]);
    expect(offlineChunksOfManifest(null, MANIFEST_URL)).toEqual([]);
    expect(offlineChunksOfManifest({ exposes: 'x' }, MANIFEST_URL)).toEqual([]);
  });

  it('tells a remote manifest from other files', () => {
    expect(isRemoteManifest(MANIFEST_URL)).toBe(true);
    expect(isRemoteManifest('https://trucks.example.in/remoteEntry.js')).toBe(false);
    expect(isRemoteManifest('https://www.example.in/remotes.json')).toBe(false);
  });
});

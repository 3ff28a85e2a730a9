// webpack config of a remote: a federation container exposing './app' (and widgets), with a manifest.
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { baseConfig, productionPlugins } = require('./base.cjs');
const { sharedSingletons } = require('./shared.cjs');

/**
 * @param {{ dir: string, name: string, exposes: Record<string, string>, port: number }} remote
 */
function createRemoteConfig({ dir, name, exposes, port }) {
  return (env = {}, argv = {}) => {
    const mode = argv.mode ?? 'production';
    const config = baseConfig({ dir, mode, uniqueName: name });
    if (env.outputPath) config.output.path = env.outputPath;
    return {
      ...config,
      entry: {},
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          shared: sharedSingletons(),
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
          // The host provides the federation runtime (the shell's provideExternalRuntime, the main site's
          // inject plugin): a remote entry no longer carries its own copy, about 17 kB gzipped per remote.
          experiments: { externalRuntime: true },
        }),
        ...productionPlugins(mode),
      ],
      devServer: {
        port,
        hot: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        allowedHosts: 'all',
        client: { overlay: false },
      },
    };
  };
}

module.exports = { createRemoteConfig };

// webpack config of the shell: the federation host. No remote URL is compiled in; remotes.json names them.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { baseConfig, productionPlugins } = require('./base.cjs');
const { sharedSingletons } = require('./shared.cjs');

function createHostConfig({ dir, name, runtimePlugins }) {
  return (_env = {}, argv = {}) => {
    const mode = argv.mode ?? 'production';
    const config = baseConfig({ dir, mode, uniqueName: name });
    return {
      ...config,
      entry: { main: './src/main.ts' },
      // The entry keeps a stable name (webpack 5.111 cannot hash the chunk that carries the federation
      // runtime, module-federation/core#5077); html-webpack-plugin adds a content hash query instead.
      // Every other chunk is content-hashed.
      output: {
        ...config.output,
        filename: '[name].js',
        publicPath: '/',
        path: path.join(dir, 'dist', 'public'),
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          remotes: {},
          shared: sharedSingletons(),
          shareStrategy: 'loaded-first',
          runtimePlugins,
          dts: false,
          // Hands this page's federation runtime to every remote entry (built with externalRuntime).
          // target web: the runtime drops its Node-only script loading (the server renders with its own bundle).
          experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
        }),
        new HtmlWebpackPlugin({ template: './src/index.html', scriptLoading: 'defer', hash: true }),
        ...productionPlugins(mode),
      ],
    };
  };
}

module.exports = { createHostConfig };

// webpack config of the shell: the federation host. No remote URL is compiled in; remotes.json names them.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { baseConfig } = require('./base.cjs');
const { sharedSingletons } = require('./shared.cjs');

function createHostConfig({ dir, name, runtimePlugins }) {
  return (_env = {}, argv = {}) => {
    const mode = argv.mode ?? 'production';
    const config = baseConfig({ dir, mode, uniqueName: name });
    return {
      ...config,
      entry: { main: './src/main.ts' },
      output: { ...config.output, publicPath: '/', path: path.join(dir, 'dist', 'public') },
      plugins: [
        new ModuleFederationPlugin({
          name,
          remotes: {},
          shared: sharedSingletons(),
          shareStrategy: 'loaded-first',
          runtimePlugins,
          dts: false,
        }),
        new HtmlWebpackPlugin({ template: './src/index.html', scriptLoading: 'defer' }),
      ],
    };
  };
}

module.exports = { createHostConfig };

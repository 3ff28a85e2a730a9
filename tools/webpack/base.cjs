// What every browser build has in common: TypeScript through swc, content-hashed chunks.
const path = require('node:path');
const { PrecompressPlugin } = require('./precompress-plugin.cjs');
const { swcOptions } = require('../swc-options.cjs');

function swcRule() {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: swcOptions,
    },
  };
}

function baseConfig({ dir, mode, uniqueName }) {
  const production = mode === 'production';
  return {
    mode,
    context: dir,
    // Maps stay beside the build for error reports; no sourceMappingURL points browsers at them.
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(dir, 'dist'),
      publicPath: 'auto',
      uniqueName,
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
    module: { rules: [swcRule(), { test: /\.svg$/, type: 'asset/resource' }] },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
}

/** Plugins every production build adds: the .br/.gz copies the servers send. */
function productionPlugins(mode) {
  return mode === 'production' ? [new PrecompressPlugin()] : [];
}

module.exports = { baseConfig, productionPlugins };

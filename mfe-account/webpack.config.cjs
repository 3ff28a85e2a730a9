const { createRemoteConfig } = require('../tools/webpack/remote.cjs');
const federation = require('./module-federation.config.cjs');

module.exports = createRemoteConfig({ dir: __dirname, port: 3108, ...federation });

const path = require('node:path');
const { createHostConfig } = require('../tools/webpack/host.cjs');

module.exports = createHostConfig({
  dir: __dirname,
  name: 'shell',
  runtimePlugins: [path.join(__dirname, 'src/federation/log-remote-errors-plugin.ts')],
});

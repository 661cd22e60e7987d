const { createWebConfig, DEV_PORTS } = require('../webpack.common.js');

module.exports = createWebConfig({
  name: 'host',
  dir: __dirname,
  port: DEV_PORTS.host,
  isHost: true,
});

const { createWebConfig, DEV_PORTS } = require('../webpack.common.js');

module.exports = createWebConfig({
  name: 'member',
  dir: __dirname,
  port: DEV_PORTS.member,
  exposes: { './routes': './src/routes.tsx' },
});

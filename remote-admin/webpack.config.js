const { createWebConfig, DEV_PORTS } = require('../webpack.common.js');

module.exports = createWebConfig({
  name: 'admin',
  dir: __dirname,
  port: DEV_PORTS.admin,
  exposes: { './routes': './src/routes.tsx' },
});

// Module Federation settings of @wolvo/mfe-orders. Only the host consumes remotes; this container only exposes.
const { remoteFederationDefaults, sharedSingletons } = require('@wolvo/shared/build/federation');
const { dependencies } = require('./package.json');

module.exports = {
  ...remoteFederationDefaults,
  name: 'mfe_orders',
  exposes: {
    './routes': './src/routes.tsx',
    './OrderDetail': './src/features/order-detail/exposed.tsx',
    './TrackingPage': './src/features/tracking/exposed.tsx',
  },
  shared: sharedSingletons(dependencies),
};

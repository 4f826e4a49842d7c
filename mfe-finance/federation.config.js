// Module Federation settings of @wolvo/mfe-finance. Only the host consumes remotes; this container only exposes.
const { remoteFederationDefaults, sharedSingletons } = require('@wolvo/shared/build/federation');
const { dependencies } = require('./package.json');

module.exports = {
  ...remoteFederationDefaults,
  name: 'mfe_finance',
  exposes: { './routes': './src/routes.tsx' },
  shared: sharedSingletons(dependencies),
};

// Module Federation settings of @wolvo/mfe-team. Only the host consumes remotes; this container only exposes.
const { remoteFederationDefaults, sharedSingletons } = require('@wolvo/shared/build/federation');
const { dependencies } = require('./package.json');

module.exports = {
  ...remoteFederationDefaults,
  name: 'mfe_team',
  exposes: { './routes': './src/routes.tsx' },
  shared: sharedSingletons(dependencies),
};

// Module Federation settings of @wolvo/mfe-wheel. Only the host consumes remotes; this container only exposes.
const { remoteFederationDefaults, sharedSingletons } = require('@wolvo/shared/build/federation');
const { dependencies } = require('./package.json');

module.exports = {
  ...remoteFederationDefaults,
  name: 'mfe_wheel',
  exposes: {
    './routes': './src/routes.tsx',
    './RoulettePage': './src/features/roulette/exposed.tsx',
  },
  shared: sharedSingletons(dependencies),
};

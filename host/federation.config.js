// Module Federation settings of the host shell. The host declares no static `remotes`:
// it fetches /remotes.json at run time and registers them with the federation runtime.
const { federationDefaults, sharedSingletons } = require('@wolvo/shared/build/federation');
const { dependencies } = require('./package.json');

module.exports = {
  ...federationDefaults,
  name: 'wolvo_host',
  shared: sharedSingletons(dependencies, { provideRemoteOnlyMuiFrom: __dirname }),
};

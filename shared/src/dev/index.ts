// `@wolvo/shared/dev`: the standalone page of a remote, for its own bootstrap only. Kept out of the main
// entry, which is a federation singleton shipped to production by the host.
export { StandaloneApp, languageFromPath, type StandaloneAppProps } from './standalone-app';
export { renderStandalone } from './render-standalone';

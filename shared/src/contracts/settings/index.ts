// `@wolvo/shared/contracts/settings`: the settings' wire contract (UI settings, merchant API key), its
// TypeBox schemas (the API's validation). Its endpoints for the typed client are the entry
// `@wolvo/shared/contracts/settings/endpoints`, apart, so a page that only calls the API downloads no
// TypeBox.
export * from './schemas';

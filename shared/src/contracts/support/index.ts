// `@wolvo/shared/contracts/support`: the support page's wire contract, its TypeBox schemas (the API's
// validation). Its endpoints for the typed client are the entry `@wolvo/shared/contracts/support/endpoints`,
// apart, so a page that only calls the API downloads no TypeBox.
export * from './schemas';

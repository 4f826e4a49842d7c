// `@wolvo/shared/contracts/statistics`: the merchant's statistics' wire contract, its TypeBox schemas (the
// API's validation). Its endpoints for the typed client are the entry
// `@wolvo/shared/contracts/statistics/endpoints`, apart, so a page that only calls the API loads no TypeBox.
export * from './schemas';

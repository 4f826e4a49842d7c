// `@wolvo/shared/contracts/webhooks`: the merchant webhooks' wire contract, its TypeBox schemas (the API's
// validation). Its endpoints for the typed client are the entry `@wolvo/shared/contracts/webhooks/endpoints`,
// apart, so a page that only calls the API downloads no TypeBox.
export * from './schemas';

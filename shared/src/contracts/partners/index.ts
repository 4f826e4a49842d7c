// `@wolvo/shared/contracts/partners`: delivery companies' (partners') wire contract, its TypeBox schemas.
// Its endpoints for the typed client are the entry `@wolvo/shared/contracts/partners/endpoints`, apart:
// a page that only calls the API downloads no TypeBox.
export * from './schemas';

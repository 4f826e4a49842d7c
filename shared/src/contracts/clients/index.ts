// `@wolvo/shared/contracts/clients`: clients' and businesses' wire contract, its TypeBox schemas (the
// API's validation, the client form's rules). Its endpoints for the typed client are the entry
// `@wolvo/shared/contracts/clients/endpoints`, apart: a page that only calls the API downloads no TypeBox.
export * from './schemas';

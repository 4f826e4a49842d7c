// `@wolvo/shared/contracts/clients`: clients' and businesses' wire contract, its TypeBox schemas (the
// API's validation). A client's field rules are the entry `@wolvo/shared/contracts/clients/rules` (no
// TypeBox), its endpoints for the typed client `@wolvo/shared/contracts/clients/endpoints`, apart: a page
// that only calls the API downloads no TypeBox.
export * from './schemas';

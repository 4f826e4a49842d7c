// `@wolvo/shared/contracts/tracking`: the recipient tracking's wire contract, its TypeBox schemas (the
// API's validation). Its endpoints for the typed client are the entry
// `@wolvo/shared/contracts/tracking/endpoints`, apart: the public page downloads no TypeBox.
export * from './schemas';

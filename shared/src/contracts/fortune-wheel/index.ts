// `@wolvo/shared/contracts/fortune-wheel`: the wheel's wire contract, its TypeBox schemas (the API's
// validation, the editor's form). Its endpoints for the typed client are the entry
// `@wolvo/shared/contracts/fortune-wheel/endpoints`, apart: a page that only calls the API downloads no
// TypeBox (a federation-shared entry is loaded whole, whatever the page imports of it).
export * from './schemas';

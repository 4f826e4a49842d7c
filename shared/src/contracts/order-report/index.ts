// `@wolvo/shared/contracts/order-report`: the reports' wire contract, their TypeBox schemas (the API's
// validation). Their endpoints for the typed client are the entry
// `@wolvo/shared/contracts/order-report/endpoints`, apart: a page that only calls the API downloads no
// TypeBox (a federation-shared entry is loaded whole, whatever the page imports of it).
export * from './schemas';

// `@wolvo/shared/contracts/orders`: the orders' wire contract, their TypeBox schemas (the API's
// validation). Their endpoints for the typed client are the entry
// `@wolvo/shared/contracts/orders/endpoints`, apart: a page that only calls the API downloads no TypeBox
// (a federation-shared entry is loaded whole, whatever the page imports of it).
export * from './schemas';

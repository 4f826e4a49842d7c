// `@wolvo/shared/contracts/pickups`: the pickups' wire contract (and the slips' and manifest's queries),
// their TypeBox schemas (the API's validation). Their endpoints for the typed client are the entry
// `@wolvo/shared/contracts/pickups/endpoints`, apart: a page that only calls the API downloads no
// TypeBox (a federation-shared entry is loaded whole, whatever the page imports of it).
export * from './schemas';

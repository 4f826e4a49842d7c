// `@wolvo/shared/contracts/bills`: the finance area's wire contract (bills, partner remittances, payment
// days, refunds), its TypeBox schemas. Its endpoints for the typed client are the entry
// `@wolvo/shared/contracts/bills/endpoints`, apart: a page that only calls the API downloads no TypeBox.
export * from './schemas';

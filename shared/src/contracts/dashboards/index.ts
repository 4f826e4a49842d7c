// `@wolvo/shared/contracts/dashboards`: the dashboards' wire contract, its TypeBox schemas (the API's
// validation). Its endpoints for the typed client are the entry
// `@wolvo/shared/contracts/dashboards/endpoints`, apart, so a page that only calls the API loads no TypeBox.
export * from './schemas';

// `@wolvo/shared/contracts/team`: the team area's wire contract (client and provider teams, users'
// sign-in and profile), its TypeBox schemas (the API's validation, the member form's rules). Its
// endpoints for the typed client are the entry `@wolvo/shared/contracts/team/endpoints`, apart: a page
// that only calls the API downloads no TypeBox.
export * from './schemas';

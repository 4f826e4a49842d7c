// `@wolvo/shared/contracts/fortune-wheel`: the wheel's wire contract. The schemas (TypeBox, for the API's
// validation and the editor's form) and the endpoints (for the typed client) are separate modules, so a
// page that imports only `wheelApi` downloads no TypeBox (the package has no side effects).
export * from './schemas';

export { wheelApi } from './endpoints';

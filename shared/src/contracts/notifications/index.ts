// `@wolvo/shared/contracts/notifications`: the notification bell's wire contract, its TypeBox schemas (the
// API's validation). Its endpoints for the typed client are the entry
// `@wolvo/shared/contracts/notifications/endpoints`, apart, so a page that only calls the API downloads no
// TypeBox.
export * from './schemas';

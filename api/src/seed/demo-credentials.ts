// The demo accounts' secrets that the README and the OpenAPI examples document.

/** Password of every demo account (documented in the README). */
export const DEMO_PASSWORD = 'Demo2026!';
/** Merchant API key of the demo client (Zitouna Mode), for the OpenAPI example and the README. */
export const DEMO_API_KEY = 'wlv_demo_zitouna_mode_2026_key_0001';
/** The status-feed key of the demo partner Sahel Express (README), stored hashed like every key. */
export const DEMO_PARTNER_API_KEY = 'wlp_demo_sahel_express_2026_key_01';

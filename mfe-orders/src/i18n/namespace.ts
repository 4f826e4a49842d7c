/** i18n namespace of mfe-orders (its own module: the public tracking page imports it without every text). */
export const NAMESPACE = 'orders';

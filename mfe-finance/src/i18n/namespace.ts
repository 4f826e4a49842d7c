/** i18n namespace of mfe-finance. */
export const NAMESPACE = 'finance';

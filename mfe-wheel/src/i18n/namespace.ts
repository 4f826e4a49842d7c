/** i18n namespace of mfe-wheel. */
export const NAMESPACE = 'wheel';

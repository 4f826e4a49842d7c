/** i18n namespace of mfe-commercial. */
export const NAMESPACE = 'commercial';

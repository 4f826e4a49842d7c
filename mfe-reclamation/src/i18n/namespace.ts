/** i18n namespace of mfe-reclamation. */
export const NAMESPACE = 'reclamation';

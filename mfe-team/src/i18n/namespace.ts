/** i18n namespace of mfe-team. */
export const NAMESPACE = 'team';

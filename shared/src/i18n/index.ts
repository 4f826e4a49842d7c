export * from './i18n';
export * from './use-language';
// Types only: the texts themselves load one language at a time (see i18n.ts).
export type { CommonKey, CommonTranslations } from './locales/en';

export * from './i18n';
export * from './use-language';
export { en as commonEn, type CommonKey, type CommonTranslations } from './locales/en';
export { fr as commonFr } from './locales/fr';
export { ar as commonAr } from './locales/ar';

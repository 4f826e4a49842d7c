import { ar } from '@wolvo/shared/i18n/locales/ar';
import { en } from '@wolvo/shared/i18n/locales/en';
import { fr } from '@wolvo/shared/i18n/locales/fr';

/** The browser's common texts in each language, for what the server writes (spreadsheets, imports). */
export const COMMON_TEXTS = { fr, en, ar } as const;

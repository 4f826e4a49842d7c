import { pageTexts } from './pages';

/** i18n namespace of mfe-finance. */
export const NAMESPACE = 'finance';

/** Every text of mfe-finance, in French, English and Arabic. */
export const translations = pageTexts;

import { pageTexts } from './pages';

/** i18n namespace of mfe-wheel. */
export const NAMESPACE = 'wheel';

/** Every text of mfe-wheel, in French, English and Arabic. */
export const translations = pageTexts;

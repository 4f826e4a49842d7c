import { pageTexts } from './pages';
import { reportTexts } from './report';

/** i18n namespace of mfe-reclamation. */
export const NAMESPACE = 'reclamation';

/** Every text of mfe-reclamation, in French, English and Arabic. */
export const translations = {
  fr: { ...pageTexts.fr, report: reportTexts.fr },
  en: { ...pageTexts.en, report: reportTexts.en },
  ar: { ...pageTexts.ar, report: reportTexts.ar },
};

import { editsTexts } from './edits';
import { pageTexts } from './pages';

/** i18n namespace of mfe-reclamation. */
export const NAMESPACE = 'reclamation';

/** Every text of mfe-reclamation, in French, English and Arabic. */
export const translations = {
  fr: { ...pageTexts.fr, ...editsTexts.fr },
  en: { ...pageTexts.en, ...editsTexts.en },
  ar: { ...pageTexts.ar, ...editsTexts.ar },
};

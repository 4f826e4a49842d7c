import { clientTexts } from './clients';
import { pageTexts } from './pages';

/** i18n namespace of mfe-commercial. */
export const NAMESPACE = 'commercial';

/** Every text of mfe-commercial, in French, English and Arabic. */
export const translations = {
  fr: { ...pageTexts.fr, clients: clientTexts.fr },
  en: { ...pageTexts.en, clients: clientTexts.en },
  ar: { ...pageTexts.ar, clients: clientTexts.ar },
};

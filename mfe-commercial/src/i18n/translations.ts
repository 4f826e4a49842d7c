import { clientTexts } from './clients';
import { pageTexts } from './pages';
import { pickupsTexts } from './pickups';

/** i18n namespace of mfe-commercial. */
export const NAMESPACE = 'commercial';

/** Every text of mfe-commercial, in French, English and Arabic. */
export const translations = {
  fr: { ...pageTexts.fr, clients: clientTexts.fr, pickups: pickupsTexts.fr },
  en: { ...pageTexts.en, clients: clientTexts.en, pickups: pickupsTexts.en },
  ar: { ...pageTexts.ar, clients: clientTexts.ar, pickups: pickupsTexts.ar },
};

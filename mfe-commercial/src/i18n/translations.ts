import { clientDetailTexts } from './client-detail';
import { clientTexts } from './clients';
import { pageTexts } from './pages';
import { assignTexts, partnerTexts } from './partners';
import { pickupsTexts } from './pickups';

/** i18n namespace of mfe-commercial. */
export const NAMESPACE = 'commercial';

/** Every text of mfe-commercial, in French, English and Arabic. */
export const translations = {
  fr: {
    ...pageTexts.fr,
    clients: { ...clientTexts.fr, detail: clientDetailTexts.fr },
    pickups: pickupsTexts.fr,
    partners: partnerTexts.fr,
    assign: assignTexts.fr,
  },
  en: {
    ...pageTexts.en,
    clients: { ...clientTexts.en, detail: clientDetailTexts.en },
    pickups: pickupsTexts.en,
    partners: partnerTexts.en,
    assign: assignTexts.en,
  },
  ar: {
    ...pageTexts.ar,
    clients: { ...clientTexts.ar, detail: clientDetailTexts.ar },
    pickups: pickupsTexts.ar,
    partners: partnerTexts.ar,
    assign: assignTexts.ar,
  },
};

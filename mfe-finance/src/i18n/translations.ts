import { pageTexts } from './pages';
import { paymentTexts } from './payments';

/** i18n namespace of mfe-finance. */
export const NAMESPACE = 'finance';

/** Every text of mfe-finance, in French, English and Arabic. */
export const translations = {
  fr: { ...pageTexts.fr, payments: paymentTexts.fr },
  en: { ...pageTexts.en, payments: paymentTexts.en },
  ar: { ...pageTexts.ar, payments: paymentTexts.ar },
};

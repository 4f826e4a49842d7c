import { invoiceTexts } from './invoices';
import { pageTexts } from './pages';
import { paymentTexts } from './payments';

/** i18n namespace of mfe-finance. */
export const NAMESPACE = 'finance';

/** Every text of mfe-finance, in French, English and Arabic. */
export const translations = {
  fr: { ...pageTexts.fr, payments: paymentTexts.fr, invoices: invoiceTexts.fr },
  en: { ...pageTexts.en, payments: paymentTexts.en, invoices: invoiceTexts.en },
  ar: { ...pageTexts.ar, payments: paymentTexts.ar, invoices: invoiceTexts.ar },
};

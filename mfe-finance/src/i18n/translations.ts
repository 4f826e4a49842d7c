import { calendarTexts, invoiceTexts, refundTexts } from './invoices';
import { pageTexts } from './pages';
import { paymentTexts } from './payments';

/** i18n namespace of mfe-finance. */
export const NAMESPACE = 'finance';

/** Every text of mfe-finance, in French, English and Arabic. */
export const translations = {
  fr: {
    ...pageTexts.fr,
    payments: paymentTexts.fr,
    invoices: invoiceTexts.fr,
    calendar: calendarTexts.fr,
    refunds: refundTexts.fr,
  },
  en: {
    ...pageTexts.en,
    payments: paymentTexts.en,
    invoices: invoiceTexts.en,
    calendar: calendarTexts.en,
    refunds: refundTexts.en,
  },
  ar: {
    ...pageTexts.ar,
    payments: paymentTexts.ar,
    invoices: invoiceTexts.ar,
    calendar: calendarTexts.ar,
    refunds: refundTexts.ar,
  },
};

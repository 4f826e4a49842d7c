import { calendarTexts, invoiceTexts, refundTexts } from './invoices';
import { pageTexts } from './pages';
import { paymentTexts } from './payments';

/** Every text of mfe-finance in English: one chunk, loaded when the page is in English (see `../load-texts.ts`). */
export const en = {
  ...pageTexts,
  payments: paymentTexts,
  invoices: invoiceTexts,
  calendar: calendarTexts,
  refunds: refundTexts,
};

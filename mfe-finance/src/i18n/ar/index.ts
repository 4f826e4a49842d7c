import { calendarTexts, invoiceTexts, refundTexts } from './invoices';
import { pageTexts } from './pages';
import { paymentTexts } from './payments';

/** Every text of mfe-finance in Arabic: one chunk, loaded when the page is in Arabic (see `../load-texts.ts`). */
export const ar = {
  ...pageTexts,
  payments: paymentTexts,
  invoices: invoiceTexts,
  calendar: calendarTexts,
  refunds: refundTexts,
};

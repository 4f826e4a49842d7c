import { calendarTexts, invoiceTexts, refundTexts } from './invoices';
import { pageTexts } from './pages';
import { paymentTexts } from './payments';

/** Every text of mfe-finance in French: one chunk, loaded when the page is in French (see `../load-texts.ts`). */
export const fr = {
  ...pageTexts,
  payments: paymentTexts,
  invoices: invoiceTexts,
  calendar: calendarTexts,
  refunds: refundTexts,
};

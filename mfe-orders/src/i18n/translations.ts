import { addTranslations } from '@wolvo/shared/i18n';
import { orderDetailTexts } from './order-detail';
import { pageTexts } from './pages';

/** i18n namespace of mfe-orders. */
export const NAMESPACE = 'orders';

/** Every text of mfe-orders, in French, English and Arabic. */
export const translations = {
  fr: { ...pageTexts.fr, 'order-detail': orderDetailTexts.fr },
  en: { ...pageTexts.en, 'order-detail': orderDetailTexts.en },
  ar: { ...pageTexts.ar, 'order-detail': orderDetailTexts.ar },
};

let registered = false;

/** Adds the `orders` namespace to the shared i18next instance (once). */
export function registerOrdersTranslations(): void {
  if (registered) return;
  registered = true;
  addTranslations(NAMESPACE, translations);
}

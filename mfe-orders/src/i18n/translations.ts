import { addTranslations } from '@wolvo/shared/i18n';
import { NAMESPACE } from './namespace';
import { orderDetailTexts } from './order-detail';
import { pageTexts } from './pages';
import { orderListTexts, riskTexts } from './order-list';
import { addOrderTexts } from './add-order';
import { addExchangeTexts, validateOrderTexts } from './add-exchange';
import { exchangeResultsTexts } from './exchange-results';
import { editOrderTexts } from './edit-order';
import { notAllowedTexts } from './not-allowed';
import { trackingTexts } from './tracking';
import { pickupTexts } from './pickup';
import { dashboardTexts } from './dashboards';
import { importTexts } from './import';
import { chartTexts } from './charts';
import { homeTexts } from './home';
import { statisticsTexts } from './statistics';

export { NAMESPACE } from './namespace';

/** Every text of mfe-orders, in French, English and Arabic. */
export const translations = {
  fr: {
    ...pageTexts.fr,
    'order-detail': orderDetailTexts.fr,
    'order-list': orderListTexts.fr,
    'add-order': addOrderTexts.fr,
    'add-exchange': addExchangeTexts.fr,
    'validate-order': validateOrderTexts.fr,
    'exchange-results': exchangeResultsTexts.fr,
    'edit-order': editOrderTexts.fr,
    'not-allowed': notAllowedTexts.fr,
    tracking: trackingTexts.fr,
    pickup: pickupTexts.fr,
    dashboards: dashboardTexts.fr,
    'import-orders': importTexts.fr,
    charts: chartTexts.fr,
    home: homeTexts.fr,
    statistics: statisticsTexts.fr,
    risk: riskTexts.fr,
  },
  en: {
    ...pageTexts.en,
    'order-detail': orderDetailTexts.en,
    'order-list': orderListTexts.en,
    'add-order': addOrderTexts.en,
    'add-exchange': addExchangeTexts.en,
    'validate-order': validateOrderTexts.en,
    'exchange-results': exchangeResultsTexts.en,
    'edit-order': editOrderTexts.en,
    'not-allowed': notAllowedTexts.en,
    tracking: trackingTexts.en,
    pickup: pickupTexts.en,
    dashboards: dashboardTexts.en,
    'import-orders': importTexts.en,
    charts: chartTexts.en,
    home: homeTexts.en,
    statistics: statisticsTexts.en,
    risk: riskTexts.en,
  },
  ar: {
    ...pageTexts.ar,
    'order-detail': orderDetailTexts.ar,
    'order-list': orderListTexts.ar,
    'add-order': addOrderTexts.ar,
    'add-exchange': addExchangeTexts.ar,
    'validate-order': validateOrderTexts.ar,
    'exchange-results': exchangeResultsTexts.ar,
    'edit-order': editOrderTexts.ar,
    'not-allowed': notAllowedTexts.ar,
    tracking: trackingTexts.ar,
    pickup: pickupTexts.ar,
    dashboards: dashboardTexts.ar,
    'import-orders': importTexts.ar,
    charts: chartTexts.ar,
    home: homeTexts.ar,
    statistics: statisticsTexts.ar,
    risk: riskTexts.ar,
  },
};

let registered = false;

/** Adds the `orders` namespace to the shared i18next instance (once). */
export function registerOrdersTranslations(): void {
  if (registered) return;
  registered = true;
  addTranslations(NAMESPACE, translations);
}

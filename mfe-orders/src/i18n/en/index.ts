import { orderDetailTexts } from './order-detail';
import { pageTexts } from './pages';
import { orderListTexts, riskTexts } from './order-list';
import { addOrderTexts } from './add-order';
import { addExchangeTexts, validateOrderTexts } from './add-exchange';
import { exchangeResultsTexts } from './exchange-results';
import { editOrderTexts } from './edit-order';
import { notAllowedTexts } from './not-allowed';
import { en as trackingTexts } from '../tracking/en';
import { pickupTexts } from './pickup';
import { dashboardTexts } from './dashboards';
import { importTexts } from './import';
import { chartTexts } from './charts';
import { homeTexts } from './home';
import { statisticsTexts } from './statistics';

/** Every text of mfe-orders in English: one chunk, loaded when the page is in English (see `../load-texts.ts`). */
export const en = {
  ...pageTexts,
  'order-detail': orderDetailTexts,
  'order-list': orderListTexts,
  'add-order': addOrderTexts,
  'add-exchange': addExchangeTexts,
  'validate-order': validateOrderTexts,
  'exchange-results': exchangeResultsTexts,
  'edit-order': editOrderTexts,
  'not-allowed': notAllowedTexts,
  tracking: trackingTexts,
  pickup: pickupTexts,
  dashboards: dashboardTexts,
  'import-orders': importTexts,
  charts: chartTexts,
  home: homeTexts,
  statistics: statisticsTexts,
  risk: riskTexts,
};

// The dashboards' operations for the browser's typed client: method, literal path and, as types only, the
// schemas of ../schemas (an entry of its own, so a page calling them downloads no TypeBox).
import { endpoint } from '../../endpoint';
import type * as S from '../schemas';

/** Dashboard alpha and the partner dashboard (the API's `routes/order/dashboards.ts`). */
export const dashboardsApi = {
  alpha: endpoint<{ query: typeof S.DashboardAlphaQuery; response: typeof S.DashboardAlpha }>(
    'GET',
    '/v1/order/getDashboardAlpha',
  ),
  partner: endpoint<{ query: typeof S.DashboardPartnerQuery; response: typeof S.DashboardPartner }>(
    'GET',
    '/v1/order/getDashboardPartner',
  ),
};

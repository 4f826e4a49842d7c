// The merchant's statistics' operations for the browser's typed client: method, literal path and, as
// types only, the schemas of ../schemas (an entry of its own, so a page calling them downloads no TypeBox).
import { endpoint } from '../../endpoint';
import type * as S from '../schemas';

/** Every operation of `/api/v1/statistics` (the API's `routes/statistics` registers the same paths). */
export const statisticsApi = {
  /** The client home's widgets (the home page's first call: its pages.json `firstCall`). */
  home: endpoint<{ response: typeof S.ClientHomeStatistics }>(
    'GET',
    '/v1/statistics/getClientHomeStatistics',
  ),
  orders: endpoint<{ query: typeof S.StatisticsQuery; response: typeof S.OrderStats }>(
    'GET',
    '/v1/statistics/getOrderStats',
  ),
  turnover: endpoint<{ query: typeof S.StatisticsQuery; response: typeof S.TurnoverStats }>(
    'GET',
    '/v1/statistics/getOrderTurnoverStats',
  ),
};

// The pickups' operations for the browser's typed client, with the two PDFs printed around them: method,
// literal path and, as types only, the schemas of ../schemas. An entry of its own
// (`@wolvo/shared/contracts/pickups/endpoints`): importing it downloads no TypeBox.
import { endpoint } from '../../endpoint';
import type * as S from '../schemas';

/** The pickups' operations under `/api/v1/order` (the API's `routes/order/pickups`, `manifest`, `voucher`). */
export const pickupsApi = {
  request: endpoint<{ body: typeof S.PickupRequestBody; response: typeof S.ClientPickup }>(
    'POST',
    '/v1/order/pickup-request',
  ),
  ofClient: endpoint<{ query: typeof S.PickupsQuery; response: typeof S.ClientPickupsPage }>(
    'GET',
    '/v1/order/getClientPickups',
  ),
  ofTheDay: endpoint<{
    query: typeof S.PickupsOfTheDayQuery;
    response: typeof S.StaffPickupsPage;
  }>('GET', '/v1/order/getCommercialPickupsOfTheDay'),
  collect: endpoint<{
    params: typeof S.PickupIdParam;
    body: typeof S.CollectPickupBody;
    response: typeof S.CollectPickupResult;
  }>('PUT', '/v1/order/pickup/:id/collect'),
  failed: endpoint<{ query: typeof S.PickupsQuery; response: typeof S.FailedPickupsPage }>(
    'GET',
    '/v1/order/getReclamationPickups',
  ),
  /** The delivery slips PDF: a download (`getApiFile` with `urlOf`), not JSON. */
  voucher: endpoint<{ query: typeof S.VoucherQuery }>('GET', '/v1/order/voucher'),
  /** The pickup manifest PDF: a download (`getApiFile` with `urlOf`), not JSON. */
  manifest: endpoint<{ query: typeof S.ManifestQuery }>('GET', '/v1/order/manifest'),
} as const;

// The fortune wheel's operations for the browser's typed client: method, literal path and, as types only,
// the schemas of ../schemas. An entry of its own (`@wolvo/shared/contracts/fortune-wheel/endpoints`): a
// federation-shared entry is loaded whole, so this one must not hold the schemas; importing it downloads
// no TypeBox (the public roulette page and the wheel's list and details use it).
import { endpoint } from '../../endpoint';
import type * as S from '../schemas';

/** Every operation of `/api/v1/fortune-wheel` (the API's `routes/fortune-wheel` registers the same paths). */
export const wheelApi = {
  list: endpoint<{ response: typeof S.WheelSummaryList }>('GET', '/v1/fortune-wheel/get'),
  get: endpoint<{ params: typeof S.IdParam; response: typeof S.WheelDetail }>(
    'GET',
    '/v1/fortune-wheel/get/:id',
  ),
  add: endpoint<{ body: typeof S.AddWheelBody; response: typeof S.WheelDetail }>(
    'POST',
    '/v1/fortune-wheel/add',
  ),
  edit: endpoint<{
    params: typeof S.IdParam;
    body: typeof S.EditWheelBody;
    response: typeof S.WheelDetail;
  }>('PUT', '/v1/fortune-wheel/edit/:id'),
  remove: endpoint<{ params: typeof S.IdParam; response: typeof S.NoContent }>(
    'DELETE',
    '/v1/fortune-wheel/delete/:id',
  ),
  generateUrl: endpoint<{ params: typeof S.WheelIdParam; response: typeof S.WheelUrl }>(
    'POST',
    '/v1/fortune-wheel/:wheelId/generate-url',
  ),
  urls: endpoint<{
    params: typeof S.WheelIdParam;
    query: typeof S.WheelPageQuery;
    response: typeof S.WheelUrlPage;
  }>('GET', '/v1/fortune-wheel/:wheelId/urls'),
  participants: endpoint<{
    params: typeof S.WheelIdParam;
    query: typeof S.WheelPageQuery;
    response: typeof S.ParticipantPage;
  }>('GET', '/v1/fortune-wheel/:wheelId/participants'),
  /** The .xlsx file: a download (`getApiFile`), not JSON. */
  exportParticipants: endpoint<{ params: typeof S.WheelIdParam; query: typeof S.ExportQuery }>(
    'GET',
    '/v1/fortune-wheel/:wheelId/participants/export',
  ),
  withdraw: endpoint<{ params: typeof S.WheelUrlParams; response: typeof S.WheelParticipant }>(
    'POST',
    '/v1/fortune-wheel/:wheelId/withdraw-status/:urlId',
  ),
  deleteUrl: endpoint<{ params: typeof S.WheelDeleteUrlParams; response: typeof S.NoContent }>(
    'DELETE',
    '/v1/fortune-wheel/:wheelId/delete-url/:id',
  ),
  // Public: the roulette page (no token).
  verifyUrl: endpoint<{ params: typeof S.UrlIdParam; response: typeof S.WheelUrlVerification }>(
    'GET',
    '/v1/fortune-wheel/verify-url/:urlId',
  ),
  preview: endpoint<{ params: typeof S.UrlIdParam; response: typeof S.WheelPreview }>(
    'GET',
    '/v1/fortune-wheel/preview/:urlId',
  ),
  play: endpoint<{ body: typeof S.WheelPlayBody; response: typeof S.WheelPlayResult }>(
    'POST',
    '/v1/fortune-wheel/play',
  ),
  save: endpoint<{ body: typeof S.WheelSaveBody; response: typeof S.NoContent }>(
    'POST',
    '/v1/fortune-wheel/save',
  ),
} as const;

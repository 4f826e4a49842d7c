// The support page's operations for the browser's typed client: method, literal path and, as types only,
// the schemas of ../schemas. An entry of its own (`@wolvo/shared/contracts/support/endpoints`): importing
// it downloads no TypeBox.
import { endpoint } from '../../endpoint';
import type * as S from '../schemas';

/** Every operation of `/api/v1/support` (the API's `routes/support` registers the same paths). */
export const supportApi = {
  videos: endpoint<{ query: typeof S.SupportVideosQuery; response: typeof S.SupportVideoList }>(
    'GET',
    '/v1/support/videos',
  ),
} as const;

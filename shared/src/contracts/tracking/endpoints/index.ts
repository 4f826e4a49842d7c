// The recipient tracking's operations (public: the slip's QR code token is the credential) for
// `callPublicApi`: method, literal path and, as types only, the schemas of ../schemas. An entry of its own
// (`@wolvo/shared/contracts/tracking/endpoints`): the public tracking page that imports it downloads no
// TypeBox.
import { endpoint } from '../../endpoint';
import type * as S from '../schemas';

/** Every operation of `/api/v1/track` (the API's `routes/track`). */
export const trackingApi = {
  get: endpoint<{ params: typeof S.TrackingTokenParam; response: typeof S.TrackingView }>(
    'GET',
    '/v1/track/:token',
  ),
  choose: endpoint<{
    params: typeof S.TrackingTokenParam;
    body: typeof S.TrackingChoiceBody;
    response: typeof S.TrackingView;
  }>('POST', '/v1/track/:token/choice'),
} as const;

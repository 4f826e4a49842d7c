// The settings' operations for the browser's typed client: method, literal path and, as types only, the
// schemas of ../schemas. An entry of its own (`@wolvo/shared/contracts/settings/endpoints`): importing it
// downloads no TypeBox.
import { endpoint } from '../../endpoint';
import type * as S from '../schemas';

/** Every operation of `/api/v1/settings` (the API's `routes/settings` registers the same paths). */
export const settingsApi = {
  /** Public; the login page's version check calls it with plain fetch, not through this client. */
  get: endpoint<{ response: typeof S.UiSettings }>('GET', '/v1/settings/get'),
  apiKey: endpoint<{ response: typeof S.ApiKeyInfo }>('GET', '/v1/settings/api-key'),
  regenerateApiKey: endpoint<{ response: typeof S.NewApiKey }>(
    'POST',
    '/v1/settings/api-key/regenerate',
  ),
} as const;

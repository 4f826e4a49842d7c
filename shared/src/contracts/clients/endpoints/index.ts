// Clients' and businesses' operations for the browser's typed client: method, literal path and, as types
// only, the schemas of ../schemas. An entry of its own (`@wolvo/shared/contracts/clients/endpoints`):
// importing it downloads no TypeBox.
import { endpoint } from '../../endpoint';
import type * as S from '../schemas';

/** Every operation of `/api/v1/client` (the API's `routes/client` registers the same paths). */
export const clientApi = {
  list: endpoint<{ query: typeof S.ClientAccountsQuery; response: typeof S.ClientAccountsPage }>(
    'GET',
    '/v1/client/getAllClients',
  ),
  listByCreator: endpoint<{
    query: typeof S.ClientsByCreatorQuery;
    response: typeof S.ClientAccountsPage;
  }>('GET', '/v1/client/getAllClientsByCreatorId'),
  activate: endpoint<{ params: typeof S.IdParam; response: typeof S.ClientActivationResult }>(
    'PUT',
    '/v1/client/activate/:id',
  ),
  deactivate: endpoint<{ params: typeof S.IdParam; response: typeof S.ClientActivationResult }>(
    'PUT',
    '/v1/client/deactivate/:id',
  ),
  resetPassword: endpoint<{
    params: typeof S.IdParam;
    response: typeof S.ClientPasswordResetResult;
  }>('PUT', '/v1/client/reset-password/:id'),
  /** JSON, or multipart/form-data with the payment documents (`clientFormData`). */
  add: endpoint<{ body: typeof S.AddClientBodyOrForm; response: typeof S.AddClientResult }>(
    'POST',
    '/v1/client/add',
  ),
  confirm: endpoint<{ params: typeof S.IdParam; response: typeof S.ClientConfirmationResult }>(
    'PUT',
    '/v1/client/confirm/:id',
  ),
  search: endpoint<{ params: typeof S.IdPrefixParam; response: typeof S.ClientSearchHits }>(
    'GET',
    '/v1/client/get/search/:id',
  ),
  get: endpoint<{ params: typeof S.IdParam; response: typeof S.ClientEdit }>(
    'GET',
    '/v1/client/get/search-for-id/:id',
  ),
  /** Multipart only (the editor's FormData). */
  edit: endpoint<{
    params: typeof S.IdParam;
    body: typeof S.MultipartForm;
    response: typeof S.UpdateClientResult;
  }>('PUT', '/v1/client/edit/:id'),
  /** The document's bytes: a download, not JSON. */
  document: endpoint<{ params: typeof S.IdParam }>('GET', '/v1/client/document/:id'),
} as const;

/** `/api/v1/business` (the API's `routes/business`). */
export const businessApi = {
  list: endpoint<{ query: typeof S.BusinessQuery; response: typeof S.BusinessList }>(
    'GET',
    '/v1/business/get',
  ),
} as const;

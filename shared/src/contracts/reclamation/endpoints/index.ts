// The reclamations' operations for the browser's typed client: method, literal path and, as types only,
// the schemas of ../schemas. An entry of its own (`@wolvo/shared/contracts/reclamation/endpoints`): a
// federation-shared entry is loaded whole, so this one must not hold the schemas; importing it downloads
// no TypeBox.
import { endpoint } from '../../endpoint';
import type * as S from '../schemas';

/** Every operation of `/api/v1/reclamation` (the API's `routes/reclamation` registers the same paths). */
export const reclamationApi = {
  add: endpoint<{
    params: typeof S.ReporterParams;
    body: typeof S.AddReclamationBody;
    response: typeof S.Reclamation;
  }>('POST', '/v1/reclamation/:reporterId/add'),
  list: endpoint<{ query: typeof S.ReclamationsQuery; response: typeof S.ReclamationsPage }>(
    'GET',
    '/v1/reclamation/get-reported',
  ),
  answer: endpoint<{
    params: typeof S.ResolverParams;
    body: typeof S.AnswerReclamationBody;
    response: typeof S.Reclamation;
  }>('PUT', '/v1/reclamation/:resolverId/edit/:reclamationId'),
} as const;

import { httpClient } from '@wolvo/shared/http';
import type {
  AddReclamationRequest,
  AnswerReclamationRequest,
  ClientFailedPickups,
  Paged,
  Reclamation,
  ReclamationState,
} from '@wolvo/shared/contracts';

/** GET /v1/reclamation/get-reported's filters. */
export interface ReclamationsQuery {
  offset: number;
  limit: number;
  status?: ReclamationState;
  clientId?: number;
  search?: string;
  id?: number;
}

/** GET /v1/reclamation/get-reported: staff see all (filters), a client its own. */
export async function getReclamations(
  query: ReclamationsQuery,
  signal?: AbortSignal,
): Promise<Paged<Reclamation>> {
  return (
    await httpClient.get<Paged<Reclamation>>('/v1/reclamation/get-reported', {
      params: query,
      signal,
    })
  ).data;
}

/** One reclamation by id (null when the caller may not see it or it does not exist). */
export async function getReclamation(
  id: number,
  signal?: AbortSignal,
): Promise<Reclamation | null> {
  const page = await getReclamations({ offset: 0, limit: 1, id }, signal);
  return page.items[0] ?? null;
}

/** POST /v1/reclamation/{reporterId}/add: the caller files a reclamation. */
export async function addReclamation(
  reporterId: number,
  body: AddReclamationRequest,
): Promise<Reclamation> {
  return (await httpClient.post<Reclamation>(`/v1/reclamation/${reporterId}/add`, body)).data;
}

/** PUT /v1/reclamation/{resolverId}/edit/{reclamationId}: staff answer and close. */
export async function answerReclamation(
  resolverId: number,
  reclamationId: number,
  body: AnswerReclamationRequest,
): Promise<Reclamation> {
  return (
    await httpClient.put<Reclamation>(`/v1/reclamation/${resolverId}/edit/${reclamationId}`, body)
  ).data;
}

/** GET /v1/order/getReclamationPickups: the failed pickups per client. */
export async function getFailedPickups(
  query: { offset: number; limit: number },
  signal?: AbortSignal,
): Promise<Paged<ClientFailedPickups>> {
  return (
    await httpClient.get<Paged<ClientFailedPickups>>('/v1/order/getReclamationPickups', {
      params: query,
      signal,
    })
  ).data;
}

/** The clients staff may filter on: each client's main company, from GET /v1/business/get. */
export async function getClientChoices(
  signal?: AbortSignal,
): Promise<Array<{ clientId: number; name: string }>> {
  const rows = (
    await httpClient.get<Array<{ id: number; name: string; clientId: number }>>(
      '/v1/business/get',
      {
        signal,
      },
    )
  ).data;
  const seen = new Map<number, string>();
  // Sorted by client then position: the first of a client is its main company.
  for (const row of rows) if (!seen.has(row.clientId)) seen.set(row.clientId, row.name);
  return [...seen].map(([clientId, name]) => ({ clientId, name }));
}

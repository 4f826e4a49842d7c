import { httpClient } from '@wolvo/shared/http';
import type {
  AddClientRequest,
  AddClientResult,
  ClientAccountsPage,
  ClientAccountsQuery,
  ClientConfirmationResult,
  DeliveryCompanyList,
} from '@wolvo/shared/contracts';

/** The commercial clients list's query: the shared filters, and only the caller's own clients. */
export interface CommercialClientsQuery extends ClientAccountsQuery {
  offset: number;
  limit: number;
  /** Only the clients the caller brought in (`getAllClientsByCreatorId`). */
  mine: boolean;
}

/** GET /v1/client/getAllClients, or getAllClientsByCreatorId for the caller's own clients. */
export async function getCommercialClients(
  query: CommercialClientsQuery,
  signal?: AbortSignal,
): Promise<ClientAccountsPage> {
  const params: Record<string, string | number | boolean> = {
    offset: query.offset,
    limit: query.limit,
  };
  const search = query.search?.trim();
  if (search) params.search = search;
  if (query.confirmed !== undefined) params.confirmed = query.confirmed;
  if (query.active !== undefined) params.active = query.active;
  const path = query.mine ? '/v1/client/getAllClientsByCreatorId' : '/v1/client/getAllClients';
  const { data } = await httpClient.get<ClientAccountsPage>(path, { params, signal });
  return data;
}

/** POST /v1/client/add: the answer holds the credentials, shown once. */
export async function addClient(body: AddClientRequest): Promise<AddClientResult> {
  const { data } = await httpClient.post<AddClientResult>('/v1/client/add', body);
  return data;
}

/** PUT /v1/client/confirm/{id}. */
export async function confirmClient(clientId: number): Promise<ClientConfirmationResult> {
  const { data } = await httpClient.put<ClientConfirmationResult>(`/v1/client/confirm/${clientId}`);
  return data;
}

/** GET /v1/delivery-company/get: the partners a client may prefer. */
export async function getDeliveryCompanies(): Promise<DeliveryCompanyList['companies']> {
  const { data } = await httpClient.get<DeliveryCompanyList>('/v1/delivery-company/get');
  return data.companies;
}

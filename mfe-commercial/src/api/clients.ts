import { httpClient } from '@wolvo/shared/http';
import type {
  AddClientRequest,
  AddClientResult,
  ClientAccountsPage,
  ClientAccountsQuery,
  ClientConfirmationResult,
  ClientEditDto,
  DeliveryCompanyList,
} from '@wolvo/shared/contracts';
import { PAYMENT_DOCUMENTS_FIELD } from '@wolvo/shared/contracts';

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

/**
 * POST /v1/client/add as the multipart form (the client editor's encoding: text fields, lists
 * comma-joined, none left out) with the payment documents as repeated `newPaymentDocuments` files.
 * The answer holds the credentials, shown once.
 */
export async function addClient(body: AddClientRequest, files: File[]): Promise<AddClientResult> {
  const form = new FormData();
  for (const [field, value] of Object.entries(body) as Array<[string, unknown]>) {
    if (value === null || value === undefined) continue;
    form.append(field, Array.isArray(value) ? value.join(',') : String(value));
  }
  for (const file of files) form.append(PAYMENT_DOCUMENTS_FIELD, file, file.name);
  const { data } = await httpClient.post<AddClientResult>('/v1/client/add', form);
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

/** GET /v1/client/get/search-for-id/{id}: one client with every field and its documents (the drawer). */
export async function getClientDetail(id: number, signal?: AbortSignal): Promise<ClientEditDto> {
  const { data } = await httpClient.get<ClientEditDto>(`/v1/client/get/search-for-id/${id}`, {
    signal,
  });
  return data;
}

/**
 * Opens a payment document (`/v1/client/document/{id}`) in a new tab: it is served to the session's
 * token, so it is fetched and shown from memory, never linked.
 */
export async function openClientDocument(url: string): Promise<void> {
  const { data } = await httpClient.get<Blob>(url, { responseType: 'blob' });
  const href = URL.createObjectURL(data);
  window.open(href, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

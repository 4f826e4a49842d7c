import { httpClient } from '@wolvo/shared/http';
import type { ClientAccountsPage, ClientAccountsQuery } from '@wolvo/shared/contracts';

/** GET /v1/client/getAllClients: a page of client accounts with their companies, newest first. */
export async function getClientAccounts(
  query: ClientAccountsQuery & { offset: number; limit: number },
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
  const { data } = await httpClient.get<ClientAccountsPage>('/v1/client/getAllClients', {
    params,
    signal,
  });
  return data;
}

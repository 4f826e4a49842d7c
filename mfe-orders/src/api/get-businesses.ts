import { httpClient } from '@wolvo/shared/http';

/** A company the caller may create orders for. */
export interface BusinessOption {
  id: number;
  name: string;
}

/** GET /v1/business/get: the caller's companies (a client's own; the first is its main one). */
export async function getBusinesses(signal?: AbortSignal): Promise<BusinessOption[]> {
  const { data } = await httpClient.get<BusinessOption[]>('/v1/business/get', { signal });
  return data.map(({ id, name }) => ({ id, name }));
}

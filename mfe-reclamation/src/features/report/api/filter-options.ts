import type { DeliveryCompanyList } from '@wolvo/shared/contracts';
import { httpClient } from '@wolvo/shared/http';

/** A choice of the sender or partner filter. */
export interface FilterOption {
  id: number;
  name: string;
}

/** GET /v1/business/get: the senders (every client's companies for staff). */
export async function getSenders(signal?: AbortSignal): Promise<FilterOption[]> {
  const { data } = await httpClient.get<FilterOption[]>('/v1/business/get', { signal });
  return data.map(({ id, name }) => ({ id, name }));
}

/** GET /v1/delivery-company/get: the delivery partners. */
export async function getPartners(signal?: AbortSignal): Promise<FilterOption[]> {
  const { data } = await httpClient.get<DeliveryCompanyList>('/v1/delivery-company/get', {
    signal,
  });
  return data.companies.map(({ id, name }) => ({ id, name }));
}

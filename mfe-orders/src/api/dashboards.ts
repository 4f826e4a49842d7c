import { httpClient } from '@wolvo/shared/http';
import type { DeliveryCompanyList } from '@wolvo/shared/contracts';

/** A delivery partner of the partner filter. */
export interface PartnerOption {
  id: number;
  name: string;
}

/** GET /v1/delivery-company/get: the delivery partners, for the filter. */
export async function getPartnerOptions(signal?: AbortSignal): Promise<PartnerOption[]> {
  const { data } = await httpClient.get<DeliveryCompanyList>('/v1/delivery-company/get', {
    signal,
  });
  return data.companies.map(({ id, name }) => ({ id, name }));
}

import { httpClient } from '@wolvo/shared/http';
import type {
  DashboardAlpha,
  DashboardPartner,
  DeliveryCompanyList,
} from '@wolvo/shared/contracts';

/** Query of dashboard alpha (days yyyy-MM-dd; `clientId` for staff only). */
export interface DashboardAlphaQuery {
  from: string;
  to: string;
  clientId?: number | null;
}

/** GET /v1/order/getDashboardAlpha: orders created in the period per current status. */
export async function getDashboardAlpha(
  query: DashboardAlphaQuery,
  signal?: AbortSignal,
): Promise<DashboardAlpha> {
  const { clientId, ...range } = query;
  const { data } = await httpClient.get<DashboardAlpha>('/v1/order/getDashboardAlpha', {
    params: clientId ? { ...range, clientId } : range,
    signal,
    apiErrorToast: true,
  });
  return data;
}

/** Query of the partner dashboard. */
export interface DashboardPartnerQuery {
  from: string;
  to: string;
  deliveryCompanyId?: number | null;
}

/** GET /v1/order/getDashboardPartner: per partner, parcels handed over, statuses, cash and debt. */
export async function getDashboardPartner(
  query: DashboardPartnerQuery,
  signal?: AbortSignal,
): Promise<DashboardPartner> {
  const { deliveryCompanyId, ...range } = query;
  const { data } = await httpClient.get<DashboardPartner>('/v1/order/getDashboardPartner', {
    params: deliveryCompanyId ? { ...range, deliveryCompanyId } : range,
    signal,
    apiErrorToast: true,
  });
  return data;
}

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

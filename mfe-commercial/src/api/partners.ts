import { httpClient } from '@wolvo/shared/http';
import type {
  AddDeliveryCompanyRequest,
  AddedDeliveryCompany,
  AssignPartnerRequest,
  DeliveryCompaniesQuery,
  DeliveryCompanyChangeResult,
  DeliveryCompanyList,
  DeliveryCompanyRequest,
  OrdersToAssignPage,
  OrdersToAssignQuery,
} from '@wolvo/shared/contracts';

/** GET /v1/delivery-company/get: a page of partners (staff see every detail). */
export async function getPartners(
  query: DeliveryCompaniesQuery,
  signal?: AbortSignal,
): Promise<DeliveryCompanyList> {
  const params: Record<string, string | number | boolean> = {};
  if (query.offset !== undefined) params.offset = query.offset;
  if (query.limit !== undefined) params.limit = query.limit;
  const search = query.search?.trim();
  if (search) params.search = search;
  if (query.active !== undefined) params.active = query.active;
  const { data } = await httpClient.get<DeliveryCompanyList>('/v1/delivery-company/get', {
    params,
    signal,
  });
  return data;
}

/** POST /v1/delivery-company/add: the answer holds the password and the key, shown once. */
export async function addPartner(body: AddDeliveryCompanyRequest): Promise<AddedDeliveryCompany> {
  const { data } = await httpClient.post<AddedDeliveryCompany>('/v1/delivery-company/add', body);
  return data;
}

/** PUT /v1/delivery-company/edit/{id}. */
export async function editPartner(
  id: number,
  body: DeliveryCompanyRequest,
): Promise<DeliveryCompanyChangeResult> {
  const { data } = await httpClient.put<DeliveryCompanyChangeResult>(
    `/v1/delivery-company/edit/${id}`,
    body,
  );
  return data;
}

/** PUT /v1/delivery-company/activate/{id} or deactivate/{id}. */
export async function setPartnerActive(
  id: number,
  active: boolean,
): Promise<DeliveryCompanyChangeResult> {
  const { data } = await httpClient.put<DeliveryCompanyChangeResult>(
    `/v1/delivery-company/${active ? 'activate' : 'deactivate'}/${id}`,
  );
  return data;
}

/** GET /v1/delivery-company/orders-to-assign: collected parcels still on their way. */
export async function getOrdersToAssign(
  query: OrdersToAssignQuery,
  signal?: AbortSignal,
): Promise<OrdersToAssignPage> {
  const params: Record<string, string | number | boolean> = {
    offset: query.offset,
    limit: query.limit,
  };
  const search = query.search?.trim();
  if (search) params.search = search;
  if (query.clientId !== undefined) params.clientId = query.clientId;
  if (query.includeAssigned) params.includeAssigned = true;
  const { data } = await httpClient.get<OrdersToAssignPage>(
    '/v1/delivery-company/orders-to-assign',
    { params, signal },
  );
  return data;
}

/** PUT /v1/order/assign-partner: all the parcels or none. */
export async function assignOrders(
  body: AssignPartnerRequest,
): Promise<{ message: string; count: number }> {
  const { data } = await httpClient.put<{ message: string; count: number }>(
    '/v1/order/assign-partner',
    body,
  );
  return data;
}

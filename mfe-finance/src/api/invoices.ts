import { httpClient } from '@wolvo/shared/http';
import type {
  AddBillRequest,
  BillableOrderItem,
  BillDetail,
  BillFeeInput,
  BillPreview,
  ClientAccountsPage,
  Paged,
  PartnerInvoices,
  PartnerRemittanceResult,
} from '@wolvo/shared/contracts';

/** GET /v1/order/getPartnerInvoices: every partner's totals and a page of its parcels. */
export async function getPartnerInvoices(
  query: { offset: number; limit: number; deliveryCompanyId?: number },
  signal?: AbortSignal,
): Promise<PartnerInvoices> {
  const { data } = await httpClient.get<PartnerInvoices>('/v1/order/getPartnerInvoices', {
    params: query,
    signal,
  });
  return data;
}

/** POST /v1/order/partner-remittance. */
export async function recordRemittance(
  deliveryCompanyId: number,
  orderIds: number[],
): Promise<PartnerRemittanceResult> {
  const { data } = await httpClient.post<PartnerRemittanceResult>('/v1/order/partner-remittance', {
    deliveryCompanyId,
    orderIds,
  });
  return data;
}

/** GET /v1/bill/billable-orders: a client's orders a new bill may take. */
export async function getBillableOrders(
  query: { clientId: number; offset: number; limit: number },
  signal?: AbortSignal,
): Promise<Paged<BillableOrderItem>> {
  const { data } = await httpClient.get<Paged<BillableOrderItem>>('/v1/bill/billable-orders', {
    params: query,
    signal,
  });
  return data;
}

/** GET /v1/bill/init/{ids}: the server's preview of a bill (nothing written). */
export async function previewBill(orderIds: number[], fees: BillFeeInput[]): Promise<BillPreview> {
  const { data } = await httpClient.get<BillPreview>(`/v1/bill/init/${orderIds.join(',')}`, {
    params: fees.length ? { fees: JSON.stringify(fees) } : {},
  });
  return data;
}

/** POST /v1/bill/add. */
export async function createBill(body: AddBillRequest): Promise<BillDetail> {
  const { data } = await httpClient.post<BillDetail>('/v1/bill/add', body);
  return data;
}

/** GET /v1/client/getAllClients: clients whose name, email, phone or company matches. */
export async function searchClients(search: string): Promise<ClientAccountsPage['items']> {
  const { data } = await httpClient.get<ClientAccountsPage>('/v1/client/getAllClients', {
    params: { offset: 0, limit: 10, ...(search.trim() && { search: search.trim() }) },
  });
  return data.items;
}

/** GET /v1/bill/billable-order-ids: every order id a new bill of the client may take. */
export async function getBillableOrderIds(
  clientId: number,
): Promise<{ ids: number[]; total: number }> {
  const { data } = await httpClient.get<{ ids: number[]; total: number }>(
    '/v1/bill/billable-order-ids',
    { params: { clientId } },
  );
  return data;
}

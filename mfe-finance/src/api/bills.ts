import { getApiFile, httpClient, openFile } from '@wolvo/shared/http';
import type {
  BillDetail,
  BillPaidUnpaid,
  BillStateResult,
  BillStatus,
  BillSummary,
  Paged,
} from '@wolvo/shared/contracts';

/** GET /v1/bill/get-all query (a client's own bills whatever `clientId` says). */
export interface BillsQuery {
  offset: number;
  limit: number;
  status?: BillStatus;
  from?: string;
  to?: string;
}

/** GET /v1/bill/get-all: bills, newest first. */
export async function getBills(
  query: BillsQuery,
  signal?: AbortSignal,
): Promise<Paged<BillSummary>> {
  const params: Record<string, string | number> = { offset: query.offset, limit: query.limit };
  if (query.status) params.status = query.status;
  if (query.from) params.from = query.from;
  if (query.to) params.to = query.to;
  const { data } = await httpClient.get<Paged<BillSummary>>('/v1/bill/get-all', { params, signal });
  return data;
}

/** GET /v1/bill/get/{id}: lines, fees and totals. */
export async function getBill(id: number, signal?: AbortSignal): Promise<BillDetail> {
  const { data } = await httpClient.get<BillDetail>(`/v1/bill/get/${id}`, { signal });
  return data;
}

/** PUT /v1/bill/confirm/{id} (pay) or /cancel/{id}. */
export async function settleBill(id: number, verb: 'confirm' | 'cancel'): Promise<BillStateResult> {
  const { data } = await httpClient.put<BillStateResult>(`/v1/bill/${verb}/${id}`);
  return data;
}

/** GET /v1/bill/invoice/{id}: the invoice PDF in the user's language, opened in a new tab or downloaded. */
export async function openInvoice(id: number, paymentNumber: string, lang: string): Promise<void> {
  openFile(
    await getApiFile(`/v1/bill/invoice/${id}`, `wolvo-invoice-${paymentNumber}.pdf`, {
      params: { lang },
    }),
  );
}

/** GET /v1/bill/statistics/total-paid-unpaid/{clientId}. */
export async function getPaidUnpaid(
  clientId: number,
  signal?: AbortSignal,
): Promise<BillPaidUnpaid> {
  const { data } = await httpClient.get<BillPaidUnpaid>(
    `/v1/bill/statistics/total-paid-unpaid/${clientId}`,
    { signal },
  );
  return data;
}

/** PUT /v1/bill/{id}/add-orders or /remove-orders: a pending bill's orders changed, its detail again. */
export async function changeBillOrders(
  id: number,
  verb: 'add-orders' | 'remove-orders',
  orderIds: number[],
): Promise<BillDetail> {
  const { data } = await httpClient.put<BillDetail>(`/v1/bill/${id}/${verb}`, { orderIds });
  return data;
}

/** GET /v1/bill/get-all for one client's pending bills (the ones orders can still be added to). */
export async function getPendingBills(clientId: number): Promise<BillSummary[]> {
  const { data } = await httpClient.get<Paged<BillSummary>>('/v1/bill/get-all', {
    params: { offset: 0, limit: 50, status: 'PENDING', clientId },
  });
  return data.items;
}

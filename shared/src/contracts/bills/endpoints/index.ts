// The finance area's operations for the browser's typed client: method, literal path and, as types only,
// the schemas of ../schemas. An entry of its own (`@wolvo/shared/contracts/bills/endpoints`): a
// federation-shared entry is loaded whole, so this one must not hold the schemas; importing it downloads
// no TypeBox.
import { endpoint } from '../../endpoint';
import type * as S from '../schemas';

/** Every finance operation (the API's `routes/bill` registers the same paths). */
export const billApi = {
  /** The bill the selected orders would make (`ids` joined by commas), nothing written. */
  init: endpoint<{
    params: typeof S.BillInitParams;
    query: typeof S.BillInitQuery;
    response: typeof S.BillPreview;
  }>('GET', '/v1/bill/init/:ids'),
  add: endpoint<{ body: typeof S.AddBillBody; response: typeof S.BillDetail }>(
    'POST',
    '/v1/bill/add',
  ),
  list: endpoint<{ query: typeof S.BillsQuery; response: typeof S.BillsPage }>(
    'GET',
    '/v1/bill/get-all',
  ),
  get: endpoint<{ params: typeof S.IdParam; response: typeof S.BillDetail }>(
    'GET',
    '/v1/bill/get/:id',
  ),
  confirm: endpoint<{ params: typeof S.IdParam; response: typeof S.BillStateResult }>(
    'PUT',
    '/v1/bill/confirm/:id',
  ),
  cancel: endpoint<{ params: typeof S.IdParam; response: typeof S.BillStateResult }>(
    'PUT',
    '/v1/bill/cancel/:id',
  ),
  paidUnpaid: endpoint<{ params: typeof S.ClientIdParam; response: typeof S.BillPaidUnpaid }>(
    'GET',
    '/v1/bill/statistics/total-paid-unpaid/:clientId',
  ),
  billableOrders: endpoint<{
    query: typeof S.BillableOrdersQuery;
    response: typeof S.BillableOrdersPage;
  }>('GET', '/v1/bill/billable-orders'),
  billableOrderIds: endpoint<{
    query: typeof S.BillableOrderIdsQuery;
    response: typeof S.BillableOrderIds;
  }>('GET', '/v1/bill/billable-order-ids'),
  /** The invoice PDF: a download (`getApiFile` with `urlOf`), not JSON. */
  invoice: endpoint<{ params: typeof S.IdParam; query: typeof S.InvoiceQuery }>(
    'GET',
    '/v1/bill/invoice/:id',
  ),
  addOrders: endpoint<{
    params: typeof S.IdParam;
    body: typeof S.BillOrdersBody;
    response: typeof S.BillDetail;
  }>('PUT', '/v1/bill/:id/add-orders'),
  removeOrders: endpoint<{
    params: typeof S.IdParam;
    body: typeof S.BillOrdersBody;
    response: typeof S.BillDetail;
  }>('PUT', '/v1/bill/:id/remove-orders'),
  // Finance operations under other first segments (their routes live in `routes/order` and `routes/client`).
  partnerInvoices: endpoint<{
    query: typeof S.PartnerInvoicesQuery;
    response: typeof S.PartnerInvoices;
  }>('GET', '/v1/order/getPartnerInvoices'),
  partnerRemittance: endpoint<{
    body: typeof S.PartnerRemittanceBody;
    response: typeof S.PartnerRemittanceResult;
  }>('POST', '/v1/order/partner-remittance'),
  refunds: endpoint<{ query: typeof S.RefundsQuery; response: typeof S.RefundsPage }>(
    'GET',
    '/v1/order/geFinanceRefund',
  ),
  refund: endpoint<{ params: typeof S.IdParam; response: typeof S.RefundItem }>(
    'PUT',
    '/v1/order/refund/:id',
  ),
  clientsByPaymentDay: endpoint<{ response: typeof S.ClientsByPaymentDay }>(
    'GET',
    '/v1/client/getClientsByPaymentDay',
  ),
} as const;

// The reports' operations for the browser's typed client: method, literal path and, as types only, the
// schemas of ../schemas. An entry of its own (`@wolvo/shared/contracts/order-report/endpoints`): a
// federation-shared entry is loaded whole, so this one must not hold the schemas; importing it downloads
// no TypeBox.
import { endpoint } from '../../endpoint';
import type * as S from '../schemas';

/**
 * Every operation of `/api/v1/order-report` (the API's `routes/order-report` registers the same paths),
 * and the faulty orders' list the reports are written on.
 */
export const orderReportApi = {
  list: endpoint<{ query: typeof S.ReportsQuery; response: typeof S.ReportsPage }>(
    'GET',
    '/v1/order-report/get',
  ),
  /** The .xlsx file: a download (`getApiFile`), not JSON. */
  export: endpoint<{ query: typeof S.ReportsExportQuery }>('GET', '/v1/order-report/export'),
  get: endpoint<{ params: typeof S.ReportIdParam; response: typeof S.OrderReport }>(
    'GET',
    '/v1/order-report/get/:id',
  ),
  add: endpoint<{ body: typeof S.AddReportBody; response: typeof S.OrderReport }>(
    'POST',
    '/v1/order-report/add',
  ),
  edit: endpoint<{
    params: typeof S.ReportIdParam;
    body: typeof S.EditReportBody;
    response: typeof S.OrderReport;
  }>('PUT', '/v1/order-report/edit/:id'),
  /** The faulty orders the reports are written on (an `/order` path: the API's `routes/order`). */
  faultyOrders: endpoint<{
    query: typeof S.FaultyOrdersQuery;
    response: typeof S.FaultyOrdersPage;
  }>('GET', '/v1/order/findAllOrdersWithProblems'),
  /** The .xlsx file: a download (`getApiFile`), not JSON. */
  faultyOrdersExport: endpoint<{ query: typeof S.FaultyOrdersExportQuery }>(
    'GET',
    '/v1/order/findAllOrdersWithProblems/export',
  ),
} as const;

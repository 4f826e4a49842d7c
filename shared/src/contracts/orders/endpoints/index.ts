// The orders' operations for the browser's typed client: method, literal path and, as types only, the
// schemas of ../schemas. An entry of its own (`@wolvo/shared/contracts/orders/endpoints`): a
// federation-shared entry is loaded whole, so this one must not hold the schemas; importing it downloads
// no TypeBox.
import { endpoint } from '../../endpoint';
import type * as S from '../schemas';

/**
 * The core operations of `/api/v1/order` (the API's `routes/order` registers the same paths): the header
 * search, the detail, the merchant's daily list and its export, the editors, exchanges and the import.
 */
export const ordersApi = {
  search: endpoint<{
    params: typeof S.OrderSearchParam;
    response: typeof S.OrderSearchHits;
  }>('GET', '/v1/order/get/search/:id'),
  detail: endpoint<{ params: typeof S.OrderIdPrefixParam; response: typeof S.OrderDetail }>(
    'GET',
    '/v1/order/get/search-for-id/:id',
  ),
  ofTheDay: endpoint<{
    query: typeof S.OrdersOfTheDayQuery;
    response: typeof S.OrdersOfTheDayPage;
  }>('GET', '/v1/order/getOrdersOfTheDay'),
  /** An .xlsx file: downloaded from `urlOf(ordersApi.export)` with the query. */
  export: endpoint<{ query: typeof S.OrdersExportQuery }>('GET', '/v1/order/export'),
  add: endpoint<{ body: typeof S.AddOrderBody; response: typeof S.OrderDetail }>(
    'POST',
    '/v1/order/add',
  ),
  edit: endpoint<{
    params: typeof S.OrderIdParam;
    body: typeof S.UpdateOrderBody;
    response: typeof S.OrderDetail;
  }>('PUT', '/v1/order/edit/:id'),
  editDeliveryCost: endpoint<{
    params: typeof S.OrderIdParam;
    body: typeof S.DeliveryCostBody;
    response: typeof S.DeliveryCostResult;
  }>('PUT', '/v1/order/edit/delivery-cost/:id'),
  deleteMany: endpoint<{ body: typeof S.OrderIdsBody; response: typeof S.OrderCount }>(
    'POST',
    '/v1/order/delete-many',
  ),
  confirmApiOrders: endpoint<{ body: typeof S.OrderIdsBody; response: typeof S.OrderCount }>(
    'POST',
    '/v1/order/api-orders/confirm',
  ),
  cancelApiOrders: endpoint<{ body: typeof S.OrderIdsBody; response: typeof S.OrderCount }>(
    'POST',
    '/v1/order/api-orders/cancel',
  ),
  confirmDuplicates: endpoint<{ body: typeof S.OrderIdsBody; response: typeof S.OrderCount }>(
    'POST',
    '/v1/order/duplicates/confirm',
  ),
  validateExchange: endpoint<{
    params: typeof S.ValidateExchangeParams;
    response: typeof S.OrderLinkValidation;
  }>('GET', '/v1/order/validate-exchange/:orderId/:exchangeId'),
  validateReturning: endpoint<{
    params: typeof S.ValidateReturningParams;
    response: typeof S.OrderLinkValidation;
  }>('GET', '/v1/order/validate-returning/:returningId'),
  refusalRisk: endpoint<{ params: typeof S.PhoneParam; response: typeof S.RefusalRisk }>(
    'GET',
    '/v1/order/refusal-risk/:phone',
  ),
  exchangeResults: endpoint<{
    query: typeof S.ExchangeResultsQuery;
    response: typeof S.ExchangeResultsPage;
  }>('GET', '/v1/order/exchange-results'),
  /** An .xlsx file: downloaded from `urlOf(ordersApi.importTemplate)` with the query. */
  importTemplate: endpoint<{ query: typeof S.ImportTemplateQuery }>(
    'GET',
    '/v1/order/import-template',
  ),
  /** The .xlsx file itself as the body; `callApi`'s `onUploadProgress` follows the upload. */
  importParse: endpoint<{ body: typeof S.ImportFile; response: typeof S.ImportPreview }>(
    'POST',
    '/v1/order/import/parse',
  ),
  addMany: endpoint<{ body: typeof S.AddManyOrdersBody; response: typeof S.AddManyOrdersResponse }>(
    'POST',
    '/v1/order/add-many',
  ),
} as const;

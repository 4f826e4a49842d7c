// Delivery companies' (partners') operations for the browser's typed client: method, literal path and,
// as types only, the schemas of ../schemas. An entry of its own
// (`@wolvo/shared/contracts/partners/endpoints`): importing it downloads no TypeBox.
import { endpoint } from '../../endpoint';
import type * as S from '../schemas';

/** Every operation of `/api/v1/delivery-company` (the API's `routes/delivery-company`), and assigning. */
export const partnerApi = {
  list: endpoint<{
    query: typeof S.DeliveryCompaniesQuery;
    response: typeof S.DeliveryCompanyList;
  }>('GET', '/v1/delivery-company/get'),
  add: endpoint<{ body: typeof S.AddDeliveryCompanyBody; response: typeof S.AddedDeliveryCompany }>(
    'POST',
    '/v1/delivery-company/add',
  ),
  edit: endpoint<{
    params: typeof S.IdParam;
    body: typeof S.DeliveryCompanyBody;
    response: typeof S.DeliveryCompanyChangeResult;
  }>('PUT', '/v1/delivery-company/edit/:id'),
  activate: endpoint<{
    params: typeof S.IdParam;
    response: typeof S.DeliveryCompanyChangeResult;
  }>('PUT', '/v1/delivery-company/activate/:id'),
  deactivate: endpoint<{
    params: typeof S.IdParam;
    response: typeof S.DeliveryCompanyChangeResult;
  }>('PUT', '/v1/delivery-company/deactivate/:id'),
  ordersToAssign: endpoint<{
    query: typeof S.OrdersToAssignQuery;
    response: typeof S.OrdersToAssignPage;
  }>('GET', '/v1/delivery-company/orders-to-assign'),
  /** Staff hand orders to a partner, all or none (the API's `routes/order/assign-partner`). */
  assignOrders: endpoint<{
    body: typeof S.AssignPartnerBody;
    response: typeof S.AssignPartnerResult;
  }>('PUT', '/v1/order/assign-partner'),
} as const;

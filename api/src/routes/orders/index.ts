import type { FastifyInstance } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import type { AppContext } from '../../context';
import { API_MESSAGES, DEFAULT_LANGUAGE, parseOrderSearch } from '@wolvo/shared/contracts';
import { trackingUrlOf } from '../../modules/slips/tracking';
import {
  checkSelectedOrders,
  exportOrdersOfTheDay,
  MAX_EXPORT_ROWS,
} from '../../modules/orders/orders-export';
import { XLSX_TYPE } from '../../modules/spreadsheets/xlsx-export';
import { idListOf, stamp } from './pdf-route';
import {
  AddOrderBody,
  DeliveryCostBody,
  DeliveryCostResult,
  ExchangeResultsPage,
  ExchangeResultsQuery,
  OrderDetail,
  OrderIdPrefixParam,
  OrderSearchParam,
  OrderIdsBody,
  OrderLinkValidation,
  OrdersExportQuery,
  OrdersOfTheDayPage,
  OrdersOfTheDayQuery,
  OrderSearchHit,
  PhoneParam,
  RefusalRiskSchema,
  UpdateOrderBody,
  ValidateExchangeParams,
  ValidateReturningParams,
} from '../../modules/orders/orders.schema';
import {
  getExchangeResults,
  getOrderDetail,
  getOrdersOfTheDay,
  searchOrders,
} from '../../modules/orders/orders.service';
import {
  addOrder,
  confirmDuplicates,
  decideApiOrders,
  deleteOrders,
  updateOrder,
  validateExchange,
  validateReturning,
} from '../../modules/orders/order-writes.service';
import { ORDER_RULE_MESSAGES } from '../../modules/orders/order-rules';
import { getRefusalRisk } from '../../modules/orders/refusal-risk';
import { badRequest } from '../../http-error';
import { idempotent } from '../../modules/idempotency';
import { CLIENT_ROLES, STAFF_ROLES } from '../../modules/auth/access';
import { updateDeliveryCost } from '../../modules/orders/delivery-cost.service';
import { CountResponse, guardedErrors, IdParam, xlsxFileResponse } from '../common.schema';
import { manifestRoute } from '../order/manifest';
import { voucherRoute } from '../order/voucher';
import { pickupRoutes } from '../order/pickups';
import { dashboardRoutes } from '../order/dashboards';
import { importRoutes } from './import';
import { orderFieldMessages } from './order-field-messages';

/** The orders page every order route answers to (team members need its action). */
const PAGE = 'ORDERS_ORDER_OF_THE_DAY';
/** Staff edit orders from reclamation > edits (spec section 6). */
const STAFF_PAGE = 'RECLAMATION_EDITS';

/** Orders: search, detail, the merchant's daily list, create, edit, delete, links, API orders, slips. */
export async function ordersRoutes(app: FastifyInstance, context: AppContext) {
  const { db, config } = context;
  const now = () => context.clock?.() ?? new Date();
  const security = [{ bearerAuth: [] }];
  await voucherRoute(app, context);
  await manifestRoute(app, context);
  await pickupRoutes(app, context);
  await dashboardRoutes(app, context);
  // Its own context: the raw-file body parser stays with the import routes.
  await app.register(async (importApp) => importRoutes(importApp, context));
  app.get<{ Params: Static<typeof OrderSearchParam> }>(
    '/order/get/search/:id',
    {
      onRequest: app.guard(),
      schema: {
        tags: ['orders'],
        summary: 'Orders whose id, slip code, partner code or recipient phone starts with the text',
        description:
          'At most 10, exact matches first, within the caller\u2019s tenant. A phone may carry spaces and ' +
          'a +216 / 00216 prefix. Text that can be none of these gives `client.id.invalid-type`.',
        security,
        params: OrderSearchParam,
        response: { 200: Type.Array(OrderSearchHit), ...guardedErrors },
      },
      attachValidation: true,
    },
    async (request) => {
      const terms = request.validationError ? null : parseOrderSearch(request.params.id);
      if (!terms) throw badRequest('client.id.invalid-type');
      return searchOrders(db, request.auth, terms);
    },
  );
  app.get<{ Params: Static<typeof OrderIdPrefixParam> }>(
    '/order/get/search-for-id/:id',
    {
      onRequest: app.guard(),
      schema: {
        tags: ['orders'],
        summary: 'One order with everything the detail modal shows',
        security,
        params: OrderIdPrefixParam,
        response: { 200: OrderDetail, ...guardedErrors },
      },
      attachValidation: true,
    },
    async (request) => {
      const id = Number(request.params.id);
      if (request.validationError || !Number.isSafeInteger(id) || id < 1)
        throw badRequest('order.id.invalid');
      const detail = await getOrderDetail(db, request.auth, id);
      return { ...detail, trackingUrl: trackingUrlOf(detail, DEFAULT_LANGUAGE, config) };
    },
  );

  app.get<{ Querystring: Static<typeof OrdersOfTheDayQuery> }>(
    '/order/getOrdersOfTheDay',
    {
      onRequest: app.guard({ page: PAGE, staffPage: STAFF_PAGE }),
      schema: {
        tags: ['orders'],
        summary:
          "The merchant's working list: the dates given, or today's orders plus every order not collected yet",
        description:
          'Search matches the id, code, partner code, phone or recipient name. `summary` counts orders per ' +
          'status under every filter except `status`, so the status chips keep their numbers. Staff may ' +
          'pass `clientId`; a client always sees its own orders.',
        security,
        querystring: OrdersOfTheDayQuery,
        response: { 200: OrdersOfTheDayPage, ...guardedErrors },
      },
    },
    async (request) => getOrdersOfTheDay(db, request.auth, request.query),
  );

  app.get<{ Querystring: Static<typeof OrdersExportQuery> }>(
    '/order/export',
    {
      onRequest: app.guard({ page: PAGE, staffPage: STAFF_PAGE }),
      schema: {
        tags: ['orders'],
        summary: 'The orders of the day as filtered, every page, as an Excel file (.xlsx)',
        description:
          `The list's filters without paging, at most ${MAX_EXPORT_ROWS.toLocaleString('en')} rows, written ` +
          'as a stream: a title with the period, the header in `lang`, one row per order; dates as ' +
          'spreadsheet dates, prices in dinars as numbers. With `ids` (the selected rows) exactly those ' +
          'orders, the other filters aside: each must be the caller\u2019s (404 `<id>: order.not-found`); ' +
          'a malformed list answers 400 `order.id.invalid`, more than 1,000 ids `export.too-many-selected`.',
        security,
        querystring: OrdersExportQuery,
        response: xlsxFileResponse,
      },
      attachValidation: true,
    },
    async (request, reply) => {
      const { lang, status, ids, ...filters } = request.query;
      // Throws the translated key of any invalid field first.
      const list = idListOf(request, ids, {
        invalid: API_MESSAGES.orderIdInvalid,
        tooMany: API_MESSAGES.exportTooManySelected,
      });
      const selected = ids ? await checkSelectedOrders(db, request.auth, list) : null;
      const name = `wolvo-orders-${stamp(new Date().toISOString())}.xlsx`;
      return reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(
          exportOrdersOfTheDay(
            db,
            request.auth,
            selected ? { ids: selected } : { ...filters, statuses: status },
            lang ?? 'fr',
          ),
        );
    },
  );

  app.post<{ Body: Static<typeof AddOrderBody> }>(
    '/order/add',
    {
      onRequest: app.guard({ roles: CLIENT_ROLES, page: PAGE, action: 'ADD', apiKey: true }),
      schema: {
        tags: ['orders'],
        summary: 'Create one order for one of the caller\u2019s companies',
        description:
          'From the dashboard (Bearer token; first movement MANUAL_ORDER) or from the merchant\u2019s shop ' +
          'with its API key in `x-api-key` (first movement API_ORDER_CREATED, source API). Delivery, return ' +
          'and exchange costs come from the client\u2019s contract. Invalid fields are listed as ' +
          '`field: message-key`. Example: `curl -X POST /api/v1/order/add -H "x-api-key: <key>" ' +
          '-H "content-type: application/json" -d @order.json`.',
        security: [{ bearerAuth: [] }, { apiKey: [] }],
        body: AddOrderBody,
        response: { 201: OrderDetail, ...guardedErrors },
      },
      attachValidation: true,
    },
    idempotent(
      db,
      {
        status: 201,
        replay: (request, result) =>
          getOrderDetail(db, request.auth, (result as { id: number }).id),
      },
      async (request) => {
        if (request.validationError)
          throw badRequest(orderFieldMessages(request.validationError.validation));
        const channel = request.auth.via === 'api-key' ? 'api' : 'dashboard';
        const order = await addOrder(db, request.auth, request.body, channel, now());
        return order;
      },
    ),
  );

  app.put<{ Params: IdParam; Body: Static<typeof UpdateOrderBody> }>(
    '/order/edit/:id',
    {
      onRequest: app.guard({ page: PAGE, action: 'EDIT', staffPage: STAFF_PAGE }),
      schema: {
        tags: ['orders'],
        summary: 'Edit an order (clients until collected; staff also its status)',
        security,
        params: IdParam,
        body: UpdateOrderBody,
        response: { 200: OrderDetail, ...guardedErrors, 409: Type.Ref('ErrorBody') },
      },
      attachValidation: true,
    },
    async (request) => {
      if (request.validationError) {
        if (request.validationError.validationContext === 'params')
          throw badRequest('order.id.invalid');
        throw badRequest(orderFieldMessages(request.validationError.validation));
      }
      return updateOrder(db, request.auth, Number(request.params.id), request.body);
    },
  );

  app.put<{ Params: IdParam; Body: Static<typeof DeliveryCostBody> }>(
    '/order/edit/delivery-cost/:id',
    {
      onRequest: app.guard({
        roles: STAFF_ROLES,
        page: 'RECLAMATION_DELIVERY_COST',
        action: 'EDIT',
      }),
      schema: {
        tags: ['orders'],
        summary: "Set an order's delivery cost (staff), refused once a paid bill holds the order",
        description:
          'Integer millimes. 409 delivery-cost.bill-paid when the order is in a paid bill; a pending ' +
          "bill's net is computed again. The change is written to the order's audit trail.",
        security,
        params: IdParam,
        body: DeliveryCostBody,
        response: { 200: DeliveryCostResult, ...guardedErrors, 409: Type.Ref('ErrorBody') },
      },
      attachValidation: true,
    },
    async (request) => {
      if (request.validationError) {
        if (request.validationError.validationContext === 'params')
          throw badRequest('order.id.invalid');
        throw badRequest(`deliveryCost: ${ORDER_RULE_MESSAGES.number}`);
      }
      return updateDeliveryCost(
        db,
        request.auth,
        Number(request.params.id),
        request.body.deliveryCost,
      );
    },
  );

  app.post<{ Body: Static<typeof OrderIdsBody> }>(
    '/order/delete-many',
    {
      onRequest: app.guard({ roles: CLIENT_ROLES, page: PAGE, action: 'DELETE' }),
      schema: {
        tags: ['orders'],
        summary: 'Delete own orders not collected yet: all or nothing',
        description:
          'When any id is refused nothing is deleted and the answer lists `id: reason` for each refused ' +
          'one (order.not-found, order.already-collected): 404 when every refused id is unknown, else 409.',
        security,
        body: OrderIdsBody,
        response: { 200: CountResponse, ...guardedErrors, 409: Type.Ref('ErrorBody') },
      },
    },
    async (request) => deleteOrders(db, request.auth, request.body.ids),
  );

  // Literal paths, so a search for the URL finds its route.
  for (const [url, status] of [
    ['/order/api-orders/confirm', 'API_ORDER_CONFIRMED'],
    ['/order/api-orders/cancel', 'API_ORDER_CANCELLED'],
  ] as const)
    app.post<{ Body: Static<typeof OrderIdsBody> }>(
      url,
      {
        onRequest: app.guard({ roles: CLIENT_ROLES, page: PAGE, action: 'EDIT' }),
        schema: {
          tags: ['orders'],
          summary: `${status === 'API_ORDER_CONFIRMED' ? 'Confirm' : 'Cancel'} API orders waiting for the merchant: all or nothing`,
          description: `Adds ${status} to each order. Refused ids are listed as \`id: reason\` (order.not-found, order.not-api-pending).`,
          security,
          body: OrderIdsBody,
          response: { 200: CountResponse, ...guardedErrors, 409: Type.Ref('ErrorBody') },
        },
      },
      async (request) => decideApiOrders(db, request.auth, request.body.ids, status),
    );

  app.post<{ Body: Static<typeof OrderIdsBody> }>(
    '/order/duplicates/confirm',
    {
      onRequest: app.guard({ roles: CLIENT_ROLES, page: PAGE, action: 'EDIT' }),
      schema: {
        tags: ['orders'],
        summary: 'Keep orders flagged as duplicates: all or nothing',
        description:
          'An order with the recipient phone, COD and merchandise of one of the merchant\u2019s orders of ' +
          'the last 48 hours is created ORDER_DUPLICATED; this adds MANUAL_ORDER to each (deleting one is ' +
          'POST /v1/order/delete-many). Refused ids are listed as `id: reason` (order.not-found, ' +
          'order.not-duplicated).',
        security,
        body: OrderIdsBody,
        response: { 200: CountResponse, ...guardedErrors, 409: Type.Ref('ErrorBody') },
      },
    },
    async (request) => confirmDuplicates(db, request.auth, request.body.ids),
  );

  app.get<{ Params: Static<typeof ValidateExchangeParams> }>(
    '/order/validate-exchange/:orderId/:exchangeId',
    {
      onRequest: app.guard({ page: PAGE, staffPage: STAFF_PAGE }),
      schema: {
        tags: ['orders'],
        summary: 'May `exchangeId` be the order that `orderId` (0: a new order) replaces?',
        description:
          'VALID; ALREADY_IN_USE (already linked to this order: valid); HAS_RELATIONSHIP (replaced by ' +
          'another order: a warning); SAME_ORDER; NOT_DELIVERED. An unknown or another client\u2019s ' +
          'exchange order is 404 order.exchange.not-found.',
        security,
        params: ValidateExchangeParams,
        response: { 200: OrderLinkValidation, ...guardedErrors },
      },
      attachValidation: true,
    },
    async (request) => {
      if (request.validationError) throw badRequest('order.id.invalid');
      const { orderId, exchangeId } = request.params;
      return validateExchange(db, request.auth, Number(orderId), Number(exchangeId));
    },
  );

  app.get<{ Params: Static<typeof ValidateReturningParams> }>(
    '/order/validate-returning/:returningId',
    {
      onRequest: app.guard({ page: PAGE, staffPage: STAFF_PAGE }),
      schema: {
        tags: ['orders'],
        summary: 'May this returned order be taken back by a counter-exchange?',
        description:
          'VALID; ALREADY_IN_USE (taken back by another order: invalid); NOT_RETURNED. An unknown or ' +
          'another client\u2019s order is 404 order.returning.not-found.',
        security,
        params: ValidateReturningParams,
        response: { 200: OrderLinkValidation, ...guardedErrors },
      },
      attachValidation: true,
    },
    async (request) => {
      if (request.validationError) throw badRequest('order.id.invalid');
      return validateReturning(db, request.auth, Number(request.params.returningId));
    },
  );

  app.get<{ Params: Static<typeof PhoneParam> }>(
    '/order/refusal-risk/:phone',
    {
      onRequest: app.guard({ page: PAGE, staffPage: STAFF_PAGE }),
      schema: {
        tags: ['orders'],
        summary: 'Refusal risk of a recipient phone across every merchant (counts and level only)',
        security,
        params: PhoneParam,
        response: { 200: RefusalRiskSchema, ...guardedErrors },
      },
      attachValidation: true,
    },
    async (request) => {
      if (request.validationError) throw badRequest(`phone: ${ORDER_RULE_MESSAGES.phone}`);
      return getRefusalRisk(db, request.params.phone);
    },
  );

  app.get<{ Querystring: Static<typeof ExchangeResultsQuery> }>(
    '/order/exchange-results',
    {
      onRequest: app.guard({ page: PAGE, staffPage: STAFF_PAGE }),
      schema: {
        tags: ['orders'],
        summary: 'Exchange and counter-exchange orders with the order each replaces or takes back',
        security,
        querystring: ExchangeResultsQuery,
        response: { 200: ExchangeResultsPage, ...guardedErrors },
      },
    },
    async (request) => getExchangeResults(db, request.auth, request.query),
  );
}

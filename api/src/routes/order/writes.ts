import type { FastifyInstance } from 'fastify';
import type { Static } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  AddOrderBody,
  DeliveryCostBody,
  DeliveryCostResult,
  OrderCount,
  OrderDetail,
  OrderIdParam,
  OrderIdsBody,
  UpdateOrderBody,
} from '@wolvo/shared/contracts/orders';
import type { AppContext } from '../../context';
import { getOrderDetail } from '../../modules/orders/orders.service';
import {
  addOrder,
  confirmDuplicates,
  decideApiOrders,
  deleteOrders,
  updateOrder,
} from '../../modules/orders/order-writes.service';
import { ORDER_RULE_MESSAGES } from '@wolvo/shared/contracts/orders/rules';
import { updateDeliveryCost } from '../../modules/orders/delivery-cost.service';
import { badRequest } from '../../http-error';
import { idempotent } from '../../modules/idempotency';
import { CLIENT_ROLES, STAFF_ROLES } from '../../modules/auth/access';
import { conflictErrors } from '../common.schema';
import { orderFieldMessages } from './order-field-messages';
import { ORDERS_PAGE, STAFF_EDITS_PAGE } from './order-pages';

/** Create, edit (and the delivery cost), delete; confirm or cancel API orders; keep duplicates. */
export async function orderWriteRoutes(fastify: FastifyInstance, context: AppContext) {
  // Schemas and types from the orders' contract (@wolvo/shared/contracts/orders).
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = context;
  const now = () => context.clock?.() ?? new Date();
  const tags = ['orders'];

  app.post<{ Body: Static<typeof AddOrderBody> }>(
    '/order/add',
    {
      onRequest: app.guard({ roles: CLIENT_ROLES, page: ORDERS_PAGE, action: 'ADD', apiKey: true }),
      schema: {
        tags,
        summary: 'Create one order for one of the caller\u2019s companies',
        description:
          'From the dashboard (Bearer token; first movement MANUAL_ORDER) or from the merchant\u2019s shop ' +
          'with its API key in `x-api-key` (first movement API_ORDER_CREATED, source API). Delivery, return ' +
          'and exchange costs come from the client\u2019s contract. Invalid fields are listed as ' +
          '`field: message-key`. Example: `curl -X POST /api/v1/order/add -H "x-api-key: <key>" ' +
          '-H "content-type: application/json" -d @order.json`.',
        body: AddOrderBody,
        response: { 201: OrderDetail },
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

  app.put(
    '/order/edit/:id',
    {
      onRequest: app.guard({ page: ORDERS_PAGE, action: 'EDIT', staffPage: STAFF_EDITS_PAGE }),
      schema: {
        tags,
        summary: 'Edit an order (clients until collected; staff also its status)',
        params: OrderIdParam,
        body: UpdateOrderBody,
        response: { 200: OrderDetail, ...conflictErrors },
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

  app.put(
    '/order/edit/delivery-cost/:id',
    {
      onRequest: app.guard({
        roles: STAFF_ROLES,
        page: 'RECLAMATION_DELIVERY_COST',
        action: 'EDIT',
      }),
      schema: {
        tags,
        summary: "Set an order's delivery cost (staff), refused once a paid bill holds the order",
        description:
          'Integer millimes. 409 delivery-cost.bill-paid when the order is in a paid bill; a pending ' +
          "bill's net is computed again. The change is written to the order's audit trail.",
        params: OrderIdParam,
        body: DeliveryCostBody,
        response: { 200: DeliveryCostResult, ...conflictErrors },
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

  app.post(
    '/order/delete-many',
    {
      onRequest: app.guard({ roles: CLIENT_ROLES, page: ORDERS_PAGE, action: 'DELETE' }),
      schema: {
        tags,
        summary: 'Delete own orders not collected yet: all or nothing',
        description:
          'When any id is refused nothing is deleted and the answer lists `id: reason` for each refused ' +
          'one (order.not-found, order.already-collected): 404 when every refused id is unknown, else 409.',
        body: OrderIdsBody,
        response: { 200: OrderCount, ...conflictErrors },
      },
    },
    async (request) => deleteOrders(db, request.auth, request.body.ids),
  );

  // Literal paths, so a search for the URL finds its route.
  for (const [url, status] of [
    ['/order/api-orders/confirm', 'API_ORDER_CONFIRMED'],
    ['/order/api-orders/cancel', 'API_ORDER_CANCELLED'],
  ] as const)
    app.post(
      url,
      {
        onRequest: app.guard({ roles: CLIENT_ROLES, page: ORDERS_PAGE, action: 'EDIT' }),
        schema: {
          tags,
          summary: `${status === 'API_ORDER_CONFIRMED' ? 'Confirm' : 'Cancel'} API orders waiting for the merchant: all or nothing`,
          description: `Adds ${status} to each order. Refused ids are listed as \`id: reason\` (order.not-found, order.not-api-pending).`,
          body: OrderIdsBody,
          response: { 200: OrderCount, ...conflictErrors },
        },
      },
      async (request) => decideApiOrders(db, request.auth, request.body.ids, status),
    );

  app.post(
    '/order/duplicates/confirm',
    {
      onRequest: app.guard({ roles: CLIENT_ROLES, page: ORDERS_PAGE, action: 'EDIT' }),
      schema: {
        tags,
        summary: 'Keep orders flagged as duplicates: all or nothing',
        description:
          'An order with the recipient phone, COD and merchandise of one of the merchant\u2019s orders of ' +
          'the last 48 hours is created ORDER_DUPLICATED; this adds MANUAL_ORDER to each (deleting one is ' +
          'POST /v1/order/delete-many). Refused ids are listed as `id: reason` (order.not-found, ' +
          'order.not-duplicated).',
        body: OrderIdsBody,
        response: { 200: OrderCount, ...conflictErrors },
      },
    },
    async (request) => confirmDuplicates(db, request.auth, request.body.ids),
  );
}

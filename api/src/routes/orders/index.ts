import type { FastifyInstance } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import type { AppContext } from '../../app';
import {
  OrderDetail,
  OrderIdPrefixParam,
  OrderSearchHit,
} from '../../modules/orders/orders.schema';
import { getOrderDetail, searchOrders } from '../../modules/orders/orders.service';
import { badRequest } from '../../http-error';
import { guardedErrors } from '../common.schema';

/** Orders: header search and the order detail modal. */
export async function ordersRoutes(app: FastifyInstance, { db }: AppContext) {
  const security = [{ bearerAuth: [] }];
  app.get<{ Params: Static<typeof OrderIdPrefixParam> }>(
    '/order/get/search/:id',
    {
      onRequest: app.guard(),
      schema: {
        tags: ['orders'],
        summary: 'Orders whose id starts with the given digits (at most 10)',
        security,
        params: OrderIdPrefixParam,
        response: { 200: Type.Array(OrderSearchHit), ...guardedErrors },
      },
      // A non-numeric id is the spec's `order.id.invalid`, not a schema message.
      attachValidation: true,
    },
    async (request) => {
      if (request.validationError) throw badRequest('order.id.invalid');
      return searchOrders(db, request.auth, request.params.id);
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
      return getOrderDetail(db, request.auth, id);
    },
  );
}

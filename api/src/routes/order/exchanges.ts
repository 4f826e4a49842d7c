import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ExchangeResultsPage,
  ExchangeResultsQuery,
  OrderLinkValidation,
  PhoneParam,
  RefusalRisk,
  ValidateExchangeParams,
  ValidateReturningParams,
} from '@wolvo/shared/contracts/orders';
import type { AppContext } from '../../context';
import { getExchangeResults } from '../../modules/orders/orders.service';
import { validateExchange, validateReturning } from '../../modules/orders/order-writes.service';
import { ORDER_RULE_MESSAGES } from '@wolvo/shared/contracts/orders/rules';
import { getRefusalRisk } from '../../modules/orders/refusal-risk';
import { badRequest } from '../../http-error';
import { ORDERS_PAGE, STAFF_EDITS_PAGE } from './order-pages';

/** What the order form checks (an exchange's or counter-exchange's link, a phone's refusal risk) and the exchanges' list. */
export async function orderExchangeRoutes(fastify: FastifyInstance, { db }: AppContext) {
  // Schemas and types from the orders' contract (@wolvo/shared/contracts/orders).
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['orders'];

  app.get(
    '/order/validate-exchange/:orderId/:exchangeId',
    {
      onRequest: app.guard({ page: ORDERS_PAGE, staffPage: STAFF_EDITS_PAGE }),
      schema: {
        tags,
        summary: 'May `exchangeId` be the order that `orderId` (0: a new order) replaces?',
        description:
          'VALID; ALREADY_IN_USE (already linked to this order: valid); HAS_RELATIONSHIP (replaced by ' +
          'another order: a warning); SAME_ORDER; NOT_DELIVERED. An unknown or another client\u2019s ' +
          'exchange order is 404 order.exchange.not-found.',
        params: ValidateExchangeParams,
        response: { 200: OrderLinkValidation },
      },
      attachValidation: true,
    },
    async (request) => {
      if (request.validationError) throw badRequest('order.id.invalid');
      const { orderId, exchangeId } = request.params;
      return validateExchange(db, request.auth, Number(orderId), Number(exchangeId));
    },
  );

  app.get(
    '/order/validate-returning/:returningId',
    {
      onRequest: app.guard({ page: ORDERS_PAGE, staffPage: STAFF_EDITS_PAGE }),
      schema: {
        tags,
        summary: 'May this returned order be taken back by a counter-exchange?',
        description:
          'VALID; ALREADY_IN_USE (taken back by another order: invalid); NOT_RETURNED. An unknown or ' +
          'another client\u2019s order is 404 order.returning.not-found.',
        params: ValidateReturningParams,
        response: { 200: OrderLinkValidation },
      },
      attachValidation: true,
    },
    async (request) => {
      if (request.validationError) throw badRequest('order.id.invalid');
      return validateReturning(db, request.auth, Number(request.params.returningId));
    },
  );

  app.get(
    '/order/refusal-risk/:phone',
    {
      onRequest: app.guard({ page: ORDERS_PAGE, staffPage: STAFF_EDITS_PAGE }),
      schema: {
        tags,
        summary: 'Refusal risk of a recipient phone across every merchant (counts and level only)',
        params: PhoneParam,
        response: { 200: RefusalRisk },
      },
      attachValidation: true,
    },
    async (request) => {
      if (request.validationError) throw badRequest(`phone: ${ORDER_RULE_MESSAGES.phone}`);
      return getRefusalRisk(db, request.params.phone);
    },
  );

  app.get(
    '/order/exchange-results',
    {
      onRequest: app.guard({ page: ORDERS_PAGE, staffPage: STAFF_EDITS_PAGE }),
      schema: {
        tags,
        summary: 'Exchange and counter-exchange orders with the order each replaces or takes back',
        querystring: ExchangeResultsQuery,
        response: { 200: ExchangeResultsPage },
      },
    },
    async (request) => getExchangeResults(db, request.auth, request.query),
  );
}

import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppContext } from '../../context';
import { CLIENT_ROLES } from '../../modules/auth/access';
import {
  ClientHomeStatistics,
  OrderStats,
  StatisticsQuery,
  TurnoverStats,
} from '@wolvo/shared/contracts/statistics';
import {
  getClientHomeStatistics,
  getOrderStats,
  getOrderTurnoverStats,
  type StatisticsContext,
} from '../../modules/statistics/statistics.service';

const RANGE_HELP =
  'Days are UTC days (yyyy-MM-dd), both ends included. `compareFrom`/`compareTo` name a comparison ' +
  'range of the same length (`compareTo: date-picker.length-error` otherwise).';

/** The merchant's statistics: its home's widgets and the statistics pages (orders, turnover). */
export async function statisticsRoutes(
  fastify: FastifyInstance,
  { db, dialect, clock }: AppContext,
) {
  // Schemas and types from the statistics' contract (@wolvo/shared/contracts/statistics).
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['statistics'];
  const ctx: StatisticsContext = { db, dialect, now: clock ?? (() => new Date()) };

  app.get(
    '/statistics/getClientHomeStatistics',
    {
      onRequest: app.guard({ roles: CLIENT_ROLES, page: 'CLIENT_HOMEPAGE' }),
      schema: {
        tags,
        summary:
          "The client home's widgets: stock at the hub, API orders, delivery days, turnover, " +
          'delivered versus returned (7 days and the 7 before), payments, orders by source',
        description:
          'Stock, API orders to confirm and payments are as they are now; the rest covers the last 30 UTC days.',
        response: { 200: ClientHomeStatistics },
      },
    },
    async (request) => getClientHomeStatistics(ctx, request.auth),
  );

  app.get(
    '/statistics/getOrderStats',
    {
      onRequest: app.guard({ roles: CLIENT_ROLES, page: 'CLIENT_STATISTICS_ORDERS' }),
      schema: {
        tags,
        summary:
          'Orders created in a range by day and status group, average delivery days, orders by ' +
          'governorate, and the same for the comparison range',
        description: RANGE_HELP,
        querystring: StatisticsQuery,
        response: { 200: OrderStats },
      },
    },
    async (request) => getOrderStats(ctx, request.auth, request.query),
  );

  app.get(
    '/statistics/getOrderTurnoverStats',
    {
      onRequest: app.guard({ roles: CLIENT_ROLES, page: 'CLIENT_STATISTICS_TURNOVER' }),
      schema: {
        tags,
        summary:
          'Turnover (cash on delivery of the orders delivered) of a range by day and governorate, ' +
          'and the same for the comparison range',
        description: RANGE_HELP,
        querystring: StatisticsQuery,
        response: { 200: TurnoverStats },
      },
    },
    async (request) => getOrderTurnoverStats(ctx, request.auth, request.query),
  );
}

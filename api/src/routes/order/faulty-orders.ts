import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { API_MESSAGES } from '@wolvo/shared/contracts';
import type { AppContext } from '../../context';
import { STAFF_ROLES } from '../../modules/auth/access';
import { checkSelectedOrders } from '../../modules/orders/orders-export';
import { findFaultyOrders } from '../../modules/reports/faulty-orders';
import { exportFaultyOrders } from '../../modules/reports/reports-export';
import {
  FaultyOrdersExportQuery,
  FaultyOrdersPage,
  FaultyOrdersQuery,
} from '@wolvo/shared/contracts/order-report';
import { XLSX_TYPE } from '../../modules/spreadsheets/xlsx-export';
import { xlsxFileResponse } from '../common.schema';
import { idListOf, stamp } from './pdf-route';

/** The staff report screen. */
const STAFF_PAGE = 'RECLAMATION_REPORT';

/**
 * The faulty orders of the staff report screen (spec section 7) and their export: `/order/...` paths, so
 * under routes/order; their schemas are the reports' contract (`orderReportApi.faultyOrders`).
 */
export async function faultyOrdersRoutes(fastify: FastifyInstance, context: AppContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = context;
  const now = () => context.clock?.() ?? new Date();
  const tags = ['reports'];

  app.get(
    '/order/findAllOrdersWithProblems',
    {
      onRequest: app.guard({ roles: STAFF_ROLES, page: STAFF_PAGE }),
      schema: {
        tags,
        summary: 'Faulty orders (returned, stuck at the hub, damaged or lost, delayed, reported)',
        description:
          'Newest first. `problemType` ALL lists every faulty order, RETURNED the returned ones, ' +
          'STILL_COLLECTED those at the hub for more than 3 days. `summary` counts each type and sums its ' +
          'COD (millimes) under every filter but `problemType`. Positions come from the movements.',
        querystring: FaultyOrdersQuery,
        response: { 200: FaultyOrdersPage },
      },
    },
    async (request) => findFaultyOrders(db, request.query, now()),
  );

  app.get(
    '/order/findAllOrdersWithProblems/export',
    {
      onRequest: app.guard({ roles: STAFF_ROLES, page: STAFF_PAGE }),
      schema: {
        tags,
        summary:
          'Every faulty order under the filters, or the selected ones, as an Excel file (wolvo-faulty-orders)',
        description:
          'With `ids` (the selected rows) those faulty orders, the filters aside: 404 ' +
          '`<id>: order.not-found` for an unknown order, 400 `order.id.invalid` for a malformed list.',
        querystring: FaultyOrdersExportQuery,
        response: xlsxFileResponse,
      },
      attachValidation: true,
    },
    async (request, reply) => {
      const { lang, ids, ...filters } = request.query;
      // Throws the translated key of any invalid field first.
      const list = idListOf(request, ids, {
        invalid: API_MESSAGES.orderIdInvalid,
        tooMany: API_MESSAGES.exportTooManySelected,
      });
      const filter = ids ? { ids: await checkSelectedOrders(db, request.auth, list) } : filters;
      const name = `wolvo-faulty-orders-${stamp(new Date().toISOString())}.xlsx`;
      return reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(exportFaultyOrders(db, filter, lang ?? 'fr', now()));
    },
  );
}

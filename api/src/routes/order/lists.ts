import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { API_MESSAGES, DEFAULT_LANGUAGE, parseOrderSearch } from '@wolvo/shared/contracts';
import {
  OrderDetail,
  OrderIdPrefixParam,
  OrderSearchHits,
  OrderSearchParam,
  OrdersExportQuery,
  OrdersOfTheDayPage,
  OrdersOfTheDayQuery,
} from '@wolvo/shared/contracts/orders';
import type { AppContext } from '../../context';
import { trackingUrlOf } from '../../modules/slips/tracking';
import {
  checkSelectedOrders,
  exportOrdersOfTheDay,
  MAX_EXPORT_ROWS,
} from '../../modules/orders/orders-export';
import {
  getOrderDetail,
  getOrdersOfTheDay,
  searchOrders,
} from '../../modules/orders/orders.service';
import { XLSX_TYPE } from '../../modules/spreadsheets/xlsx-export';
import { badRequest } from '../../http-error';
import { xlsxFileResponse } from '../common.schema';
import { idListOf, stamp } from './pdf-route';
import { ORDERS_PAGE, STAFF_EDITS_PAGE } from './order-pages';

/** The header search, an order's detail, the merchant's daily list and its Excel export. */
export async function orderListRoutes(fastify: FastifyInstance, { db, config }: AppContext) {
  // Schemas and types from the orders' contract (@wolvo/shared/contracts/orders).
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['orders'];

  app.get(
    '/order/get/search/:id',
    {
      onRequest: app.guard(),
      schema: {
        tags,
        summary: 'Orders whose id, slip code, partner code or recipient phone starts with the text',
        description:
          'At most 10, exact matches first, within the caller\u2019s tenant. A phone may carry spaces and ' +
          'a +216 / 00216 prefix. Text that can be none of these gives `client.id.invalid-type`.',
        params: OrderSearchParam,
        response: { 200: OrderSearchHits },
      },
      attachValidation: true,
    },
    async (request) => {
      const terms = request.validationError ? null : parseOrderSearch(request.params.id);
      if (!terms) throw badRequest('client.id.invalid-type');
      return searchOrders(db, request.auth, terms);
    },
  );

  app.get(
    '/order/get/search-for-id/:id',
    {
      onRequest: app.guard(),
      schema: {
        tags,
        summary: 'One order with everything the detail modal shows',
        params: OrderIdPrefixParam,
        response: { 200: OrderDetail },
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

  app.get(
    '/order/getOrdersOfTheDay',
    {
      onRequest: app.guard({ page: ORDERS_PAGE, staffPage: STAFF_EDITS_PAGE }),
      schema: {
        tags,
        summary:
          "The merchant's working list: the dates given, or today's orders plus every order not collected yet",
        description:
          'Search matches the id, code, partner code, phone or recipient name. `summary` counts orders per ' +
          'status under every filter except `status`, so the status chips keep their numbers. Staff may ' +
          'pass `clientId`; a client always sees its own orders.',
        querystring: OrdersOfTheDayQuery,
        response: { 200: OrdersOfTheDayPage },
      },
    },
    async (request) => getOrdersOfTheDay(db, request.auth, request.query),
  );

  app.get(
    '/order/export',
    {
      onRequest: app.guard({ page: ORDERS_PAGE, staffPage: STAFF_EDITS_PAGE }),
      schema: {
        tags,
        summary: 'The orders of the day as filtered, every page, as an Excel file (.xlsx)',
        description:
          `The list's filters without paging, at most ${MAX_EXPORT_ROWS.toLocaleString('en')} rows, written ` +
          'as a stream: a title with the period, the header in `lang`, one row per order; dates as ' +
          'spreadsheet dates, prices in dinars as numbers. With `ids` (the selected rows) exactly those ' +
          'orders, the other filters aside: each must be the caller\u2019s (404 `<id>: order.not-found`); ' +
          'a malformed list answers 400 `order.id.invalid`, more than 1,000 ids `export.too-many-selected`.',
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
}

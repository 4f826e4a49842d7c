import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { VoucherQuery } from '@wolvo/shared/contracts/pickups';
import type { AppContext } from '../../context';
import { PdfResponse } from '../../modules/slips/slips.schema';
import { printVouchers } from '../../modules/slips/slips.service';
import type { SlipLang } from '../../modules/slips/tracking';
import { conflictErrors } from '../common.schema';
import { pdfOrderIds, sendPdf } from './pdf-route';

/** The orders page the order routes answer to, and the staff page (see order-pages.ts). */
export const PAGE = 'ORDERS_ORDER_OF_THE_DAY';
export const STAFF_PAGE = 'RECLAMATION_EDITS';

/** GET /v1/order/voucher: the delivery slips of the given orders, as one PDF. */
export async function voucherRoute(fastify: FastifyInstance, { db, config }: AppContext) {
  // The query's schema from the pickups' contract (@wolvo/shared/contracts/pickups).
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/order/voucher',
    {
      onRequest: app.guard({ page: PAGE, staffPage: STAFF_PAGE }),
      schema: {
        tags: ['orders'],
        summary: 'Delivery slips of the given orders, one PDF (all or nothing)',
        description:
          'One slip per order, in the order given: Code 128 barcode and text of the order code, a QR code ' +
          'of the recipient\u2019s tracking link, sender, recipient, COD in DT, marks, merchandise, note. ' +
          'A client prints its own orders, staff any. The first print adds READY, a reprint ' +
          'PRINTED_N_TIMES (clearing ORDER_EDITED); every print counts. Refused ids are listed as ' +
          '`id: reason` (order.not-found, order.cannot-print-unconfirmed, order.cannot-print-cancelled): ' +
          '404 when all are unknown, else 409, and nothing is printed.',
        querystring: VoucherQuery,
        response: { 200: PdfResponse, ...conflictErrors },
      },
      attachValidation: true,
    },
    async (request, reply) => {
      const ids = pdfOrderIds(request, request.query.ids);
      const { pdf } = await printVouchers(
        db,
        request.auth,
        {
          ids,
          layout: request.query.layout,
          lang: request.query.lang as SlipLang,
        },
        config,
      );
      return sendPdf(reply, 'wolvo-slips', pdf);
    },
  );
}

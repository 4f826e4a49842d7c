import type { FastifyInstance } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { VOUCHER_MAX_ORDERS, type VoucherLayout } from '@wolvo/shared/contracts';
import type { AppContext } from '../../app';
import { badRequest } from '../../http-error';
import { PdfResponse, VoucherQuery } from '../../modules/slips/slips.schema';
import { printVouchers } from '../../modules/slips/slips.service';
import type { SlipLang } from '../../modules/slips/tracking';
import { guardedErrors } from '../common.schema';

/** The orders page the order routes answer to, and the staff page (see routes/orders). */
export const PAGE = 'ORDERS_ORDER_OF_THE_DAY';
export const STAFF_PAGE = 'RECLAMATION_EDITS';

// 2026-11-24T09:05:31.000Z -> 20261124-0905
export const stamp = (iso: string) => iso.slice(0, 16).replace(/[-:]/g, '').replace('T', '-');

/** GET /v1/order/voucher: the delivery slips of the given orders, as one PDF. */
export async function voucherRoute(app: FastifyInstance, { db, config }: AppContext) {
  app.get<{ Querystring: Static<typeof VoucherQuery> }>(
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
        security: [{ bearerAuth: [] }],
        querystring: VoucherQuery,
        response: { 200: PdfResponse, ...guardedErrors, 409: Type.Ref('ErrorBody') },
      },
      attachValidation: true,
    },
    async (request, reply) => {
      if (request.validationError) {
        const field = request.validationError.validation[0]?.instancePath.replace(/^\//, '');
        throw badRequest(
          !field || field === 'ids' ? 'order.id.invalid' : `${field}: value.invalid`,
        );
      }
      const ids = request.query.ids.split(',').map(Number);
      if (new Set(ids).size > VOUCHER_MAX_ORDERS) throw badRequest('voucher.too-many-orders');
      const { pdf } = await printVouchers(
        db,
        request.auth,
        {
          ids,
          layout: request.query.layout as VoucherLayout,
          lang: request.query.lang as SlipLang,
        },
        config,
      );
      const name = `wolvo-slips-${stamp(new Date().toISOString())}.pdf`;
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
}

import type { FastifyInstance } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { VOUCHER_MAX_ORDERS } from '@wolvo/shared/contracts';
import type { AppContext } from '../../app';
import { badRequest } from '../../http-error';
import { printManifest } from '../../modules/slips/manifest.service';
import { ManifestQuery, PdfResponse } from '../../modules/slips/slips.schema';
import type { SlipLang } from '../../modules/slips/tracking';
import { guardedErrors } from '../common.schema';
import { PAGE, STAFF_PAGE, stamp } from './voucher';

/** GET /v1/order/manifest: the pickup manifest of the given orders, as one PDF. */
export async function manifestRoute(app: FastifyInstance, { db, config }: AppContext) {
  app.get<{ Querystring: Static<typeof ManifestQuery> }>(
    '/order/manifest',
    {
      onRequest: app.guard({ page: PAGE, staffPage: STAFF_PAGE }),
      schema: {
        tags: ['orders'],
        summary: 'Pickup manifest of the given orders, one PDF (all or nothing)',
        description:
          'For the courier who collects the parcels: provider, merchant, date, one row per order (code, ' +
          'recipient, governorate and delegation, phone, COD in DT, note), the parcel count and the COD ' +
          'total, signature boxes for the merchant and the courier. Changes no order. An empty selection ' +
          'answers 400 `manifest.no-items`; refused ids are listed as `id: reason` like the slips ' +
          '(404 when all are unknown, else 409).',
        security: [{ bearerAuth: [] }],
        querystring: ManifestQuery,
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
      const ids = request.query.ids ? request.query.ids.split(',').map(Number) : [];
      if (ids.length === 0) throw badRequest('manifest.no-items');
      if (new Set(ids).size > VOUCHER_MAX_ORDERS) throw badRequest('voucher.too-many-orders');
      const { pdf } = await printManifest(
        db,
        request.auth,
        { ids, lang: (request.query.lang ?? 'fr') as SlipLang },
        config,
      );
      const name = `wolvo-manifest-${stamp(new Date().toISOString())}.pdf`;
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
}

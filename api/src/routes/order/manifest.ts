import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ManifestQuery } from '@wolvo/shared/contracts/pickups';
import type { AppContext } from '../../context';
import { badRequest } from '../../http-error';
import { printManifest } from '../../modules/slips/manifest.service';
import { PdfResponse } from '../../modules/slips/slips.schema';
import type { SlipLang } from '../../modules/slips/tracking';
import { conflictErrors } from '../common.schema';
import { pdfOrderIds, sendPdf } from './pdf-route';
import { PAGE, STAFF_PAGE } from './voucher';

/**
 * Staff print a manifest from reclamation edits (any order) and from the pickup of the day (the parcels
 * collected): either page lets them in. Merchants need the orders page, as for their slips.
 */
const MANIFEST_STAFF_PAGES = [STAFF_PAGE, 'COMMERCIAL_PICKUP'] as const;

/** GET /v1/order/manifest: the pickup manifest of the given orders, as one PDF. */
export async function manifestRoute(fastify: FastifyInstance, { db, config }: AppContext) {
  // The query's schema from the pickups' contract (@wolvo/shared/contracts/pickups).
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/order/manifest',
    {
      onRequest: app.guard({ page: PAGE, staffPage: MANIFEST_STAFF_PAGES }),
      schema: {
        tags: ['orders'],
        summary: 'Pickup manifest of the given orders, one PDF (all or nothing)',
        description:
          'For the courier who collects the parcels: provider, merchant, date, one row per order (code, ' +
          'recipient, governorate and delegation, phone, COD in DT, note), the parcel count and the COD ' +
          'total, signature boxes for the merchant and the courier. Changes no order. An empty selection ' +
          'answers 400 `manifest.no-items`; refused ids are listed as `id: reason` like the slips ' +
          '(404 when all are unknown, else 409).',
        querystring: ManifestQuery,
        response: { 200: PdfResponse, ...conflictErrors },
      },
      attachValidation: true,
    },
    async (request, reply) => {
      const ids = pdfOrderIds(request, request.query.ids);
      if (ids.length === 0) throw badRequest('manifest.no-items');
      const { pdf } = await printManifest(
        db,
        request.auth,
        { ids, lang: (request.query.lang ?? 'fr') as SlipLang },
        config,
      );
      return sendPdf(reply, 'wolvo-manifest', pdf);
    },
  );
}

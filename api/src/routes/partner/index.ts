import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { PARTNER_FEED_MESSAGES, PARTNER_KEY_HEADER } from '@wolvo/shared/contracts';
import {
  PartnerStatusUpdatesBody,
  PartnerStatusUpdatesResponse,
} from '@wolvo/shared/contracts/partners';
import type { AppContext } from '../../context';
import { applyPartnerUpdates, partnerOfKey } from '../../modules/delivery-companies/partner-feed';

/** Each delivery partner pushes its parcels' statuses with its own key (registered by routes/delivery-company). */
export async function partnerFeedRoutes(fastify: FastifyInstance, { db }: AppContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // The partner a feed request was authenticated as, from its onRequest hook to its handler.
  const partnerIds = new WeakMap<FastifyRequest, number>();

  app.post(
    '/partner/status-updates',
    {
      // The partner's key is checked before the body is read, as the guard does for users.
      onRequest: async (request) => {
        const key = request.headers[PARTNER_KEY_HEADER];
        partnerIds.set(request, await partnerOfKey(db, typeof key === 'string' ? key : undefined));
      },
      schema: {
        tags: ['delivery-companies'],
        summary: "A delivery partner's parcel status changes (its own key in x-partner-key)",
        description:
          'At most 500 updates, applied in one transaction in the order sent. Each answer says accepted, ' +
          'duplicate (an idempotency key already sent: nothing changes) or refused with a reason: ' +
          `${Object.values(PARTNER_FEED_MESSAGES).slice(0, 3).join(', ')}.`,
        security: [{ partnerKey: [] }],
        body: PartnerStatusUpdatesBody,
        response: {
          200: PartnerStatusUpdatesResponse,
          400: Type.Ref('ErrorBody'),
          401: Type.Ref('ErrorBody'),
        },
      },
    },
    async (request) => ({
      results: await applyPartnerUpdates(db, partnerIds.get(request)!, request.body.updates),
    }),
  );
}

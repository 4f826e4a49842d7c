import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  TrackingChoiceBody,
  TrackingTokenParam,
  TrackingView,
} from '@wolvo/shared/contracts/tracking';
import type { AppContext } from '../../context';
import { getTracking, makeTrackingChoice } from '../../modules/tracking/tracking.service';
import { perAddress, publicErrors } from '../common.schema';

/**
 * The recipient's tracking page behind each slip's QR code: public (the token is the credential),
 * rate-limited per address, and answering the same 404 for an unknown, forged or deleted order.
 */
export async function trackingRoutes(fastify: FastifyInstance, { db, config }: AppContext) {
  // Schemas and types from the tracking's contract (@wolvo/shared/contracts/tracking).
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['tracking'];

  app.get(
    '/track/:token',
    {
      config: perAddress(config.publicRateLimit * 6),
      schema: {
        tags,
        summary: "A parcel as its recipient may see it (public: the slip's QR code token)",
        description:
          'Company, code, timeline, expected days, amount due, can-open and fragile, governorate and ' +
          "delegation. Never the recipient's address, phones or another order. 404 track.not-found.",
        params: TrackingTokenParam,
        response: { 200: TrackingView, ...publicErrors },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return getTracking(db, request.params.token, config);
    },
  );

  app.post(
    '/track/:token/choice',
    {
      config: perAddress(config.publicRateLimit),
      schema: {
        tags,
        summary: 'The recipient picks a delivery day or refuses the parcel (public, once a day)',
        description:
          "DAY needs `day`, one of the answer's `choiceDays`; REFUSE ignores it. `note` (≤ 200 " +
          'characters) goes to the courier. Refused: track.choice.day-invalid, ' +
          'track.choice.note-too-long (400), track.choice.closed, track.choice.already-made (409).',
        params: TrackingTokenParam,
        body: TrackingChoiceBody,
        response: { 200: TrackingView, ...publicErrors },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return makeTrackingChoice(db, request.params.token, request.body, config);
    },
  );
}

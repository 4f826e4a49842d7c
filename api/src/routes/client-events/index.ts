import type { FastifyInstance } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { CLIENT_EVENT_KINDS, CLIENT_EVENT_LIMITS } from '@wolvo/shared/contracts';
import type { AppContext } from '../../context';
import type { AuthContext } from '../../modules/auth/access';

const { name, page, message, versions } = CLIENT_EVENT_LIMITS;
/** A remote's or a build's name: letters, digits and `_.-` only, so a log line reads plainly. */
const Name = Type.String({ minLength: 1, maxLength: name, pattern: '^[A-Za-z0-9_.-]+$' });
/** Package name to a version or a range. */
const Versions = Type.Record(Type.String(), Type.String({ maxLength: name }), {
  maxProperties: versions,
  propertyNames: { maxLength: name },
});

export const ClientEventBodySchema = Type.Object(
  {
    remote: Name,
    kind: Type.Union(CLIENT_EVENT_KINDS.map((kind) => Type.Literal(kind))),
    build: Type.Optional(Name),
    page: Type.Optional(Type.String({ maxLength: page })),
    needs: Type.Optional(Versions),
    provided: Type.Optional(Versions),
    message: Type.Optional(Type.String({ maxLength: message })),
  },
  { additionalProperties: false },
);
export type ClientEventBodySchema = Static<typeof ClientEventBodySchema>;

/**
 * What browsers report about the remotes they could not use (issue #40): a remote built for other
 * versions than the shell provides, one that did not load, one that threw. Nothing is stored: each report
 * is one warn line of the server's log, with structured fields (`clientEvent`, `userId`), for staff.
 */
export async function clientEventsRoutes(app: FastifyInstance, { config }: AppContext) {
  app.post<{ Body: ClientEventBodySchema }>(
    '/client-events',
    {
      // Public pages load remotes too: open to all, with the caller recorded when signed in.
      onRequest: app.identify(),
      config: {
        // A page reports each remote, build and kind once: a few per page load, per address.
        rateLimit: {
          max: config.publicRateLimit * 3,
          timeWindow: '1 minute',
          keyGenerator: (r: { ip: string }) => r.ip,
        },
      },
      schema: {
        tags: ['client-events'],
        summary: 'A browser reports a remote it could not use (public; signed-in callers recorded)',
        description:
          'kind: skew (its declared needs do not match what the shell provides: it was not loaded), ' +
          'load (it did not load), render (it threw while rendering), declaration (its declaration was ' +
          'refused). Logged at warn for staff; nothing is stored. A token is optional: an invalid one ' +
          'counts as none. Rate-limited per address (429).',
        security: [{}, { bearerAuth: [] }],
        body: ClientEventBodySchema,
        response: {
          204: Type.Null({ description: 'Logged' }),
          400: Type.Ref('ErrorBody'),
          429: Type.Ref('ErrorBody'),
        },
      },
    },
    async (request, reply) => {
      const auth = request.auth as AuthContext | null;
      request.log.warn(
        {
          clientEvent: request.body,
          userId: auth?.id ?? null,
          role: auth?.role ?? null,
          userAgent: request.headers['user-agent']?.slice(0, 200) ?? null,
        },
        `client-event: remote ${request.body.remote} ${request.body.kind}`,
      );
      return reply.code(204).send();
    },
  );
}

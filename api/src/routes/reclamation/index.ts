import type { FastifyInstance } from 'fastify';
import type { Static } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  AddReclamationBody,
  AnswerReclamationBody,
  Reclamation,
  ReclamationsPage,
  ReclamationsQuery,
  ReporterParams,
  ResolverParams,
} from '@wolvo/shared/contracts/reclamation';
import type { AppContext } from '../../context';
import { CLIENT_ROLES, STAFF_ROLES } from '../../modules/auth/access';
import {
  addReclamation,
  reclamationOf,
  answerReclamation,
  listReclamations,
} from '../../modules/reclamations/reclamations.service';
import { idempotent } from '../../modules/idempotency';

/** Reclamations: a client files one (about an order or general), staff answer and close it. */
export async function reclamationsRoutes(fastify: FastifyInstance, { db }: AppContext) {
  // Schemas and types from the reclamations' contract (@wolvo/shared/contracts/reclamation).
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['reclamations'];

  // `idempotent` wraps the handler, so the request's types are named here.
  app.post<{ Params: Static<typeof ReporterParams>; Body: Static<typeof AddReclamationBody> }>(
    '/reclamation/:reporterId/add',
    {
      onRequest: app.guard({ roles: CLIENT_ROLES, page: 'RECLAMATION_WOLVO', action: 'ADD' }),
      schema: {
        tags,
        summary: 'A client files a reclamation, about one of its orders (id or code) or general',
        description:
          '`reporterId` must be the caller (else 404 `user.not-found`). An order that is not the ' +
          "caller's answers 404 `orderId: order.not-found` / `orderCode: order.not-found`. Staff who " +
          'may open the inbox get ADD_RECLAMATION.',
        params: ReporterParams,
        body: AddReclamationBody,
        response: { 201: Reclamation },
      },
    },
    idempotent(
      db,
      {
        status: 201,
        replay: (request, result) => reclamationOf(db, request.auth, (result as { id: number }).id),
      },
      async (request) => {
        return addReclamation(db, request.auth, Number(request.params.reporterId), request.body);
      },
    ),
  );

  app.get(
    '/reclamation/get-reported',
    {
      onRequest: app.guard({ page: 'RECLAMATION_WOLVO', staffPage: 'RECLAMATION_INBOX' }),
      schema: {
        tags,
        summary: 'Reclamations: staff see all (filters, paging), a client sees its own',
        description: 'Open ones first, then newest first. `clientId` is ignored for a client.',
        querystring: ReclamationsQuery,
        response: { 200: ReclamationsPage },
      },
    },
    async (request) => listReclamations(db, request.auth, request.query),
  );

  app.put(
    '/reclamation/:resolverId/edit/:reclamationId',
    {
      onRequest: app.guard({ roles: STAFF_ROLES, page: 'RECLAMATION_INBOX', action: 'EDIT' }),
      schema: {
        tags,
        summary: 'Staff answer a reclamation and close it (status RESOLVED unless told OPEN)',
        description:
          '`resolverId` must be the caller (else 404 `user.not-found`). The client gets ' +
          'UPDATE_RECLAMATION.',
        params: ResolverParams,
        body: AnswerReclamationBody,
        response: { 200: Reclamation },
      },
    },
    async (request) =>
      answerReclamation(
        db,
        request.auth,
        Number(request.params.resolverId),
        Number(request.params.reclamationId),
        request.body,
      ),
  );
}

import type { FastifyInstance } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { RECLAMATION_STATES, RECLAMATION_TEXT_MAX } from '@wolvo/shared/contracts';
import type { AppContext } from '../../context';
import { CLIENT_ROLES, STAFF_ROLES } from '../../modules/auth/access';
import {
  addReclamation,
  reclamationOf,
  answerReclamation,
  listReclamations,
} from '../../modules/reclamations/reclamations.service';
import { guardedErrors } from '../common.schema';
import { idempotent } from '../../modules/idempotency';

const Int = Type.Integer();
const PathId = Type.String({ pattern: '^[1-9][0-9]{0,9}$' });
const NullableString = Type.Union([Type.String(), Type.Null()]);
const NullableInt = Type.Union([Int, Type.Null()]);
const State = Type.Union(RECLAMATION_STATES.map((s) => Type.Literal(s)));
const Text = Type.String({ minLength: 1, maxLength: RECLAMATION_TEXT_MAX });

const Reclamation = Type.Object({
  id: Int,
  status: State,
  description: Type.String(),
  response: NullableString,
  orderId: NullableInt,
  orderCode: NullableString,
  clientId: Int,
  clientName: Type.String(),
  company: Type.String(),
  reporterId: Int,
  reporterUsername: Type.String(),
  resolverId: NullableInt,
  resolverUsername: NullableString,
  responsibleClientId: NullableInt,
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
const ReclamationsPage = Type.Object({
  items: Type.Array(Reclamation),
  page: Int,
  total: Int,
  totalPages: Int,
});
const ListQuery = Type.Object(
  {
    offset: Type.Integer({ minimum: 0, default: 0 }),
    limit: Type.Integer({ minimum: 1, maximum: 100, default: 10 }),
    status: Type.Optional(State),
    clientId: Type.Optional(Type.Integer({ minimum: 1, description: 'Staff only' })),
    id: Type.Optional(
      Type.Integer({ minimum: 1, description: 'One reclamation (a notification)' }),
    ),
    search: Type.Optional(Type.String({ maxLength: 100 })),
  },
  { additionalProperties: false },
);
const AddBody = Type.Object(
  {
    description: Text,
    orderId: Type.Optional(Type.Integer({ minimum: 1 })),
    orderCode: Type.Optional(Type.String({ maxLength: 40 })),
  },
  { additionalProperties: false },
);
const AnswerBody = Type.Object(
  { response: Text, status: Type.Optional(State) },
  { additionalProperties: false },
);
const ReporterParams = Type.Object({ reporterId: PathId });
const ResolverParams = Type.Object({ resolverId: PathId, reclamationId: PathId });

/** Reclamations: a client files one (about an order or general), staff answer and close it. */
export async function reclamationsRoutes(app: FastifyInstance, { db }: AppContext) {
  const tags = ['reclamations'];
  const security = [{ bearerAuth: [] }];

  app.post<{ Params: Static<typeof ReporterParams>; Body: Static<typeof AddBody> }>(
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
        security,
        params: ReporterParams,
        body: AddBody,
        response: { 201: Reclamation, ...guardedErrors },
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

  app.get<{ Querystring: Static<typeof ListQuery> }>(
    '/reclamation/get-reported',
    {
      onRequest: app.guard({ page: 'RECLAMATION_WOLVO', staffPage: 'RECLAMATION_INBOX' }),
      schema: {
        tags,
        summary: 'Reclamations: staff see all (filters, paging), a client sees its own',
        description: 'Open ones first, then newest first. `clientId` is ignored for a client.',
        security,
        querystring: ListQuery,
        response: { 200: ReclamationsPage, ...guardedErrors },
      },
    },
    async (request) => listReclamations(db, request.auth, request.query),
  );

  app.put<{ Params: Static<typeof ResolverParams>; Body: Static<typeof AnswerBody> }>(
    '/reclamation/:resolverId/edit/:reclamationId',
    {
      onRequest: app.guard({ roles: STAFF_ROLES, page: 'RECLAMATION_INBOX', action: 'EDIT' }),
      schema: {
        tags,
        summary: 'Staff answer a reclamation and close it (status RESOLVED unless told OPEN)',
        description:
          '`resolverId` must be the caller (else 404 `user.not-found`). The client gets ' +
          'UPDATE_RECLAMATION.',
        security,
        params: ResolverParams,
        body: AnswerBody,
        response: { 200: Reclamation, ...guardedErrors },
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

import type { FastifyInstance } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { FAILED_PICKUP_KINDS, PICKUP_STATES } from '@wolvo/shared/contracts';
import type { AppContext } from '../../context';
import { CLIENT_ROLES, STAFF_ROLES } from '../../modules/auth/access';
import {
  collectPickup,
  listClientPickups,
  listPickupsOfTheDay,
  requestPickup,
  requestedPickup,
} from '../../modules/orders/pickups.service';
import { listFailedPickups } from '../../modules/orders/failed-pickups';
import { guardedErrors, IdParam } from '../common.schema';
import { idempotent } from '../../modules/idempotency';

const Int = Type.Integer();
const Nullable = (t: ReturnType<typeof Type.String>) => Type.Union([Type.Null(), t]);
const State = Type.Union(PICKUP_STATES.map((s) => Type.Literal(s)));
const ClientPickupFields = {
  id: Int,
  state: State,
  createdAt: Type.String(),
  collectedAt: Nullable(Type.String()),
  parcels: Int,
  cod: Type.Integer({ description: 'Cash to collect on the parcels, in millimes' }),
};
const ClientPickup = Type.Object(ClientPickupFields);
const StaffPickup = Type.Object({
  ...ClientPickupFields,
  clientId: Int,
  clientName: Type.String(),
  company: Type.String(),
  pickupAddress: Nullable(Type.String()),
  delegation: Nullable(Type.String()),
  city: Nullable(Type.String()),
  phone1: Nullable(Type.String()),
  phone2: Nullable(Type.String()),
  orders: Type.Array(
    Type.Object({
      id: Int,
      code: Type.String(),
      recipientName: Type.String(),
      price: Type.Integer({ description: 'COD in millimes' }),
      status: Type.String(),
      collectedAt: Nullable(Type.String({ description: 'null while the parcel waits' })),
    }),
  ),
});
const CollectBody = Type.Object(
  {
    ids: Type.Optional(
      Type.Array(Type.Integer({ minimum: 1 }), {
        minItems: 1,
        maxItems: 1000,
        description: 'The parcels collected; without it, all those still waiting',
      }),
    ),
  },
  { additionalProperties: false },
);
const FailedPickupOrder = Type.Object({
  id: Int,
  code: Type.String(),
  status: Type.String(),
  recipientName: Type.String(),
  price: Type.Integer({ description: 'COD in millimes' }),
});
const ClientFailedPickups = Type.Object({
  clientId: Int,
  clientName: Type.String(),
  company: Type.String(),
  pickupAddress: Nullable(Type.String()),
  delegation: Nullable(Type.String()),
  city: Nullable(Type.String()),
  phone1: Nullable(Type.String()),
  phone2: Nullable(Type.String()),
  requests: Type.Array(
    Type.Object({
      id: Int,
      kind: Type.Union(FAILED_PICKUP_KINDS.map((k) => Type.Literal(k))),
      createdAt: Type.String(),
      collectedAt: Nullable(Type.String()),
      parcels: Int,
      orders: Type.Array(FailedPickupOrder),
    }),
  ),
});
const Page = <T extends ReturnType<typeof Type.Object>>(item: T) =>
  Type.Object({ items: Type.Array(item), page: Int, total: Int, totalPages: Int });
const Paging = {
  offset: Type.Integer({ minimum: 0, default: 0 }),
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 10 }),
};
const PagingQuery = Type.Object(Paging, { additionalProperties: false });
const DayQuery = Type.Object(
  { ...Paging, day: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })) },
  { additionalProperties: false },
);
const RequestBody = Type.Object(
  { ids: Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 1000 }) },
  { additionalProperties: false },
);

/** Pickups: the merchant asks for its printed parcels to be picked up; staff collect them. */
export async function pickupRoutes(app: FastifyInstance, { db, clock }: AppContext) {
  const tags = ['pickups'];
  const security = [{ bearerAuth: [] }];

  app.post<{ Body: Static<typeof RequestBody> }>(
    '/order/pickup-request',
    {
      onRequest: app.guard({ roles: CLIENT_ROLES, page: 'ORDERS_PICKUPS', action: 'ADD' }),
      schema: {
        tags,
        summary: 'Ask for printed parcels to be picked up (all or nothing); they await collection',
        description:
          'An empty selection answers `ids: pickup.no-orders`. Each refused order is named ' +
          '`id: reason` (order.not-found, order.not-printed, order.pickup-already-requested, ' +
          'order.already-collected) and nothing is asked.',
        security,
        body: RequestBody,
        response: { 201: ClientPickup, 409: Type.Ref('ErrorBody'), ...guardedErrors },
      },
    },
    idempotent(
      db,
      {
        status: 201,
        replay: (_request, result) => {
          const { id, createdAt } = result as { id: number; createdAt: string };
          return requestedPickup(db, id, createdAt);
        },
      },
      async (request) => {
        return requestPickup(db, request.auth, request.body.ids);
      },
    ),
  );

  app.get<{ Querystring: Static<typeof PagingQuery> }>(
    '/order/getClientPickups',
    {
      onRequest: app.guard({ roles: CLIENT_ROLES, page: 'ORDERS_PICKUPS' }),
      schema: {
        tags,
        summary: "The merchant's pickup requests, newest first, with their parcels and state",
        security,
        querystring: PagingQuery,
        response: { 200: Page(ClientPickup), ...guardedErrors },
      },
    },
    async (request) => listClientPickups(db, request.auth, request.query),
  );

  app.get<{ Querystring: Static<typeof DayQuery> }>(
    '/order/getCommercialPickupsOfTheDay',
    {
      onRequest: app.guard({ roles: STAFF_ROLES, page: 'COMMERCIAL_PICKUP' }),
      schema: {
        tags,
        summary: 'Pickups still to collect, then those collected on `day` (today by default)',
        security,
        querystring: DayQuery,
        response: { 200: Page(StaffPickup), ...guardedErrors },
      },
    },
    async (request) => listPickupsOfTheDay(db, request.query),
  );

  app.put<{ Params: IdParam; Body: Static<typeof CollectBody> | undefined }>(
    '/order/pickup/:id/collect',
    {
      onRequest: app.guard({ roles: STAFF_ROLES, page: 'COMMERCIAL_PICKUP', action: 'EDIT' }),
      schema: {
        tags,
        summary: "The courier picked the request's parcels up, all or the chosen ones: COLLECTED",
        description:
          'Without a body (or without `ids`) every parcel still waiting; with `ids` only those, which ' +
          'must be waiting parcels of this request (else 400 `id: pickup.order-not-waiting`, nothing ' +
          'moves). One transaction, a movement per order; the request is collected once none waits.',
        security,
        params: IdParam,
        body: CollectBody,
        response: {
          200: Type.Object({
            id: Int,
            collected: Int,
            orderIds: Type.Array(Int),
            remaining: Int,
          }),
          409: Type.Ref('ErrorBody'),
          ...guardedErrors,
        },
      },
      attachValidation: true,
    },
    async (request) => {
      // No body at all is "every parcel still waiting"; a body must fit the schema.
      const error = request.validationError as (Error & { validationContext?: string }) | undefined;
      if (error && !(error.validationContext === 'body' && request.body === undefined)) throw error;
      return collectPickup(db, request.auth, Number(request.params.id), request.body?.ids);
    },
  );

  app.get<{ Querystring: Static<typeof PagingQuery> }>(
    '/order/getReclamationPickups',
    {
      onRequest: app.guard({ roles: STAFF_ROLES, page: 'RECLAMATION_PICKUP' }),
      schema: {
        tags,
        summary:
          'Pickups that went wrong, per client: still to collect a day after the request, or collected partially',
        description:
          'Paged by client (the one waiting longest first). Each request names its kind ' +
          '(NOT_COLLECTED: every order of the request; PARTIAL: the orders left behind).',
        security,
        querystring: PagingQuery,
        response: { 200: Page(ClientFailedPickups), ...guardedErrors },
      },
    },
    async (request) => listFailedPickups(db, request.query, clock?.() ?? new Date()),
  );
}

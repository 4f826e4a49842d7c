import type { FastifyInstance } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ClientPickup,
  ClientPickupsPage,
  CollectPickupBody,
  CollectPickupResult,
  FailedPickupsPage,
  PickupIdParam,
  PickupRequestBody,
  PickupsOfTheDayQuery,
  PickupsQuery,
  StaffPickupsPage,
} from '@wolvo/shared/contracts/pickups';
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
import { idempotent } from '../../modules/idempotency';

/** Pickups: the merchant asks for its printed parcels to be picked up; staff collect them. */
export async function pickupRoutes(fastify: FastifyInstance, { db, clock }: AppContext) {
  // Schemas and types from the pickups' contract (@wolvo/shared/contracts/pickups).
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['pickups'];

  // `idempotent` wraps the handler, so the request's types are named here.
  app.post<{ Body: Static<typeof PickupRequestBody> }>(
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
        body: PickupRequestBody,
        response: { 201: ClientPickup, 409: Type.Ref('ErrorBody') },
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

  app.get(
    '/order/getClientPickups',
    {
      onRequest: app.guard({ roles: CLIENT_ROLES, page: 'ORDERS_PICKUPS' }),
      schema: {
        tags,
        summary: "The merchant's pickup requests, newest first, with their parcels and state",
        querystring: PickupsQuery,
        response: { 200: ClientPickupsPage },
      },
    },
    async (request) => listClientPickups(db, request.auth, request.query),
  );

  app.get(
    '/order/getCommercialPickupsOfTheDay',
    {
      onRequest: app.guard({ roles: STAFF_ROLES, page: 'COMMERCIAL_PICKUP' }),
      schema: {
        tags,
        summary: 'Pickups still to collect, then those collected on `day` (today by default)',
        querystring: PickupsOfTheDayQuery,
        response: { 200: StaffPickupsPage },
      },
    },
    async (request) => listPickupsOfTheDay(db, request.query),
  );

  // The body may be absent (see the handler), which the schema's type does not say: both are named.
  app.put<{
    Params: Static<typeof PickupIdParam>;
    Body: Static<typeof CollectPickupBody> | undefined;
  }>(
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
        params: PickupIdParam,
        body: CollectPickupBody,
        response: {
          200: CollectPickupResult,
          409: Type.Ref('ErrorBody'),
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

  app.get(
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
        querystring: PickupsQuery,
        response: { 200: FailedPickupsPage },
      },
    },
    async (request) => listFailedPickups(db, request.query, clock?.() ?? new Date()),
  );
}

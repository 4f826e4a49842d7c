import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { AppContext } from '../../context';
import { STAFF_ROLES, type AccessRule } from '../../modules/auth/access';
import { isStaffRole, PARTNER_FEED_MESSAGES, PARTNER_KEY_HEADER } from '@wolvo/shared/contracts';
import {
  AddDeliveryCompanyBody,
  AddedDeliveryCompany,
  AssignPartnerBody,
  DeliveryCompaniesQuery,
  DeliveryCompanyBody,
  DeliveryCompanyChangeResult,
  DeliveryCompanyList,
  OrdersToAssignPage,
  OrdersToAssignQuery,
  PartnerStatusUpdatesBody,
  PartnerStatusUpdatesResponse,
} from '../../modules/delivery-companies/delivery-companies.schema';
import {
  addDeliveryCompany,
  editDeliveryCompany,
  listDeliveryCompanies,
  listOrdersToAssign,
  setDeliveryCompanyActive,
} from '../../modules/delivery-companies/delivery-companies.service';
import {
  applyPartnerUpdates,
  assignOrdersToPartner,
  partnerOfKey,
} from '../../modules/delivery-companies/partner-feed';
import { guardedErrors, IdParam } from '../common.schema';

/**
 * Delivery companies (partners): everyone signed in reads the list (staff with details), staff with the
 * partner page (DASHBOARD_PARTNER) add, edit, activate and deactivate partners and assign orders to them;
 * each partner pushes its parcels' statuses with its own key.
 */
export async function deliveryCompaniesRoutes(app: FastifyInstance, { db }: AppContext) {
  const security = [{ bearerAuth: [] }];
  // The partner a feed request was authenticated as, from its onRequest hook to its handler.
  const partnerIds = new WeakMap<FastifyRequest, number>();
  const partnerPage = (action: 'VIEW' | 'ADD' | 'EDIT'): AccessRule => ({
    roles: STAFF_ROLES,
    page: 'DASHBOARD_PARTNER',
    action,
  });
  app.get<{ Querystring: DeliveryCompaniesQuery }>(
    '/delivery-company/get',
    {
      onRequest: app.guard(),
      schema: {
        tags: ['delivery-companies'],
        summary: 'Delivery companies, by name: all of them, or a page with limit',
        description:
          'Staff see every partner with its identity and bank details and may filter on active; ' +
          'others see the active partners only, without those details.',
        security,
        querystring: DeliveryCompaniesQuery,
        response: { 200: DeliveryCompanyList, ...guardedErrors },
      },
    },
    async (request) => listDeliveryCompanies(db, request.query, isStaffRole(request.auth.role)),
  );
  app.post<{ Body: AddDeliveryCompanyBody }>(
    '/delivery-company/add',
    {
      onRequest: app.guard(partnerPage('ADD')),
      schema: {
        tags: ['delivery-companies'],
        summary: 'Add a delivery company (partner) with its login, password and status-feed key',
        description:
          'Every refused field is answered as `field: message-key`. The password and the key are in ' +
          'this answer only (not cacheable); the server keeps their hashes.',
        security,
        body: AddDeliveryCompanyBody,
        response: { 201: AddedDeliveryCompany, 409: Type.Ref('ErrorBody'), ...guardedErrors },
      },
    },
    async (request, reply) => {
      const added = await addDeliveryCompany(db, request.body);
      void reply.header('cache-control', 'no-store');
      return reply.status(201).send(added);
    },
  );
  app.put<{ Params: IdParam; Body: DeliveryCompanyBody }>(
    '/delivery-company/edit/:id',
    {
      onRequest: app.guard(partnerPage('EDIT')),
      schema: {
        tags: ['delivery-companies'],
        summary: "Edit a partner's fields (the same rules as adding); its login and key stay",
        security,
        params: IdParam,
        body: DeliveryCompanyBody,
        response: {
          200: DeliveryCompanyChangeResult,
          409: Type.Ref('ErrorBody'),
          ...guardedErrors,
        },
      },
    },
    async (request) => editDeliveryCompany(db, Number(request.params.id), request.body),
  );
  // Literal paths, so a search for the URL finds its route.
  for (const [url, active] of [
    ['/delivery-company/activate/:id', true],
    ['/delivery-company/deactivate/:id', false],
  ] as const) {
    app.put<{ Params: IdParam }>(
      url,
      {
        onRequest: app.guard(partnerPage('EDIT')),
        schema: {
          tags: ['delivery-companies'],
          summary: active
            ? 'Activate a partner: its key is accepted again and orders may be assigned to it'
            : 'Deactivate a partner: its status-feed key answers 401 and it cannot be assigned orders',
          security,
          params: IdParam,
          response: { 200: DeliveryCompanyChangeResult, ...guardedErrors },
        },
      },
      async (request) => setDeliveryCompanyActive(db, Number(request.params.id), active),
    );
  }
  app.get<{ Querystring: OrdersToAssignQuery }>(
    '/delivery-company/orders-to-assign',
    {
      onRequest: app.guard(partnerPage('VIEW')),
      schema: {
        tags: ['delivery-companies'],
        summary: 'Collected parcels still on their way, to hand to a partner (oldest first)',
        security,
        querystring: OrdersToAssignQuery,
        response: { 200: OrdersToAssignPage, ...guardedErrors },
      },
    },
    async (request) => listOrdersToAssign(db, request.query),
  );

  app.post<{ Body: PartnerStatusUpdatesBody }>(
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

  app.put<{ Body: AssignPartnerBody }>(
    '/order/assign-partner',
    {
      onRequest: app.guard(partnerPage('EDIT')),
      schema: {
        tags: ['delivery-companies'],
        summary: 'Hand orders to a delivery partner, all or none',
        security,
        body: AssignPartnerBody,
        response: {
          200: Type.Object({
            message: Type.Literal('partner.orders-assigned'),
            count: Type.Integer(),
          }),
          ...guardedErrors,
        },
      },
    },
    async (request) => ({
      message: PARTNER_FEED_MESSAGES.assigned,
      count: await assignOrdersToPartner(db, request.body.ids, request.body.deliveryCompanyId),
    }),
  );
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { AppContext } from '../../app';
import { STAFF_ROLES } from '../../plugins/auth';
import { PARTNER_FEED_MESSAGES, PARTNER_KEY_HEADER } from '@wolvo/shared/contracts';
import {
  AddDeliveryCompanyBody,
  AddedDeliveryCompany,
  AssignPartnerBody,
  DeliveryCompanyList,
  PartnerStatusUpdatesBody,
  PartnerStatusUpdatesResponse,
} from '../../modules/delivery-companies/delivery-companies.schema';
import {
  addDeliveryCompany,
  listDeliveryCompanies,
} from '../../modules/delivery-companies/delivery-companies.service';
import {
  applyPartnerUpdates,
  assignOrdersToPartner,
  partnerOfKey,
} from '../../modules/delivery-companies/partner-feed';
import { guardedErrors } from '../common.schema';

/**
 * Delivery companies (partners): everyone signed in reads the list, staff with the partner page add
 * partners and assign orders to them; each partner pushes its parcels' statuses with its own key.
 */
export async function deliveryCompaniesRoutes(app: FastifyInstance, { db }: AppContext) {
  const security = [{ bearerAuth: [] }];
  // The partner a feed request was authenticated as, from its onRequest hook to its handler.
  const partnerIds = new WeakMap<FastifyRequest, number>();
  app.get(
    '/delivery-company/get',
    {
      onRequest: app.guard(),
      schema: {
        tags: ['delivery-companies'],
        summary: 'Delivery companies',
        security,
        response: { 200: DeliveryCompanyList, ...guardedErrors },
      },
    },
    async () => ({ companies: await listDeliveryCompanies(db) }),
  );
  app.post<{ Body: AddDeliveryCompanyBody }>(
    '/delivery-company/add',
    {
      onRequest: app.guard({ roles: STAFF_ROLES, page: 'DASHBOARD_PARTNER', action: 'ADD' }),
      schema: {
        tags: ['delivery-companies'],
        summary: 'Add a delivery company (partner)',
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
      onRequest: app.guard({ roles: STAFF_ROLES, page: 'DASHBOARD_PARTNER', action: 'EDIT' }),
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

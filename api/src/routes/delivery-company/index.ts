import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppContext } from '../../context';
import { STAFF_ROLES, type AccessRule } from '../../modules/auth/access';
import { isStaffRole } from '@wolvo/shared/contracts';
import {
  AddDeliveryCompanyBody,
  AddedDeliveryCompany,
  DeliveryCompaniesQuery,
  DeliveryCompanyBody,
  DeliveryCompanyChangeResult,
  DeliveryCompanyList,
  IdParam,
  OrdersToAssignPage,
  OrdersToAssignQuery,
} from '@wolvo/shared/contracts/partners';
import {
  addDeliveryCompany,
  editDeliveryCompany,
  listDeliveryCompanies,
  listOrdersToAssign,
  setDeliveryCompanyActive,
} from '../../modules/delivery-companies/delivery-companies.service';
import { assignPartnerRoutes } from '../order/assign-partner';
import { partnerFeedRoutes } from '../partner';

/**
 * Delivery companies (partners): everyone signed in reads the list (staff with details), staff with the
 * partner page (DASHBOARD_PARTNER) add, edit, activate and deactivate partners and list the orders to
 * assign to them. Each partner's status feed is `routes/partner`; handing orders over is
 * `routes/order/assign-partner.ts`.
 */
export async function deliveryCompaniesRoutes(fastify: FastifyInstance, context: AppContext) {
  const { db } = context;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  await app.register(partnerFeedRoutes, context);
  await app.register(assignPartnerRoutes, context);
  const partnerPage = (action: 'VIEW' | 'ADD' | 'EDIT'): AccessRule => ({
    roles: STAFF_ROLES,
    page: 'DASHBOARD_PARTNER',
    action,
  });
  app.get(
    '/delivery-company/get',
    {
      onRequest: app.guard(),
      schema: {
        tags: ['delivery-companies'],
        summary: 'Delivery companies, by name: all of them, or a page with limit',
        description:
          'Staff see every partner with its identity and bank details and may filter on active; ' +
          'others see the active partners only, without those details.',
        querystring: DeliveryCompaniesQuery,
        response: { 200: DeliveryCompanyList },
      },
    },
    async (request) => listDeliveryCompanies(db, request.query, isStaffRole(request.auth.role)),
  );
  app.post(
    '/delivery-company/add',
    {
      onRequest: app.guard(partnerPage('ADD')),
      schema: {
        tags: ['delivery-companies'],
        summary: 'Add a delivery company (partner) with its login, password and status-feed key',
        description:
          'Every refused field is answered as `field: message-key`. The password and the key are in ' +
          'this answer only (not cacheable); the server keeps their hashes.',
        body: AddDeliveryCompanyBody,
        response: { 201: AddedDeliveryCompany, 409: Type.Ref('ErrorBody') },
      },
    },
    async (request, reply) => {
      const added = await addDeliveryCompany(db, request.body);
      void reply.header('cache-control', 'no-store');
      return reply.status(201).send(added);
    },
  );
  app.put(
    '/delivery-company/edit/:id',
    {
      onRequest: app.guard(partnerPage('EDIT')),
      schema: {
        tags: ['delivery-companies'],
        summary: "Edit a partner's fields (the same rules as adding); its login and key stay",
        params: IdParam,
        body: DeliveryCompanyBody,
        response: {
          200: DeliveryCompanyChangeResult,
          409: Type.Ref('ErrorBody'),
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
    app.put(
      url,
      {
        onRequest: app.guard(partnerPage('EDIT')),
        schema: {
          tags: ['delivery-companies'],
          summary: active
            ? 'Activate a partner: its key is accepted again and orders may be assigned to it'
            : 'Deactivate a partner: its status-feed key answers 401 and it cannot be assigned orders',
          params: IdParam,
          response: { 200: DeliveryCompanyChangeResult },
        },
      },
      async (request) => setDeliveryCompanyActive(db, Number(request.params.id), active),
    );
  }
  app.get(
    '/delivery-company/orders-to-assign',
    {
      onRequest: app.guard(partnerPage('VIEW')),
      schema: {
        tags: ['delivery-companies'],
        summary: 'Collected parcels still on their way, to hand to a partner (oldest first)',
        querystring: OrdersToAssignQuery,
        response: { 200: OrdersToAssignPage },
      },
    },
    async (request) => listOrdersToAssign(db, request.query),
  );
}

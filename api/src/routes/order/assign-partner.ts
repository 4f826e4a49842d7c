import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { STAFF_ROLES } from '../../modules/auth/access';
import { PARTNER_FEED_MESSAGES } from '@wolvo/shared/contracts';
import { AssignPartnerBody, AssignPartnerResult } from '@wolvo/shared/contracts/partners';
import type { AppContext } from '../../context';
import { assignOrdersToPartner } from '../../modules/delivery-companies/partner-feed';

/**
 * Staff with the partner page (DASHBOARD_PARTNER, EDIT) hand orders to a delivery partner (registered by
 * routes/delivery-company, beside the orders to assign).
 */
export async function assignPartnerRoutes(fastify: FastifyInstance, { db }: AppContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const partnerPage = (action: 'EDIT') => ({
    roles: STAFF_ROLES,
    page: 'DASHBOARD_PARTNER' as const,
    action,
  });

  app.put(
    '/order/assign-partner',
    {
      onRequest: app.guard(partnerPage('EDIT')),
      schema: {
        tags: ['delivery-companies'],
        summary: 'Hand orders to a delivery partner, all or none',
        body: AssignPartnerBody,
        response: {
          200: AssignPartnerResult,
        },
      },
    },
    async (request) => ({
      message: PARTNER_FEED_MESSAGES.assigned,
      count: await assignOrdersToPartner(db, request.body.ids, request.body.deliveryCompanyId),
    }),
  );
}

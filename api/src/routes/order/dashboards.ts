import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppContext } from '../../context';
import { STAFF_ROLES } from '../../modules/auth/access';
import {
  DashboardAlpha,
  DashboardAlphaQuery,
  DashboardPartner,
  DashboardPartnerQuery,
} from '@wolvo/shared/contracts/dashboards';
import {
  getDashboardAlpha,
  getDashboardPartner,
} from '../../modules/dashboards/dashboards.service';

/** Dashboards: dashboard alpha (client overview and staff) and the partner dashboard. */
export async function dashboardRoutes(fastify: FastifyInstance, { db }: AppContext) {
  // Schemas and types from the dashboards' contract (@wolvo/shared/contracts/dashboards).
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['dashboards'];

  app.get(
    '/order/getDashboardAlpha',
    {
      onRequest: app.guard({ page: 'DASHBOARD_ALPHA_OVERVIEW', staffPage: 'DASHBOARD_ALPHA' }),
      schema: {
        tags,
        summary: 'Orders created between `from` and `to` (UTC days) per current status',
        description:
          'A client counts its own orders (`clientId` is ignored); staff count every client or the one ' +
          'in `clientId`, and get the clients of the filter. Without dates: the last 7 days. ' +
          '`from` after `to` answers `to: date-picker.invalid-range`.',
        querystring: DashboardAlphaQuery,
        response: { 200: DashboardAlpha },
      },
    },
    async (request) => getDashboardAlpha(db, request.auth, request.query),
  );

  app.get(
    '/order/getDashboardPartner',
    {
      onRequest: app.guard({ roles: STAFF_ROLES, page: 'DASHBOARD_PARTNER' }),
      schema: {
        tags,
        summary:
          'Per delivery partner: parcels handed over, per status and partner wording, cash collected, owed',
        description:
          'Parcels created in the period (UTC days; the last 7 without dates) and handed to the partner, ' +
          'counted per current status and the wording of the partner\u2019s last update; the cash of the ' +
          'delivered ones (delivered, remitted or paid to the merchant); and what the partner owes today ' +
          '(its delivered parcels not remitted, as in the partner invoices), whatever the period.',
        querystring: DashboardPartnerQuery,
        response: { 200: DashboardPartner },
      },
    },
    async (request) => getDashboardPartner(db, request.query),
  );
}

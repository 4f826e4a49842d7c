import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { AppContext } from '../../app';
import { STAFF_ROLES } from '../../plugins/auth';
import {
  AddDeliveryCompanyBody,
  DeliveryCompanyList,
  DeliveryCompanySchema,
} from '../../modules/delivery-companies/delivery-companies.schema';
import {
  addDeliveryCompany,
  listDeliveryCompanies,
} from '../../modules/delivery-companies/delivery-companies.service';
import { guardedErrors } from '../common.schema';

/** Delivery companies (partners): everyone signed in reads the list, staff with the partner page add. */
export async function deliveryCompaniesRoutes(app: FastifyInstance, { db }: AppContext) {
  const security = [{ bearerAuth: [] }];
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
        response: { 201: DeliveryCompanySchema, 409: Type.Ref('ErrorBody'), ...guardedErrors },
      },
    },
    async (request, reply) => reply.status(201).send(await addDeliveryCompany(db, request.body)),
  );
}

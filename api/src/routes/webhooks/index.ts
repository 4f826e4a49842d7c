import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  EditEndpointBody,
  EndpointsQuery,
  NewEndpointBody,
  ResentDelivery,
  WebhookCount,
  WebhookDeliveryList,
  WebhookEndpoint,
  WebhookEndpointList,
  WebhookEndpointWithSecret,
  WebhookIdParam,
} from '@wolvo/shared/contracts/webhooks';
import type { AppContext } from '../../context';
import { CLIENT_ROLES, STAFF_ROLES, type AccessRule } from '../../modules/auth/access';
import {
  addEndpoint,
  deleteEndpoint,
  editEndpoint,
  listDeliveries,
  listEndpoints,
  resendDelivery,
  rollSecret,
} from '../../modules/webhooks/webhooks.service';
import { conflictErrors } from '../common.schema';

/** A merchant with the account settings page (its admin; a team member granted the action). */
const merchant = (action: 'ADD' | 'EDIT' | 'DELETE'): AccessRule => ({
  roles: CLIENT_ROLES,
  page: 'ACCOUNT_SETTINGS',
  action,
});
/** Reads: the merchant, or staff who edit clients (the client editor shows a client's webhooks). */
const reader: AccessRule = {
  roles: [...CLIENT_ROLES, ...STAFF_ROLES],
  page: 'ACCOUNT_SETTINGS',
  staffPage: 'RECLAMATION_EDITS',
  action: 'VIEW',
};
const tags = ['webhooks'];

/** Merchant webhooks: endpoints, their secrets and their recent deliveries (issue 41). */
export async function webhooksRoutes(fastify: FastifyInstance, { db, config }: AppContext) {
  // Schemas and types from the webhooks' contract (@wolvo/shared/contracts/webhooks).
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const insecure = config.webhookAllowInsecure ?? false;
  app.get(
    '/webhooks/endpoints',
    {
      onRequest: app.guard(reader),
      schema: {
        tags,
        summary: "A client's webhook endpoints (staff name the client with ?clientId)",
        querystring: EndpointsQuery,
        response: { 200: WebhookEndpointList },
      },
    },
    async (request) => listEndpoints(db, request.auth, request.query.clientId),
  );
  app.post(
    '/webhooks/endpoints',
    {
      onRequest: app.guard(merchant('ADD')),
      schema: {
        tags,
        summary: 'Adds an endpoint (at most 5); its signing secret is in this answer only',
        body: NewEndpointBody,
        response: { 200: WebhookEndpointWithSecret, ...conflictErrors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return addEndpoint(db, request.auth, request.body, insecure);
    },
  );
  app.put(
    '/webhooks/endpoints/:id',
    {
      onRequest: app.guard(merchant('EDIT')),
      schema: {
        tags,
        summary: "Changes an endpoint's URL, events or active state",
        params: WebhookIdParam,
        body: EditEndpointBody,
        response: { 200: WebhookEndpoint },
      },
    },
    async (request) =>
      editEndpoint(db, request.auth, Number(request.params.id), request.body, insecure),
  );
  app.delete(
    '/webhooks/endpoints/:id',
    {
      onRequest: app.guard(merchant('DELETE')),
      schema: {
        tags,
        summary: 'Deletes an endpoint and its deliveries',
        params: WebhookIdParam,
        response: { 200: WebhookCount },
      },
    },
    async (request) => deleteEndpoint(db, request.auth, Number(request.params.id)),
  );
  app.post(
    '/webhooks/endpoints/:id/roll-secret',
    {
      onRequest: app.guard(merchant('EDIT')),
      schema: {
        tags,
        summary: 'A new signing secret, shown once; the previous one also signs for 24 hours',
        params: WebhookIdParam,
        response: { 200: WebhookEndpointWithSecret },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return rollSecret(db, request.auth, Number(request.params.id));
    },
  );
  app.get(
    '/webhooks/endpoints/:id/deliveries',
    {
      onRequest: app.guard(reader),
      schema: {
        tags,
        summary: "An endpoint's 50 latest deliveries",
        params: WebhookIdParam,
        response: { 200: WebhookDeliveryList },
      },
    },
    async (request) => listDeliveries(db, request.auth, Number(request.params.id)),
  );
  app.post(
    '/webhooks/deliveries/:id/resend',
    {
      onRequest: app.guard(merchant('EDIT')),
      schema: {
        tags,
        summary: 'Sends a delivered or failed event again to its endpoint (a new delivery)',
        params: WebhookIdParam,
        response: { 200: ResentDelivery },
      },
    },
    async (request) => resendDelivery(db, request.auth, Number(request.params.id)),
  );
}

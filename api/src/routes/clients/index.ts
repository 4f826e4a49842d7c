import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_MESSAGES } from '@wolvo/shared/contracts';
import type { AppContext } from '../../app';
import { badRequest } from '../../http-error';
import { STAFF_ROLES, type AccessRule } from '../../plugins/auth';
import {
  ClientAccountsPage,
  ClientAccountsQuery,
  ClientActivationResult,
  ClientPasswordResetResult,
} from '../../modules/clients/clients.schema';
import {
  getClientAccounts,
  resetClientPassword,
  setClientAccountActive,
} from '../../modules/clients/clients.service';
import { guardedErrors, IdParam } from '../common.schema';

/** Users > clients: provider staff, and admin team members with the page and the action. */
const usersClients = (action: 'VIEW' | 'EDIT'): AccessRule => ({
  roles: STAFF_ROLES,
  page: 'USERS_CLIENTS',
  action,
});

// A client id that is not a number is the spec's client.id.invalid-type; other input the usual 400.
function assertValid(request: FastifyRequest) {
  const error = request.validationError as (Error & { validationContext?: string }) | undefined;
  if (!error) return;
  if (error.validationContext === 'params')
    throw badRequest(`id: ${API_MESSAGES.clientIdInvalidType}`);
  throw error;
}

/** Client accounts for users > clients: the list, activation and password reset. */
export async function clientsRoutes(app: FastifyInstance, { db }: AppContext) {
  const tags = ['clients'];
  const security = [{ bearerAuth: [] }];

  app.get<{ Querystring: ClientAccountsQuery }>(
    '/client/getAllClients',
    {
      onRequest: app.guard(usersClients('VIEW')),
      schema: {
        tags,
        summary: 'A page of client accounts with their companies, confirmed and active flags',
        description:
          'Newest first. `search` matches the full name, username, email or a company name; ' +
          '`confirmed` and `active` filter by flag.',
        security,
        querystring: ClientAccountsQuery,
        response: { 200: ClientAccountsPage, ...guardedErrors },
      },
    },
    async (request) => getClientAccounts(db, request.query),
  );

  for (const [verb, active] of [
    ['activate', true],
    ['deactivate', false],
  ] as const) {
    app.put<{ Params: IdParam }>(
      `/client/${verb}/:id`,
      {
        onRequest: app.guard(usersClients('EDIT')),
        schema: {
          tags,
          summary: active
            ? "Activate a client's account: its admin and team may sign in again"
            : "Deactivate a client's account: its admin and team get 401 on their next request",
          security,
          params: IdParam,
          response: { 200: ClientActivationResult, ...guardedErrors },
        },
        attachValidation: true,
      },
      async (request) => {
        assertValid(request);
        return setClientAccountActive(db, Number(request.params.id), active);
      },
    );
  }

  app.put<{ Params: IdParam }>(
    '/client/reset-password/:id',
    {
      onRequest: app.guard(usersClients('EDIT')),
      schema: {
        tags,
        summary: "Give the client's admin a new generated password, answered once",
        description:
          'The password (16 characters: upper, lower, digit, symbol) is in this answer only; the server ' +
          'keeps its hash. The answer is not cacheable.',
        security,
        params: IdParam,
        response: { 200: ClientPasswordResetResult, ...guardedErrors },
      },
      attachValidation: true,
    },
    async (request, reply) => {
      assertValid(request);
      const result = await resetClientPassword(db, Number(request.params.id));
      void reply.header('cache-control', 'no-store');
      return result;
    },
  );
}

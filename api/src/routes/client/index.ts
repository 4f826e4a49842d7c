import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  type AddClientRequest,
  API_MESSAGES,
  COMMERCIAL_CLIENT_MESSAGES,
  MAX_PAYMENT_DOCUMENTS,
  PAYMENT_DOCUMENT_MAX_BYTES,
} from '@wolvo/shared/contracts';
import type { AppContext } from '../../context';
import { badRequest } from '../../http-error';
import { STAFF_ROLES, type AccessRule } from '../../modules/auth/access';
import {
  AddClientBody,
  AddClientResult,
  ClientAccountsPage,
  ClientAccountsQuery,
  ClientActivationResult,
  ClientConfirmationResult,
  ClientPasswordResetResult,
  ClientsByCreatorQuery,
  IdParam,
} from '@wolvo/shared/contracts/clients';
import {
  accountOf,
  addClient,
  confirmClient,
  getClientAccounts,
  getClientAccountsByCreator,
  resetClientPassword,
  setClientAccountActive,
} from '../../modules/clients/clients.service';
import { addClientBodyOfForm } from '../../modules/clients/client-form';
import { conflictErrors } from '../common.schema';
import { hashBytes, idempotent, idempotentBody } from '../../modules/idempotency';
import { clientEditRoutes } from './edit';
import { DOCUMENTS_FIELD, readClientForm, registerClientMultipart } from './multipart';

/** Users > clients: provider staff, and admin team members with the page and the action. */
const usersClients = (action: 'VIEW' | 'EDIT'): AccessRule => ({
  roles: STAFF_ROLES,
  page: 'USERS_CLIENTS',
  action,
});

/** Commercial > clients: the staff who bring clients in and confirm them. */
const commercialClients = (action: 'VIEW' | 'ADD' | 'EDIT'): AccessRule => ({
  roles: STAFF_ROLES,
  page: 'COMMERCIAL_CLIENTS',
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

/**
 * Client accounts: the list (users > clients and commercial > clients), adding and confirming a client
 * (commercial), activation and password reset (users > clients).
 */
export async function clientsRoutes(fastify: FastifyInstance, context: AppContext) {
  const { db } = context;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['clients'];
  await app.register(clientEditRoutes, context);

  app.get(
    '/client/getAllClients',
    {
      onRequest: app.guard({
        roles: STAFF_ROLES,
        // Users and commercial manage clients; finance picks the client a payment is for.
        anyPage: ['USERS_CLIENTS', 'COMMERCIAL_CLIENTS', 'FINANCE_PARTNER_INVOICES'],
      }),
      schema: {
        tags,
        summary: 'A page of client accounts with their companies, confirmed and active flags',
        description:
          'Newest first. `search` matches the full name, username, email, a phone or a company name; ' +
          '`confirmed` and `active` filter by flag.',
        querystring: ClientAccountsQuery,
        response: { 200: ClientAccountsPage },
      },
    },
    async (request) => getClientAccounts(db, request.query),
  );

  // Literal paths, so a search for the URL finds its route.
  for (const [url, active] of [
    ['/client/activate/:id', true],
    ['/client/deactivate/:id', false],
  ] as const) {
    app.put(
      url,
      {
        onRequest: app.guard(usersClients('EDIT')),
        schema: {
          tags,
          summary: active
            ? "Activate a client's account: its admin and team may sign in again"
            : "Deactivate a client's account: its admin and team get 401 on their next request",
          params: IdParam,
          response: { 200: ClientActivationResult },
        },
        attachValidation: true,
      },
      async (request) => {
        assertValid(request);
        return setClientAccountActive(db, Number(request.params.id), active);
      },
    );
  }

  app.put(
    '/client/reset-password/:id',
    {
      onRequest: app.guard(usersClients('EDIT')),
      schema: {
        tags,
        summary: "Give the client's admin a new generated password, answered once",
        description:
          'The password (16 characters: upper, lower, digit, symbol) is in this answer only; the server ' +
          'keeps its hash. The answer is not cacheable.',
        params: IdParam,
        response: { 200: ClientPasswordResetResult },
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

  app.get(
    '/client/getAllClientsByCreatorId',
    {
      onRequest: app.guard(commercialClients('VIEW')),
      schema: {
        tags,
        summary: 'The clients a staff member brought in, newest first',
        description:
          '`creatorId` defaults to the caller; the other filters are those of getAllClients.',
        querystring: ClientsByCreatorQuery,
        response: { 200: ClientAccountsPage },
      },
    },
    async (request) => {
      const { creatorId = request.auth.id, ...query } = request.query;
      return getClientAccountsByCreator(db, creatorId, query);
    },
  );

  // Add client takes JSON or, with its payment documents, the client editor's multipart form.
  await app.register(async (plugin) => {
    const scope = plugin.withTypeProvider<TypeBoxTypeProvider>();
    await registerClientMultipart(scope);
    scope.post(
      '/client/add',
      {
        onRequest: scope.guard(commercialClients('ADD')),
        schema: {
          tags,
          summary: "Add a client: its admin's account, companies, costs and API key, unconfirmed",
          description:
            'The login follows the email; the password and the API key are generated, answered once ' +
            '(not cacheable) and stored only hashed. Money in integer millimes, percentages in basis ' +
            'points. Every problem is answered as `field: message-key`. JSON (the body below) or ' +
            'multipart/form-data with the same fields as text (companies and paymentDays ' +
            `comma-joined) and up to ${MAX_PAYMENT_DOCUMENTS} \`${DOCUMENTS_FIELD}\` files (PDF, PNG ` +
            `or JPEG by content, at most ${PAYMENT_DOCUMENT_MAX_BYTES / 1024 / 1024} MiB each), ` +
            'checked as the client editor checks them. Nothing is created when anything is refused.',
          consumes: ['application/json', 'multipart/form-data'],
          body: AddClientBody,
          response: { 201: AddClientResult, ...conflictErrors },
        },
        // A multipart body is read by the handler and checked by the client rules.
        attachValidation: true,
      },
      idempotent(
        db,
        {
          status: 201,
          // The password and API key are shown once and never stored: an answer given again lacks them.
          keepResponse: false,
          replay: async (_request, result) => {
            const { clientId, username } = result as { clientId: number; username: string };
            return {
              message: COMMERCIAL_CLIENT_MESSAGES.added,
              client: await accountOf(db, clientId),
              username,
            };
          },
        },
        async (request, reply) => {
          let result;
          if (request.isMultipart()) {
            const { fields, files } = await readClientForm(request);
            idempotentBody({ fields, files: files.map((file) => hashBytes(file.bytes)) });
            result = await addClient(db, request.auth.id, addClientBodyOfForm(fields), { files });
          } else {
            if (request.validationError) throw request.validationError;
            // The JSON body, validated against AddClientBody (the handler is idempotent()'s, untyped).
            result = await addClient(db, request.auth.id, request.body as AddClientRequest);
          }
          void reply.header('cache-control', 'no-store');
          return result;
        },
      ),
    );
  });

  app.put(
    '/client/confirm/:id',
    {
      onRequest: app.guard(commercialClients('EDIT')),
      schema: {
        tags,
        summary: 'Confirm a client: it may print slips from now on',
        params: IdParam,
        response: { 200: ClientConfirmationResult },
      },
      attachValidation: true,
    },
    async (request) => {
      assertValid(request);
      return confirmClient(db, Number(request.params.id), request.auth.id);
    },
  );
}

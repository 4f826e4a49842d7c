import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ClientEdit,
  ClientSearchHits,
  IdParam,
  IdPrefixParam,
  UpdateClientResult,
} from '@wolvo/shared/contracts/clients';
import {
  API_MESSAGES,
  EDIT_MESSAGES,
  MAX_PAYMENT_DOCUMENTS,
  PAYMENT_DOCUMENT_MAX_BYTES,
} from '@wolvo/shared/contracts';
import type { AppContext } from '../../context';
import { badRequest } from '../../http-error';
import { STAFF_ROLES, type AccessRule } from '../../modules/auth/access';
import {
  getClientForEdit,
  readClientDocument,
  searchClients,
  updateClient,
} from '../../modules/clients/client-edit.service';
import { readClientForm, registerClientMultipart } from './multipart';

/** Reclamation > edits: staff with that page edit orders and clients (spec section 6). */
const edits = (action: 'VIEW' | 'EDIT'): AccessRule => ({
  roles: STAFF_ROLES,
  page: 'RECLAMATION_EDITS',
  action,
});

// A client id that is not a number is the spec's client.id.invalid-type.
function assertId(request: FastifyRequest) {
  if (request.validationError) throw badRequest(`id: ${API_MESSAGES.clientIdInvalidType}`);
}

/**
 * The staff client editor (reclamation > edits, users tab): search by id, the client with its
 * documents and audit trail, the multipart update, and the payment documents' bytes. Multipart is
 * registered in this plugin's scope (and add client's), with its limits, so no other route takes uploads.
 */
export async function clientEditRoutes(fastify: FastifyInstance, { db }: AppContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['clients'];
  await registerClientMultipart(app);

  app.get(
    '/client/get/search/:id',
    {
      onRequest: app.guard(edits('VIEW')),
      schema: {
        tags,
        summary: 'Clients whose id starts with the given digits (at most 10)',
        params: IdPrefixParam,
        response: { 200: ClientSearchHits },
      },
      attachValidation: true,
    },
    async (request) => {
      assertId(request);
      return searchClients(db, request.params.id);
    },
  );

  // Also the detail drawer of commercial > clients: one client for either page.
  app.get(
    '/client/get/search-for-id/:id',
    {
      onRequest: app.guard({
        roles: STAFF_ROLES,
        anyPage: ['RECLAMATION_EDITS', 'COMMERCIAL_CLIENTS'],
        action: 'VIEW',
      }),
      schema: {
        tags,
        summary: 'One client with every field the editor shows, its documents and its audit trail',
        params: IdParam,
        response: { 200: ClientEdit },
      },
      attachValidation: true,
    },
    async (request) => {
      assertId(request);
      return getClientForEdit(db, Number(request.params.id));
    },
  );

  app.put(
    '/client/edit/:id',
    {
      onRequest: app.guard(edits('EDIT')),
      schema: {
        tags,
        summary: 'Edit a client (multipart): its fields, companies and payment documents',
        description:
          'multipart/form-data with the client update payload: id, userId, fullname, email, companies ' +
          '(comma-joined, 1 to 3, the first the main one), delegation, city, pickupAddress, phone1, ' +
          'phone2, deliveryCost, returnCost, exchangeCost (integer millimes), pos, cin, patent, rib, rc, ' +
          'oldPaymentDocuments (comma-joined urls to keep), paymentDays (comma-joined), paymentType, and ' +
          `up to ${MAX_PAYMENT_DOCUMENTS} \`newPaymentDocuments\` files (PDF, PNG or JPEG by content, at ` +
          `most ${PAYMENT_DOCUMENT_MAX_BYTES / 1024 / 1024} MiB each). Field problems: 400 ` +
          '`field: message-key`; companies another client holds or removed while they have active ' +
          'orders: 406. Nothing is saved when anything is refused.',
        params: IdParam,
        response: {
          200: UpdateClientResult,
          406: Type.Ref('ErrorBody'),
          409: Type.Ref('ErrorBody'),
        },
      },
      attachValidation: true,
    },
    async (request) => {
      assertId(request);
      const { fields, files } = await readClientForm(request);
      return updateClient(db, request.auth, Number(request.params.id), fields, files);
    },
  );

  app.get(
    '/client/document/:id',
    {
      onRequest: app.guard(),
      schema: {
        tags,
        summary: "A client's payment document: staff, and the client it belongs to",
        params: IdParam,
        response: {
          200: {
            description: 'The document (PDF, PNG or JPEG)',
            content: {
              'application/pdf': { schema: { type: 'string', format: 'binary' } },
              'image/png': { schema: { type: 'string', format: 'binary' } },
              'image/jpeg': { schema: { type: 'string', format: 'binary' } },
            },
          },
        },
      },
      attachValidation: true,
    },
    async (request, reply) => {
      if (request.validationError) throw badRequest(`id: ${EDIT_MESSAGES.documentNotFound}`);
      const doc = await readClientDocument(db, request.auth, Number(request.params.id));
      return reply
        .header('content-type', doc.type)
        .header('content-disposition', 'inline')
        .header('cache-control', 'private, no-store')
        .send(doc.bytes);
    },
  );
}

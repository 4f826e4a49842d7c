import type { FastifyInstance } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { MAX_IMPORT_FILE_BYTES, MAX_IMPORT_ROWS } from '@wolvo/shared/contracts';
import type { AppContext } from '../../context';
import { badRequest } from '../../http-error';
import { buildImportTemplate, parseImport } from '../../modules/orders/order-import';
import { addManyOrders, createdOrders } from '../../modules/orders/order-writes.service';
import { idempotent } from '../../modules/idempotency';
import {
  AddManyOrdersBody,
  AddManyOrdersResponse,
  ImportPreview,
  ImportTemplateQuery,
} from '@wolvo/shared/contracts/orders';
import { XLSX_TYPE } from '../../modules/spreadsheets/xlsx-export';
import { CLIENT_ROLES } from '../../modules/auth/access';
import { xlsxFileResponse } from '../common.schema';
import { orderFieldMessages } from './order-field-messages';
import { ORDERS_PAGE } from './order-pages';

/** The orders page with ADD, like POST /v1/order/add: importing is adding orders. */
const IMPORT_GUARD = {
  roles: CLIENT_ROLES,
  page: ORDERS_PAGE,
  action: 'ADD',
} as const;

/** JSON of 10,000 imported orders (about 4 MB) with room to spare: add-many's own body limit. */
const ADD_MANY_BODY_LIMIT = 16 * 1024 * 1024;

/**
 * The spreadsheet import: the template, the reading of a filled file (nothing stored) and add-many (all
 * or nothing). Only these two uploads take bodies over the default BODY_LIMIT.
 */
export async function importRoutes(fastify: FastifyInstance, { db, clock }: AppContext) {
  // Schemas and types from the orders' contract (@wolvo/shared/contracts/orders).
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['orders'];
  app.get(
    '/order/import-template',
    {
      onRequest: app.guard(IMPORT_GUARD),
      schema: {
        tags,
        summary: 'The import template (.xlsx): headers in `lang`, pick lists and one example row',
        querystring: ImportTemplateQuery,
        response: xlsxFileResponse,
      },
    },
    async (request, reply) => {
      const lang = request.query.lang ?? 'fr';
      const file = await buildImportTemplate(db, request.auth, lang);
      return reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', `attachment; filename="wolvo-import-${lang}.xlsx"`)
        .header('cache-control', 'no-store')
        .send(file);
    },
  );

  // The raw file as the body: no multipart dependency. Scoped to this plugin's routes.
  app.addContentTypeParser(
    ['application/octet-stream', XLSX_TYPE],
    { parseAs: 'buffer' },
    (_request, body, done) => done(null, body),
  );
  app.post(
    '/order/import/parse',
    {
      onRequest: app.guard(IMPORT_GUARD),
      bodyLimit: MAX_IMPORT_FILE_BYTES,
      schema: {
        tags,
        summary:
          'Read a filled import template: every row with its order or its errors (nothing stored)',
        description:
          `The .xlsx file itself as the body (\`${XLSX_TYPE}\` or \`application/octet-stream\`), at most ` +
          `${MAX_IMPORT_FILE_BYTES / 1024 / 1024} MiB and ${MAX_IMPORT_ROWS.toLocaleString('en')} rows. ` +
          'Each row is checked with the rules of POST /v1/order/add (postal code required); an error ' +
          'names the row number, the column key, the cell, the message key and its values (closest ' +
          'place names for an unknown governorate or delegation). Refused as a whole: not a spreadsheet ' +
          '(`import.file.invalid`), not the template (`import.template.invalid`), no data row ' +
          '(`import.file.empty`), too many rows (`import.file.too-many-rows`), too large or unzipping ' +
          'out of proportion (413 `import.file.too-large`).',
        response: {
          200: ImportPreview,
          413: Type.Ref('ErrorBody'),
        },
      },
    },
    async (request) => {
      if (!Buffer.isBuffer(request.body)) throw badRequest('import.file.invalid');
      return parseImport(db, request.auth, request.body, clock?.() ?? new Date());
    },
  );

  app.post<{ Body: Static<typeof AddManyOrdersBody> }>(
    '/order/add-many',
    {
      onRequest: app.guard(IMPORT_GUARD),
      bodyLimit: ADD_MANY_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Create many orders (an import\u2019s rows) in one transaction: all or nothing',
        description:
          `1 to ${MAX_IMPORT_ROWS.toLocaleString('en')} orders in the body of POST /v1/order/add. Every ` +
          'order is checked again with the same rules (postal code required) and its company must be ' +
          'the caller\u2019s; when any is refused nothing is written and the answer lists ' +
          '`orders.<i>.<field>: message-key`.',
        body: AddManyOrdersBody,
        response: { 201: AddManyOrdersResponse, 413: Type.Ref('ErrorBody') },
      },
      attachValidation: true,
    },
    idempotent(
      db,
      {
        status: 201,
        replay: (request, result) =>
          createdOrders(db, request.auth.clientId ?? -1, (result as { ids: number[] }).ids),
      },
      async (request) => {
        if (request.validationError)
          throw badRequest(orderFieldMessages(request.validationError.validation));
        const answer = await addManyOrders(
          db,
          request.auth,
          request.body.orders,
          clock?.() ?? new Date(),
        );
        return answer;
      },
    ),
  );
}

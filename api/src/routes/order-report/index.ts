import type { FastifyInstance, FastifySchemaValidationError } from 'fastify';
import type { Static } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  AddReportBody,
  EditReportBody,
  OrderReport,
  ReportIdParam,
  ReportsExportQuery,
  ReportsPage,
  ReportsQuery,
} from '@wolvo/shared/contracts/order-report';
import { API_MESSAGES, REPORT_MESSAGES } from '@wolvo/shared/contracts';
import type { AppContext } from '../../context';
import { badRequest } from '../../http-error';
import { STAFF_ROLES } from '../../modules/auth/access';
import { checkSelectedReports, exportReports } from '../../modules/reports/reports-export';
import {
  addReport,
  editReport,
  getReport,
  listReports,
} from '../../modules/reports/reports.service';
import { XLSX_TYPE } from '../../modules/spreadsheets/xlsx-export';
import { xlsxFileResponse } from '../common.schema';
import { idempotent } from '../../modules/idempotency';
import { idListOf, stamp } from '../order/pdf-route';

const M = REPORT_MESSAGES;
/** The staff report screen and the client's dash-alpha > report. */
const STAFF_PAGE = 'RECLAMATION_REPORT';
const CLIENT_PAGE = 'DASHBOARD_ALPHA_REPORT';

/** Schema failures of a report body as `field: message-key` (spec section 5). */
function reportFieldMessages(issues: FastifySchemaValidationError[]): string[] {
  const byField = new Map<string, string>();
  for (const issue of issues) {
    const missing = issue.params?.missingProperty as string | undefined;
    const extra = issue.params?.additionalProperty as string | undefined;
    const field = missing ?? extra ?? (issue.instancePath.replace(/^\//, '') || 'body');
    const key = extra
      ? 'field.unknown'
      : field === 'decision' && missing
        ? M.decisionEmpty
        : missing
          ? M.required
          : field === 'orderId'
            ? M.orderIdInvalid
            : field === 'decisionType'
              ? M.decisionTypeInvalid
              : issue.keyword === 'maxLength'
                ? M.tooLong
                : 'value.invalid';
    if (!byField.has(field)) byField.set(field, `${field}: ${key}`);
  }
  return [...byField.values()];
}

/**
 * Reports on faulty orders (spec sections 2, 5, 7): the staff report screen and the client's answers.
 * The faulty orders themselves are `/order/findAllOrdersWithProblems` (routes/order/faulty-orders.ts).
 */
export async function orderReportRoutes(fastify: FastifyInstance, context: AppContext) {
  // Schemas and types from the reports' contract (@wolvo/shared/contracts/order-report).
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = context;
  const tags = ['reports'];

  app.get(
    '/order-report/get',
    {
      onRequest: app.guard({ page: CLIENT_PAGE, staffPage: STAFF_PAGE }),
      schema: {
        tags,
        summary: 'Reports, newest first (a client: those on its own orders)',
        description:
          'Search matches an order id, code, partner code, recipient phone or name. The partner ' +
          '(`deliveryCompany`, `deliveryCompanyId`) is given to staff only.',
        querystring: ReportsQuery,
        response: { 200: ReportsPage },
      },
    },
    async (request) => listReports(db, request.auth, request.query),
  );

  app.get(
    '/order-report/export',
    {
      onRequest: app.guard({ roles: STAFF_ROLES, page: STAFF_PAGE }),
      schema: {
        tags,
        summary:
          'Every report under the filters, or the selected ones, as an Excel file (wolvo-reports)',
        description:
          'With `ids` (the selected rows) exactly those reports, the filters aside: 404 ' +
          '`<id>: report.id.invalid` for one the caller may not see, 400 `report.id.invalid` for a ' +
          'malformed list, `export.too-many-selected` beyond 1,000.',
        querystring: ReportsExportQuery,
        response: xlsxFileResponse,
      },
      attachValidation: true,
    },
    async (request, reply) => {
      const { lang, ids, ...filters } = request.query;
      // Throws the translated key of any invalid field first.
      const list = idListOf(request, ids, {
        invalid: REPORT_MESSAGES.invalidId,
        tooMany: API_MESSAGES.exportTooManySelected,
      });
      const filter = ids ? { ids: await checkSelectedReports(db, request.auth, list) } : filters;
      const name = `wolvo-reports-${stamp(new Date().toISOString())}.xlsx`;
      return reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(exportReports(db, request.auth, filter, lang ?? 'fr'));
    },
  );

  app.get(
    '/order-report/get/:id',
    {
      onRequest: app.guard({ page: CLIENT_PAGE, staffPage: STAFF_PAGE }),
      schema: {
        tags,
        summary: 'One report (another client\u2019s answers 404)',
        params: ReportIdParam,
        response: { 200: OrderReport },
      },
      attachValidation: true,
    },
    async (request) => {
      if (request.validationError) throw badRequest(M.invalidId);
      return getReport(db, request.auth, Number(request.params.id));
    },
  );

  // `idempotent` wraps the handler, so the request's types are named here.
  app.post<{ Body: Static<typeof AddReportBody> }>(
    '/order-report/add',
    {
      onRequest: app.guard({ roles: STAFF_ROLES, page: STAFF_PAGE, action: 'ADD' }),
      schema: {
        tags,
        summary: 'Report on an order; its client is notified (ADD_REPORT)',
        description:
          '`orderId: order.id.invalid-type` for a non-numeric id, 404 `orderId: order.id.not-found`; ' +
          'decision type and text are required. A CLIENT_DECISION report leaves the decision to the ' +
          'client (`decision: report.client-decides`).',
        body: AddReportBody,
        response: { 201: OrderReport },
      },
      attachValidation: true,
    },
    idempotent(
      db,
      {
        status: 201,
        replay: (request, result) => getReport(db, request.auth, (result as { id: number }).id),
      },
      async (request) => {
        if (request.validationError)
          throw badRequest(reportFieldMessages(request.validationError.validation));
        return addReport(db, request.auth, request.body);
      },
    ),
  );

  app.put(
    '/order-report/edit/:id',
    {
      onRequest: app.guard({ page: CLIENT_PAGE, action: 'EDIT', staffPage: STAFF_PAGE }),
      schema: {
        tags,
        summary:
          'Decide on a report: staff the WOLVO_DECISION ones, the client the CLIENT_DECISION ones',
        description:
          'An empty decision is `decision: edit-report.decision-empty`. The other side\u2019s report is ' +
          '403 (`report.client-decides`, `report.wolvo-decides`); a client cannot change the text ' +
          '(`report: report.read-only`). A client\u2019s answer notifies staff (CLIENT_UPDATED_REPORT).',
        params: ReportIdParam,
        body: EditReportBody,
        response: { 200: OrderReport },
      },
      attachValidation: true,
    },
    async (request) => {
      if (request.validationError) {
        if (request.validationError.validationContext === 'params') throw badRequest(M.invalidId);
        throw badRequest(reportFieldMessages(request.validationError.validation));
      }
      return editReport(db, request.auth, Number(request.params.id), request.body);
    },
  );
}

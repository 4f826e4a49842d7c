import { Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { FastifyInstance } from 'fastify';
import type { BillFeeInput as BillFee } from '@wolvo/shared/contracts';
import type { AppContext } from '../../context';
import { badRequest } from '../../http-error';
import { STAFF_ROLES, type AccessRule } from '../../modules/auth/access';
import {
  AddBillBody,
  BillDetail,
  BillFeeInput,
  BillInitParams,
  BillInitQuery,
  BillPaidUnpaid,
  BillPreview,
  BillsPage,
  BillsQuery,
  BillStateResult,
  BillableOrderIds,
  BillableOrderIdsQuery,
  BillableOrdersPage,
  BillableOrdersQuery,
  ClientIdParam,
  ClientsByPaymentDay,
  PartnerInvoices,
  PartnerInvoicesQuery,
  PartnerRemittanceBody,
  PartnerRemittanceResult,
  RefundItem,
  RefundsPage,
  RefundsQuery,
} from '../../modules/bills/bills.schema';
import { listRefunds, markRefunded } from '../../modules/bills/refunds';
import {
  billableOrderIds,
  clientsByPaymentDay,
  getPartnerInvoices,
  listBillableOrders,
  recordRemittance,
} from '../../modules/bills/partner-invoices';
import {
  addBill,
  addOrdersToBill,
  getBill,
  printInvoice,
  removeOrdersFromBill,
  initBill,
  listBills,
  paidUnpaid,
  settleBill,
} from '../../modules/bills/bills.service';
import { PdfResponse } from '../../modules/slips/slips.schema';
import type { SlipLang } from '../../modules/slips/tracking';
import { guardedErrors, IdParam } from '../common.schema';
import { idempotent } from '../../modules/idempotency';
import { sendPdf } from '../orders/pdf-route';

/** Making bills: staff with partner invoices (where payments are created). */
const makingBills = (action: 'VIEW' | 'ADD'): AccessRule => ({
  roles: STAFF_ROLES,
  page: 'FINANCE_PARTNER_INVOICES',
  action,
});
/** Reading bills: the payment history page, which clients and staff both have. */
const history = (action: 'VIEW' | 'EDIT', staffOnly = false): AccessRule => ({
  ...(staffOnly && { roles: STAFF_ROLES }),
  page: 'FINANCE_PAYMENT_HISTORY',
  action,
});
const conflictErrors = { ...guardedErrors, 409: Type.Ref('ErrorBody') };

// The preview's fees travel in the query as JSON; they are checked as strictly as the add body's.
function parseFees(raw: string | undefined): BillFee[] {
  if (raw === undefined || raw === '') return [];
  let fees: unknown;
  try {
    fees = JSON.parse(raw);
  } catch {
    throw badRequest('fees: value.invalid');
  }
  if (!Array.isArray(fees) || fees.length > 20 || !fees.every((f) => Value.Check(BillFeeInput, f)))
    throw badRequest('fees: value.invalid');
  return fees as BillFee[];
}

/**
 * Money: partners' remittances (partner invoices), and client bills (payments): preview, creation,
 * history, detail, paying or cancelling, and totals.
 */
export async function billsRoutes(app: FastifyInstance, { db, config }: AppContext) {
  const tags = ['bills'];
  const security = [{ bearerAuth: [] }];

  app.get<{ Params: BillInitParams; Querystring: BillInitQuery }>(
    '/bill/init/:ids',
    {
      onRequest: app.guard(makingBills('VIEW')),
      schema: {
        tags,
        summary: 'Preview the bill of the selected orders (one client), writing nothing',
        description:
          'Refused orders are named as `{id}: reason` (order.not-found, bill.order-not-billable, ' +
          'bill.order-in-bill). `fees` is a JSON array of {title, value, unit: DT|%}.',
        security,
        params: BillInitParams,
        querystring: BillInitQuery,
        response: { 200: BillPreview, ...guardedErrors },
      },
    },
    async (request) =>
      initBill(db, request.params.ids.split(',').map(Number), parseFees(request.query.fees)),
  );

  app.post<{ Body: AddBillBody }>(
    '/bill/add',
    {
      onRequest: app.guard(makingBills('ADD')),
      schema: {
        tags,
        summary: 'Create a pending bill of the selected orders; NEW_BILL notifies the client',
        security,
        body: AddBillBody,
        response: { 201: BillDetail, ...guardedErrors },
      },
    },
    idempotent(
      db,
      {
        status: 201,
        replay: (request, result) => getBill(db, request.auth, (result as { id: number }).id),
      },
      async (request) => {
        return addBill(db, request.auth, request.body);
      },
    ),
  );

  app.get<{ Querystring: BillsQuery }>(
    '/bill/get-all',
    {
      onRequest: app.guard(history('VIEW')),
      schema: {
        tags,
        summary: 'Bills, newest first: staff all (filters), a client its own',
        security,
        querystring: BillsQuery,
        response: { 200: BillsPage, ...guardedErrors },
      },
    },
    async (request) => listBills(db, request.auth, request.query),
  );

  app.get<{ Params: IdParam }>(
    '/bill/get/:id',
    {
      onRequest: app.guard(history('VIEW')),
      schema: {
        tags,
        summary: "A bill with its lines, fees and totals (another client's: 404)",
        security,
        params: IdParam,
        response: { 200: BillDetail, ...guardedErrors },
      },
    },
    async (request) => getBill(db, request.auth, Number(request.params.id)),
  );

  // Literal paths, so a search for the URL finds its route.
  for (const [url, to] of [
    ['/bill/confirm/:id', 'PAID'],
    ['/bill/cancel/:id', 'CANCELLED'],
  ] as const)
    app.put<{ Params: IdParam }>(
      url,
      {
        onRequest: app.guard(history('EDIT', true)),
        schema: {
          tags,
          summary:
            to === 'PAID'
              ? 'Pay a pending bill: its orders become paid to the sender (or return billed)'
              : 'Cancel a pending bill: its orders are free for another bill',
          description:
            'Paid and cancelled are final (409 bill.already-paid / bill.already-cancelled).',
          security,
          params: IdParam,
          response: { 200: BillStateResult, ...conflictErrors },
        },
      },
      async (request) => settleBill(db, request.auth, Number(request.params.id), to),
    );

  app.get<{ Params: ClientIdParam }>(
    '/bill/statistics/total-paid-unpaid/:clientId',
    {
      onRequest: app.guard(history('VIEW')),
      schema: {
        tags,
        summary: "A client's paid and pending bills and what it is owed outside any bill",
        description: 'A client may ask only for itself (another id: 404).',
        security,
        params: ClientIdParam,
        response: { 200: BillPaidUnpaid, ...guardedErrors },
      },
    },
    async (request) => paidUnpaid(db, request.auth, Number(request.params.clientId)),
  );

  app.get<{ Querystring: PartnerInvoicesQuery }>(
    '/order/getPartnerInvoices',
    {
      onRequest: app.guard(makingBills('VIEW')),
      schema: {
        tags,
        summary:
          "Each partner's delivered parcels not remitted yet: cash, fees, due; and a page of them",
        security,
        querystring: PartnerInvoicesQuery,
        response: { 200: PartnerInvoices, ...guardedErrors },
      },
    },
    async (request) => getPartnerInvoices(db, request.query),
  );

  app.post<{ Body: PartnerRemittanceBody }>(
    '/order/partner-remittance',
    {
      onRequest: app.guard(makingBills('ADD')),
      schema: {
        tags,
        summary: "Record a partner's remittance: its delivered parcels become paid to the provider",
        description:
          'All or nothing: a parcel that is not a delivered one of that partner is named ' +
          '(`{id}: partner.order-not-due`) and nothing changes.',
        security,
        body: PartnerRemittanceBody,
        response: { 200: PartnerRemittanceResult, ...guardedErrors },
      },
    },
    idempotent(db, { status: 200 }, async (request) =>
      recordRemittance(db, request.auth, request.body.deliveryCompanyId, request.body.orderIds),
    ),
  );

  app.get<{ Querystring: BillableOrdersQuery }>(
    '/bill/billable-orders',
    {
      onRequest: app.guard(makingBills('VIEW')),
      schema: {
        tags,
        summary:
          "A client's orders a new bill may take (remitted, returned, refunded; in no live bill)",
        security,
        querystring: BillableOrdersQuery,
        response: { 200: BillableOrdersPage, ...guardedErrors },
      },
    },
    async (request) => listBillableOrders(db, request.query),
  );

  app.get<{ Params: IdParam; Querystring: { lang?: SlipLang } }>(
    '/bill/invoice/:id',
    {
      onRequest: app.guard(history('VIEW')),
      schema: {
        tags,
        summary:
          "The bill's invoice as a PDF, in French, English or Arabic (another client's: 404)",
        security,
        params: IdParam,
        querystring: Type.Object(
          {
            lang: Type.Optional(
              Type.Union([Type.Literal('fr'), Type.Literal('en'), Type.Literal('ar')]),
            ),
          },
          { additionalProperties: false },
        ),
        response: { 200: PdfResponse, ...guardedErrors },
      },
    },
    async (request, reply) => {
      const { pdf, paymentNumber } = await printInvoice(
        db,
        request.auth,
        Number(request.params.id),
        request.query.lang ?? 'fr',
        config,
      );
      return sendPdf(reply, `wolvo-invoice-${paymentNumber}`, pdf);
    },
  );

  app.get(
    '/client/getClientsByPaymentDay',
    {
      onRequest: app.guard({ roles: STAFF_ROLES, page: 'FINANCE_CALENDAR', action: 'VIEW' }),
      schema: {
        tags,
        summary: 'The clients of each payment weekday with what their next bill would pay now',
        security,
        response: { 200: ClientsByPaymentDay, ...guardedErrors },
      },
    },
    async () => clientsByPaymentDay(db),
  );

  app.get<{ Querystring: RefundsQuery }>(
    '/order/geFinanceRefund',
    {
      // The client's refund page; staff read it from their payment history.
      onRequest: app.guard({ page: 'FINANCE_REFUND', staffPage: 'FINANCE_PAYMENT_HISTORY' }),
      schema: {
        tags,
        summary:
          'Damaged or lost parcels, their refund at the client rate and its state (to refund, refunded, credited)',
        security,
        querystring: RefundsQuery,
        response: { 200: RefundsPage, ...guardedErrors },
      },
    },
    async (request) => listRefunds(db, request.auth, request.query),
  );

  app.put<{ Params: IdParam }>(
    '/order/refund/:id',
    {
      onRequest: app.guard(history('EDIT', true)),
      schema: {
        tags,
        summary: "Refund a damaged or lost parcel: the client's next bill credits it",
        description:
          'Anything but a collected parcel marked DAMAGED and not settled: 409 order.not-refundable.',
        security,
        params: IdParam,
        response: { 200: RefundItem, ...conflictErrors },
      },
    },
    async (request) => markRefunded(db, request.auth, Number(request.params.id)),
  );

  app.get<{ Querystring: BillableOrderIdsQuery }>(
    '/bill/billable-order-ids',
    {
      onRequest: app.guard(makingBills('VIEW')),
      schema: {
        tags,
        summary:
          "Every order id a new bill of the client may take (at most 5,000), for 'select all'",
        security,
        querystring: BillableOrderIdsQuery,
        response: { 200: BillableOrderIds, ...guardedErrors },
      },
    },
    async (request) => billableOrderIds(db, request.query.clientId),
  );

  const BillOrdersBody = Type.Object(
    { orderIds: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 5000 }) },
    { additionalProperties: false },
  );
  for (const [url, change] of [
    ['/bill/:id/add-orders', addOrdersToBill],
    ['/bill/:id/remove-orders', removeOrdersFromBill],
  ] as const)
    app.put<{ Params: IdParam; Body: { orderIds: number[] } }>(
      url,
      {
        onRequest: app.guard(makingBills('ADD')),
        schema: {
          tags,
          summary:
            change === addOrdersToBill
              ? 'ADD_TO_BILL: more orders on a pending bill, all or none; the net is computed again'
              : 'REMOVE_FROM_BILL: orders off a pending bill (at least one stays); the net is computed again',
          security,
          params: IdParam,
          body: BillOrdersBody,
          response: { 200: BillDetail, ...conflictErrors },
        },
      },
      async (request) => change(db, request.auth, Number(request.params.id), request.body.orderIds),
    );
}

import { Value } from '@sinclair/typebox/value';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  AddBillBody,
  BillDetail,
  BillFeeInput,
  BillInitParams,
  BillInitQuery,
  BillOrdersBody,
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
  IdParam,
  InvoiceQuery,
} from '@wolvo/shared/contracts/bills';
import type { AppContext } from '../../context';
import { badRequest } from '../../http-error';
import { billableOrderIds, listBillableOrders } from '../../modules/bills/partner-invoices';
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
import { conflictErrors } from '../common.schema';
import { idempotent } from '../../modules/idempotency';
import { sendPdf } from '../order/pdf-route';
import { history, makingBills } from './access';

// The preview's fees travel in the query as JSON; they are checked as strictly as the add body's.
function parseFees(raw: string | undefined): BillFeeInput[] {
  if (raw === undefined || raw === '') return [];
  let fees: unknown;
  try {
    fees = JSON.parse(raw);
  } catch {
    throw badRequest('fees: value.invalid');
  }
  if (!Array.isArray(fees) || fees.length > 20 || !fees.every((f) => Value.Check(BillFeeInput, f)))
    throw badRequest('fees: value.invalid');
  return fees as BillFeeInput[];
}

/**
 * `/v1/bill/*`: client bills (payments): preview, creation, history, detail, paying or cancelling, the
 * orders a bill may take, invoices and totals. Schemas from the finance contract
 * (`@wolvo/shared/contracts/bills`); the partner remittances and refunds are `routes/order/finance.ts`,
 * the payment days `routes/client/payment-days.ts`.
 */
export async function billRoutes(fastify: FastifyInstance, { db, config }: AppContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['bills'];

  app.get(
    '/bill/init/:ids',
    {
      onRequest: app.guard(makingBills('VIEW')),
      schema: {
        tags,
        summary: 'Preview the bill of the selected orders (one client), writing nothing',
        description:
          'Refused orders are named as `{id}: reason` (order.not-found, bill.order-not-billable, ' +
          'bill.order-in-bill). `fees` is a JSON array of {title, value, unit: DT|%}.',
        params: BillInitParams,
        querystring: BillInitQuery,
        response: { 200: BillPreview },
      },
    },
    async (request) =>
      initBill(db, request.params.ids.split(',').map(Number), parseFees(request.query.fees)),
  );

  // Idempotent (the wrapper types the request itself): declared on the plain instance.
  fastify.post<{ Body: AddBillBody }>(
    '/bill/add',
    {
      onRequest: fastify.guard(makingBills('ADD')),
      schema: {
        tags,
        summary: 'Create a pending bill of the selected orders; NEW_BILL notifies the client',
        body: AddBillBody,
        response: { 201: BillDetail },
      },
    },
    idempotent(
      db,
      {
        status: 201,
        replay: (request, result) => getBill(db, request.auth, (result as { id: number }).id),
      },
      async (request) => addBill(db, request.auth, request.body),
    ),
  );

  app.get(
    '/bill/get-all',
    {
      onRequest: app.guard(history('VIEW')),
      schema: {
        tags,
        summary: 'Bills, newest first: staff all (filters), a client its own',
        querystring: BillsQuery,
        response: { 200: BillsPage },
      },
    },
    async (request) => listBills(db, request.auth, request.query),
  );

  app.get(
    '/bill/get/:id',
    {
      onRequest: app.guard(history('VIEW')),
      schema: {
        tags,
        summary: "A bill with its lines, fees and totals (another client's: 404)",
        params: IdParam,
        response: { 200: BillDetail },
      },
    },
    async (request) => getBill(db, request.auth, Number(request.params.id)),
  );

  const settled = { 200: BillStateResult, ...conflictErrors };
  const settleDescription =
    'Paid and cancelled are final (409 bill.already-paid / bill.already-cancelled).';
  app.put(
    '/bill/confirm/:id',
    {
      onRequest: app.guard(history('EDIT', true)),
      schema: {
        tags,
        summary: 'Pay a pending bill: its orders become paid to the sender (or return billed)',
        description: settleDescription,
        params: IdParam,
        response: settled,
      },
    },
    async (request) => settleBill(db, request.auth, Number(request.params.id), 'PAID'),
  );
  app.put(
    '/bill/cancel/:id',
    {
      onRequest: app.guard(history('EDIT', true)),
      schema: {
        tags,
        summary: 'Cancel a pending bill: its orders are free for another bill',
        description: settleDescription,
        params: IdParam,
        response: settled,
      },
    },
    async (request) => settleBill(db, request.auth, Number(request.params.id), 'CANCELLED'),
  );

  app.get(
    '/bill/statistics/total-paid-unpaid/:clientId',
    {
      onRequest: app.guard(history('VIEW')),
      schema: {
        tags,
        summary: "A client's paid and pending bills and what it is owed outside any bill",
        description: 'A client may ask only for itself (another id: 404).',
        params: ClientIdParam,
        response: { 200: BillPaidUnpaid },
      },
    },
    async (request) => paidUnpaid(db, request.auth, Number(request.params.clientId)),
  );

  app.get(
    '/bill/billable-orders',
    {
      onRequest: app.guard(makingBills('VIEW')),
      schema: {
        tags,
        summary:
          "A client's orders a new bill may take (remitted, returned, refunded; in no live bill)",
        querystring: BillableOrdersQuery,
        response: { 200: BillableOrdersPage },
      },
    },
    async (request) => listBillableOrders(db, request.query),
  );

  app.get(
    '/bill/invoice/:id',
    {
      onRequest: app.guard(history('VIEW')),
      schema: {
        tags,
        summary:
          "The bill's invoice as a PDF, in French, English or Arabic (another client's: 404)",
        params: IdParam,
        querystring: InvoiceQuery,
        response: { 200: PdfResponse },
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
    '/bill/billable-order-ids',
    {
      onRequest: app.guard(makingBills('VIEW')),
      schema: {
        tags,
        summary:
          "Every order id a new bill of the client may take (at most 5,000), for 'select all'",
        querystring: BillableOrderIdsQuery,
        response: { 200: BillableOrderIds },
      },
    },
    async (request) => billableOrderIds(db, request.query.clientId),
  );

  app.put(
    '/bill/:id/add-orders',
    {
      onRequest: app.guard(makingBills('ADD')),
      schema: {
        tags,
        summary:
          'ADD_TO_BILL: more orders on a pending bill, all or none; the net is computed again',
        params: IdParam,
        body: BillOrdersBody,
        response: { 200: BillDetail, ...conflictErrors },
      },
    },
    async (request) =>
      addOrdersToBill(db, request.auth, Number(request.params.id), request.body.orderIds),
  );
  app.put(
    '/bill/:id/remove-orders',
    {
      onRequest: app.guard(makingBills('ADD')),
      schema: {
        tags,
        summary:
          'REMOVE_FROM_BILL: orders off a pending bill (at least one stays); the net is computed again',
        params: IdParam,
        body: BillOrdersBody,
        response: { 200: BillDetail, ...conflictErrors },
      },
    },
    async (request) =>
      removeOrdersFromBill(db, request.auth, Number(request.params.id), request.body.orderIds),
  );
}

import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  IdParam,
  PartnerInvoices,
  PartnerInvoicesQuery,
  PartnerRemittanceBody,
  PartnerRemittanceResult,
  RefundItem,
  RefundsPage,
  RefundsQuery,
} from '@wolvo/shared/contracts/bills';
import type { AppContext } from '../../context';
import { listRefunds, markRefunded } from '../../modules/bills/refunds';
import { getPartnerInvoices, recordRemittance } from '../../modules/bills/partner-invoices';
import { idempotent } from '../../modules/idempotency';
import { conflictErrors } from '../common.schema';
import { history, makingBills } from '../bill/access';

/**
 * The finance area's `/v1/order/*` operations: partners' remittances (partner invoices) and the refunds
 * of damaged or lost parcels. Schemas from the finance contract (`@wolvo/shared/contracts/bills`).
 */
export async function orderFinanceRoutes(fastify: FastifyInstance, { db }: AppContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['bills'];

  app.get(
    '/order/getPartnerInvoices',
    {
      onRequest: app.guard(makingBills('VIEW')),
      schema: {
        tags,
        summary:
          "Each partner's delivered parcels not remitted yet: cash, fees, due; and a page of them",
        querystring: PartnerInvoicesQuery,
        response: { 200: PartnerInvoices },
      },
    },
    async (request) => getPartnerInvoices(db, request.query),
  );

  // Idempotent (the wrapper types the request itself): declared on the plain instance.
  fastify.post<{ Body: PartnerRemittanceBody }>(
    '/order/partner-remittance',
    {
      onRequest: fastify.guard(makingBills('ADD')),
      schema: {
        tags,
        summary: "Record a partner's remittance: its delivered parcels become paid to the provider",
        description:
          'All or nothing: a parcel that is not a delivered one of that partner is named ' +
          '(`{id}: partner.order-not-due`) and nothing changes.',
        body: PartnerRemittanceBody,
        response: { 200: PartnerRemittanceResult },
      },
    },
    idempotent(db, { status: 200 }, async (request) =>
      recordRemittance(db, request.auth, request.body.deliveryCompanyId, request.body.orderIds),
    ),
  );

  app.get(
    '/order/geFinanceRefund',
    {
      // The client's refund page; staff read it from their payment history.
      onRequest: app.guard({ page: 'FINANCE_REFUND', staffPage: 'FINANCE_PAYMENT_HISTORY' }),
      schema: {
        tags,
        summary:
          'Damaged or lost parcels, their refund at the client rate and its state (to refund, refunded, credited)',
        querystring: RefundsQuery,
        response: { 200: RefundsPage },
      },
    },
    async (request) => listRefunds(db, request.auth, request.query),
  );

  app.put(
    '/order/refund/:id',
    {
      onRequest: app.guard(history('EDIT', true)),
      schema: {
        tags,
        summary: "Refund a damaged or lost parcel: the client's next bill credits it",
        description:
          'Anything but a collected parcel marked DAMAGED and not settled: 409 order.not-refundable.',
        params: IdParam,
        response: { 200: RefundItem, ...conflictErrors },
      },
    },
    async (request) => markRefunded(db, request.auth, Number(request.params.id)),
  );
}

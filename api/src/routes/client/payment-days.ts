import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ClientsByPaymentDay } from '@wolvo/shared/contracts/bills';
import type { AppContext } from '../../context';
import { STAFF_ROLES } from '../../modules/auth/access';
import { clientsByPaymentDay } from '../../modules/bills/partner-invoices';

/** The finance area's `/v1/client/*` operation: the payment calendar. */
export async function clientPaymentDayRoutes(fastify: FastifyInstance, { db }: AppContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/client/getClientsByPaymentDay',
    {
      onRequest: app.guard({ roles: STAFF_ROLES, page: 'FINANCE_CALENDAR', action: 'VIEW' }),
      schema: {
        tags: ['bills'],
        summary: 'The clients of each payment weekday with what their next bill would pay now',
        response: { 200: ClientsByPaymentDay },
      },
    },
    async () => clientsByPaymentDay(db),
  );
}

import { sql } from 'kysely';
import {
  API_MESSAGES,
  isStaffRole,
  type RefundItem,
  type RefundsPage,
  type RefundState,
} from '@wolvo/shared/contracts';
import { nowIso, type Db, type DbOrTx } from '../../db/database';
import { conflict, notFound } from '../../http-error';
import type { AuthContext } from '../auth/access';
import { addMovement } from '../orders/order-writes.service';
import { percentOf } from './bill-math';
import { notDeleted } from '../orders/live-orders';

/**
 * Statuses after which a damaged parcel can no longer be refunded: its journey was settled another way
 * (paid to the sender, billed as a return) or it is already refunded.
 */
const SETTLED = ['PAID_TO_SENDER', 'RETURN_BILLED_TO_SENDER', 'REFUNDED', 'CANCELLED'];

/**
 * The orders a refund concerns: collected parcels marked damaged or lost (sub-status DAMAGED: staff set
 * it in the order editor), with the client's refund rate, and the paid bill that credited the refund.
 */
function refundOrders(db: DbOrTx) {
  return db
    .selectFrom('orders as o')
    .innerJoin('clients as c', 'c.id', 'o.clientId')
    .innerJoin('users as u', 'u.id', 'c.userId')
    .where('o.subStatus', '=', 'DAMAGED')
    .where('o.collectedAt', 'is not', null)
    .where(notDeleted('o'))
    .where((eb) => eb.or([eb('o.status', '=', 'REFUNDED'), eb('o.status', 'not in', SETTLED)]));
}

const creditedBy = sql<string | null>`(select b.payment_number from bill_orders bo
  join bills b on b.id = bo.bill_id where bo.order_id = o.id and b.status = 'PAID' limit 1)`;

const stateOf = (status: string, paymentNumber: string | null): RefundState =>
  status !== 'REFUNDED' ? 'TO_REFUND' : paymentNumber ? 'CREDITED' : 'REFUNDED';

/** The refund rows of a query of `refundOrders`, newest first, each refund rounded as a bill does. */
async function refundItems(query: ReturnType<typeof refundOrders>): Promise<RefundItem[]> {
  const rows = await query
    .select([
      'o.id',
      'o.code',
      'o.clientId',
      'u.fullname as clientName',
      'o.price',
      'c.refundBp',
      'o.status',
      'o.updatedAt',
    ])
    .select(creditedBy.as('paymentNumber'))
    .orderBy('o.updatedAt', 'desc')
    .orderBy('o.id', 'desc')
    .execute();
  return rows.map(({ status, ...r }) => ({
    ...r,
    refund: percentOf(r.price, r.refundBp),
    state: stateOf(status, r.paymentNumber),
  }));
}

/**
 * GET /v1/order/geFinanceRefund: a client's damaged or lost parcels (staff: any client's, or one), what
 * each refund is worth at the client's refund rate and where it stands, with the totals per state.
 */
export async function listRefunds(
  db: Db,
  auth: AuthContext,
  query: { offset: number; limit: number; clientId?: number },
): Promise<RefundsPage> {
  let base = refundOrders(db);
  const clientId = isStaffRole(auth.role) ? query.clientId : (auth.clientId ?? -1);
  if (clientId !== undefined) base = base.where('o.clientId', '=', clientId);
  // Refund lists stay small (damaged parcels are rare); the totals need every row's rounded refund.
  const items = await refundItems(base);
  const totals: Record<RefundState, number> = { TO_REFUND: 0, REFUNDED: 0, CREDITED: 0 };
  for (const item of items) totals[item.state] += item.refund;
  return {
    items: items.slice(query.offset, query.offset + query.limit),
    totals,
    page: Math.floor(query.offset / query.limit) + 1,
    total: items.length,
    totalPages: Math.ceil(items.length / query.limit),
  };
}

/**
 * PUT /v1/order/refund/{id} (staff): a damaged or lost parcel is refunded: it becomes REFUNDED (one
 * movement) and the client's next bill credits its value at the refund rate. Anything else is
 * `order.not-refundable`; the status check and the change are one conditional update.
 */
export async function markRefunded(db: Db, auth: AuthContext, id: number): Promise<RefundItem> {
  await db.transaction().execute(async (tx) => {
    const order = await tx
      .selectFrom('orders')
      .select(['id', 'status', 'subStatus', 'collectedAt', 'deletedAt'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!order || order.deletedAt !== null) throw notFound(API_MESSAGES.orderIdNotFound);
    if (
      order.subStatus !== 'DAMAGED' ||
      order.collectedAt === null ||
      SETTLED.includes(order.status)
    )
      throw conflict(API_MESSAGES.orderNotRefundable);
    await addMovement(
      tx,
      order,
      { status: 'REFUNDED', subStatus: 'DAMAGED', by: auth.id },
      nowIso(),
    );
  });
  const [item] = await refundItems(refundOrders(db).where('o.id', '=', id));
  return item!;
}

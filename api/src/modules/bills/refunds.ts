import {
  API_MESSAGES,
  isStaffRole,
  type RefundItem,
  type RefundsPage,
  type RefundState,
} from '@wolvo/shared/contracts';
import { nowIso, type Db } from '../../db/database';
import { conflict, notFound } from '../../http-error';
import type { AuthContext } from '../auth/access';
import { addMovement } from '../orders/order-writes.service';
import { percentOf, REFUND_SETTLED_STATUSES } from './bill-math';
import { orderRefundState, refundRows } from './bills.repository';

const stateOf = (status: string, paymentNumber: string | null): RefundState =>
  status !== 'REFUNDED' ? 'TO_REFUND' : paymentNumber ? 'CREDITED' : 'REFUNDED';

/** The refunds (of a client, one order, or all), newest first, each refund rounded as a bill does. */
async function refundItems(
  db: Db,
  filter: { clientId?: number; id?: number },
): Promise<RefundItem[]> {
  const rows = await refundRows(db, filter);
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
  const clientId = isStaffRole(auth.role) ? query.clientId : (auth.clientId ?? -1);
  // Refund lists stay small (damaged parcels are rare); the totals need every row's rounded refund.
  const items = await refundItems(db, { clientId });
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
    const order = await orderRefundState(tx, id);
    if (!order || order.deletedAt !== null) throw notFound(API_MESSAGES.orderIdNotFound);
    if (
      order.subStatus !== 'DAMAGED' ||
      order.collectedAt === null ||
      REFUND_SETTLED_STATUSES.includes(order.status)
    )
      throw conflict(API_MESSAGES.orderNotRefundable);
    await addMovement(
      tx,
      order,
      { status: 'REFUNDED', subStatus: 'DAMAGED', by: auth.id },
      nowIso(),
    );
  });
  const [item] = await refundItems(db, { id });
  return item!;
}

import { EDIT_MESSAGES, type DeliveryCostResult } from '@wolvo/shared/contracts';
import { nowIso, type Db } from '../../db/database';
import { conflict, notFound } from '../../http-error';
import type { AuthContext } from '../auth/access';
import { writeAudit } from '../audit/audit';
import { billsFollowOrders } from '../bills/bill-lines';
import { liveBillStatusOfOrder } from '../bills/bills.repository';
import { writeOrderColumns } from './order-writes.repository';
import { findOrderDeliveryCost } from './orders.repository';

/**
 * PUT /v1/order/edit/delivery-cost/{id} (staff): an order's delivery cost in integer millimes. Refused
 * (409 delivery-cost.bill-paid) once a paid bill holds the order; a pending bill's lines are written again
 * in the same transaction. The change goes to the audit trail.
 */
export async function updateDeliveryCost(
  db: Db,
  auth: AuthContext,
  id: number,
  deliveryCost: number,
): Promise<DeliveryCostResult> {
  return db.transaction().execute(async (tx) => {
    const order = await findOrderDeliveryCost(tx, id);
    if (!order) throw notFound('order.not-found');
    const bill = await liveBillStatusOfOrder(tx, id);
    if (bill?.status === 'PAID') throw conflict(EDIT_MESSAGES.deliveryCostBillPaid);
    if (order.deliveryCost === deliveryCost) return { id, deliveryCost };
    const at = nowIso();
    await writeOrderColumns(tx, id, { deliveryCost, updatedAt: at });
    await billsFollowOrders(tx, [id], at);
    await writeAudit(tx, {
      entity: 'ORDER',
      entityId: id,
      by: auth.id,
      at,
      changes: [{ field: 'deliveryCost', before: order.deliveryCost, after: deliveryCost }],
    });
    return { id, deliveryCost };
  });
}

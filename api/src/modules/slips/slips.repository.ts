// The SQL of the slips (slips.service.ts): the service holds the print rules (refusals, which movement a
// print writes) and the transactions; these functions run in the one they are given.
import type { DbOrTx } from '../../db/database';
import type { TenantScope } from '../orders/orders.repository';
import { notDeleted } from '../orders/live-orders';

/** The live orders among `ids` within the tenant, with everything their slips show. */
export function findSlipOrders(db: DbOrTx, scope: TenantScope, ids: number[]) {
  let query = db
    .selectFrom('orders as o')
    .innerJoin('businesses as b', 'b.id', 'o.businessId')
    .innerJoin('recipients as r', 'r.id', 'o.recipientId')
    .innerJoin('clients as c', 'c.id', 'o.clientId')
    .select([
      'o.id',
      'o.clientId',
      'o.code',
      'o.reference',
      'o.status',
      'o.collectedAt',
      'o.createdAt',
      'o.updatedAt',
      'o.service',
      'o.price',
      'o.paymentType',
      'o.canOpen',
      'o.fragile',
      'o.merchandise',
      'o.merchandiseQuantity',
      'o.returningMerchandise',
      'o.note',
      'o.pickupAddress',
      'o.printCount',
      'b.name as company',
      'c.phone1 as merchantPhone',
      'c.pickupAddress as clientPickupAddress',
      'c.confirmed as clientConfirmed',
      'r.fullname',
      'r.phone1',
      'r.phone2',
      'r.delegation',
      'r.city',
      'r.address',
      'r.postalCode',
    ])
    .where('o.id', 'in', ids)
    .where(notDeleted('o'));
  if (scope.clientId !== null) query = query.where('o.clientId', '=', scope.clientId);
  return query.execute();
}

/** The statuses of the orders' movements, by order, oldest first. */
export function listMovementStatuses(db: DbOrTx, ids: number[]) {
  return db
    .selectFrom('movements')
    .select(['orderId', 'status'])
    .where('orderId', 'in', ids)
    .orderBy('orderId')
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
}

/** Counts one more print of the orders, printed at `at`. */
export async function countPrint(tx: DbOrTx, ids: number[], at: string): Promise<void> {
  await tx
    .updateTable('orders')
    .set((eb) => ({ printCount: eb('printCount', '+', 1), lastPrintedAt: at }))
    .where('id', 'in', ids)
    .execute();
}

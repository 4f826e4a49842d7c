// The SQL of the order writes (order-writes.service.ts): new orders with their recipients and movements,
// status changes, edits and deletions. The service holds the rules (which columns a status sets, what a
// new order copies from the contract) and the transactions; these functions run in the one they are given.
import { sql, type Insertable, type Updateable } from 'kysely';
import type { DbOrTx } from '../../db/database';
import type { Database } from '../../db/schema';
import { notDeleted } from './live-orders';

/** Writes movements, one row each, in one statement. */
export async function insertMovements(tx: DbOrTx, rows: Insertable<Database['movements']>[]) {
  await tx.insertInto('movements').values(rows).execute();
}

/** Sets columns of one order. */
export async function writeOrderColumns(
  tx: DbOrTx,
  orderId: number,
  set: Updateable<Database['orders']>,
) {
  await tx.updateTable('orders').set(set).where('id', '=', orderId).execute();
}

/** Rewrites one movement (the staff edit that replaces the latest status). */
export async function rewriteMovement(
  tx: DbOrTx,
  movementId: number,
  set: Updateable<Database['movements']>,
) {
  await tx.updateTable('movements').set(set).where('id', '=', movementId).execute();
}

/**
 * Sets an order's statistics facts from its movements: `deliveredAt` and `returnedAt` are the times of the
 * latest DELIVERED and RETURN_TO_SENDER movements.
 */
export async function refreshMovementFacts(tx: DbOrTx, orderId: number) {
  const latest = (status: string) =>
    tx
      .selectFrom('movements')
      .select((eb) => eb.fn.max('movements.createdAt').as('at'))
      .where('movements.orderId', '=', orderId)
      .where('movements.status', '=', status);
  await tx
    .updateTable('orders')
    .set({ deliveredAt: latest('DELIVERED'), returnedAt: latest('RETURN_TO_SENDER') })
    .where('id', '=', orderId)
    .execute();
}

/** Copies a recipient's place onto its orders (the statistics group orders by it without a join). */
export async function copyRecipientPlace(tx: DbOrTx, recipientId: number) {
  const place = (column: 'delegation' | 'city') =>
    tx.selectFrom('recipients').select(column).where('recipients.id', '=', recipientId);
  await tx
    .updateTable('orders')
    .set({ destGovernorate: place('delegation'), destDelegation: place('city') })
    .where('recipientId', '=', recipientId)
    .execute();
}

/** Sets a recipient's changed fields. */
export async function updateRecipient(
  tx: DbOrTx,
  recipientId: number,
  set: Updateable<Database['recipients']>,
) {
  await tx.updateTable('recipients').set(set).where('id', '=', recipientId).execute();
}

/** Writes recipients in one statement; answers their ids as RETURNING lists them. */
export function insertRecipients(tx: DbOrTx, rows: Insertable<Database['recipients']>[]) {
  return tx.insertInto('recipients').values(rows).returning('id').execute();
}

/** Writes orders in one statement; answers their ids as RETURNING lists them. */
export function insertOrderRows(tx: DbOrTx, rows: Insertable<Database['orders']>[]) {
  return tx.insertInto('orders').values(rows).returning('id').execute();
}

/** Sets each order's code (`codeOf` its id) in one statement. */
export async function writeOrderCodes(
  tx: DbOrTx,
  orderIds: number[],
  codeOf: (orderId: number) => string,
) {
  const codes = sql.join(
    orderIds.map((orderId) => sql`when ${orderId} then ${codeOf(orderId)}`),
    sql` `,
  );
  await tx
    .updateTable('orders')
    .set({ code: sql<string>`case id ${codes} end` })
    .where('id', 'in', orderIds)
    .execute();
}

/** Ids and codes of a client's orders with ids from `low` to `high`. */
export function orderCodesBetween(db: DbOrTx, clientId: number, low: number, high: number) {
  return db
    .selectFrom('orders')
    .select(['id', 'code'])
    .where('clientId', '=', clientId)
    .where('id', '>=', low)
    .where('id', '<=', high)
    .execute();
}

/** Status and collection time of the client's live orders among `ids`. */
export function clientOrderStates(db: DbOrTx, clientId: number, ids: number[]) {
  return db
    .selectFrom('orders')
    .select(['id', 'status', 'collectedAt'])
    .where('id', 'in', ids)
    .where('clientId', '=', clientId)
    .where(notDeleted())
    .execute();
}

/** Orders that point at one of `ids` as their exchanged or returning order lose the link. */
export async function clearLinksTo(tx: DbOrTx, ids: number[]) {
  await tx
    .updateTable('orders')
    .set({ exchangeOrderId: null })
    .where('exchangeOrderId', 'in', ids)
    .execute();
  await tx
    .updateTable('orders')
    .set({ returningOrderId: null })
    .where('returningOrderId', 'in', ids)
    .execute();
}

/** Marks the orders deleted (`deletedAt`): gone for everyone from then on. */
export async function markOrdersDeleted(tx: DbOrTx, ids: number[], at: string) {
  await tx
    .updateTable('orders')
    .set({ deletedAt: at, updatedAt: at })
    .where('id', 'in', ids)
    .execute();
}

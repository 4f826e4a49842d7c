// The recipient tracking page's SQL. The service (`tracking.service.ts`) holds the timeline, the days
// offered, the rules of a choice and its transaction.
import type { TrackingChoiceKind } from '@wolvo/shared/contracts';
import type { DbOrTx } from '../../db/database';
import { notDeleted } from '../orders/live-orders';

/** A live order as its recipient may see it: its company and the place it goes to. */
export function findTrackedOrder(db: DbOrTx, id: number) {
  return db
    .selectFrom('orders as o')
    .innerJoin('businesses as b', 'b.id', 'o.businessId')
    .innerJoin('recipients as r', 'r.id', 'o.recipientId')
    .select([
      'o.id',
      'o.code',
      'o.clientId',
      'o.status',
      'o.price',
      'o.paymentType',
      'o.canOpen',
      'o.fragile',
      'o.collectedAt',
      'o.createdAt',
      'b.name as company',
      // The data model's `delegation` is the governorate and its `city` the delegation (spec section 3).
      'r.delegation as governorate',
      'r.city as delegation',
    ])
    .where('o.id', '=', id)
    .where(notDeleted('o'))
    .executeTakeFirst();
}

/** The recipient's latest choice on the order, if any. */
export function findLatestChoice(db: DbOrTx, orderId: number) {
  return db
    .selectFrom('recipientChoices')
    .select(['kind', 'day', 'note', 'madeOn', 'createdAt'])
    .where('orderId', '=', orderId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The statuses of the order's movements and their times, oldest first. */
export function listMovementStatuses(db: DbOrTx, orderId: number) {
  return db
    .selectFrom('movements')
    .select(['status', 'createdAt'])
    .where('orderId', '=', orderId)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
}

/** The order's latest movement, if any. */
export function findLastMovement(db: DbOrTx, orderId: number) {
  return db
    .selectFrom('movements')
    .select(['status', 'subStatus', 'alphaStatus', 'location'])
    .where('orderId', '=', orderId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Whether the recipient made a choice on the order that (Tunis) day. */
export async function hasChoiceOn(db: DbOrTx, orderId: number, day: string): Promise<boolean> {
  const taken = await db
    .selectFrom('recipientChoices')
    .select('id')
    .where('orderId', '=', orderId)
    .where('madeOn', '=', day)
    .executeTakeFirst();
  return taken !== undefined;
}

/** The movement that carries a choice: the order's current status and sub-statuses, nothing else; its id. */
export async function insertChoiceMovement(
  db: DbOrTx,
  movement: {
    orderId: number;
    status: string;
    subStatus: string;
    alphaStatus: string | null;
    at: string;
  },
): Promise<number> {
  const { id } = await db
    .insertInto('movements')
    .values({
      orderId: movement.orderId,
      status: movement.status,
      subStatus: movement.subStatus,
      alphaStatus: movement.alphaStatus,
      partnerStatus: null,
      location: null,
      note: null,
      message: null,
      createdBy: null,
      createdAt: movement.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Stores the recipient's choice. */
export async function insertRecipientChoice(
  db: DbOrTx,
  choice: {
    orderId: number;
    movementId: number;
    kind: TrackingChoiceKind;
    day: string | null;
    note: string | null;
    madeOn: string;
    createdAt: string;
  },
): Promise<void> {
  await db.insertInto('recipientChoices').values(choice).execute();
}

// The fortune wheel's SQL: wheels and their items, links and participants. The services hold the rules
// (ownership, states, the draw) and the transactions; each function here is one statement or one
// grouped read, on the connection or transaction it is given.
import type { WheelParticipant, WheelSummary, WheelUrlState } from '@wolvo/shared/contracts';
import { sql, type Insertable } from 'kysely';
import type { DbOrTx } from '../../db/database';
import type { Database } from '../../db/schema';

/** One page of a list, as the spec's calls give it. */
export interface Page {
  offset: number;
  limit: number;
}

/** A wheel's fields as a merchant writes them. */
export interface WheelItemFields {
  title: string;
  value: string;
  probability: number;
}

/** The client's wheel `id`, or undefined (another client's is as missing). */
export function findClientWheel(db: DbOrTx, clientId: number, id: number) {
  return db
    .selectFrom('fortuneWheels')
    .selectAll()
    .where('id', '=', id)
    .where('clientId', '=', clientId)
    .executeTakeFirst();
}

/** A client's wheels with their item counts, newest first. */
export function clientWheels(db: DbOrTx, clientId: number) {
  return db
    .selectFrom('fortuneWheels as w')
    .select([
      'w.id',
      'w.name',
      'w.active',
      'w.createdAt',
      'w.updatedAt',
      (eb) =>
        eb
          .selectFrom('wheelItems as i')
          .select((e) => e.fn.countAll<number>().as('n'))
          .whereRef('i.wheelId', '=', 'w.id')
          .as('items'),
    ])
    .where('w.clientId', '=', clientId)
    .orderBy('w.createdAt', 'desc')
    .orderBy('w.id', 'desc')
    .execute();
}

/** Per wheel: its links by state at `now` and its participants, in two grouped queries. */
export async function wheelCounts(db: DbOrTx, wheelIds: number[], now: Date) {
  const out = new Map<number, Pick<WheelSummary, 'urls' | 'participants'>>();
  if (!wheelIds.length) return out;
  const nowIso = now.toISOString();
  const [urls, participants] = await Promise.all([
    db
      .selectFrom('wheelUrls')
      .select([
        'wheelId',
        sql<WheelUrlState>`case when deleted_at is not null then 'DELETED' when used = 1 then 'USED' when expires_at <= ${nowIso} then 'EXPIRED' else 'UNUSED' end`.as(
          'state',
        ),
        (eb) => eb.fn.countAll<number>().as('n'),
      ])
      .where('wheelId', 'in', wheelIds)
      .groupBy(['wheelId', 'state'])
      .execute(),
    db
      .selectFrom('wheelParticipants')
      .select(['wheelId', (eb) => eb.fn.countAll<number>().as('n')])
      .where('wheelId', 'in', wheelIds)
      .groupBy('wheelId')
      .execute(),
  ]);
  for (const id of wheelIds)
    out.set(id, { urls: { UNUSED: 0, USED: 0, EXPIRED: 0, DELETED: 0 }, participants: 0 });
  for (const row of urls) out.get(row.wheelId)!.urls[row.state] = Number(row.n);
  for (const row of participants) out.get(row.wheelId)!.participants = Number(row.n);
  return out;
}

/** A wheel's items in their order. */
export function wheelItems(db: DbOrTx, wheelId: number) {
  return db
    .selectFrom('wheelItems')
    .select(['id', 'title', 'value', 'probability'])
    .where('wheelId', '=', wheelId)
    .orderBy('id')
    .execute();
}

/** A new wheel and its items; its id. */
export async function insertWheel(
  tx: DbOrTx,
  wheel: Omit<Insertable<Database['fortuneWheels']>, 'id'>,
  items: WheelItemFields[],
): Promise<number> {
  const { id } = await tx
    .insertInto('fortuneWheels')
    .values(wheel)
    .returning('id')
    .executeTakeFirstOrThrow();
  await tx
    .insertInto('wheelItems')
    .values(items.map((item) => ({ wheelId: id, ...item })))
    .execute();
  return id;
}

/** Sets a wheel's name or state and its update time. */
export async function updateWheel(
  tx: DbOrTx,
  id: number,
  fields: { name?: string; active?: number; updatedAt: string },
): Promise<void> {
  await tx.updateTable('fortuneWheels').set(fields).where('id', '=', id).execute();
}

/**
 * A wheel's items become `items`: those with an id are updated, those without added, and the wheel's
 * others removed.
 */
export async function replaceWheelItems(
  tx: DbOrTx,
  wheelId: number,
  items: (WheelItemFields & { id?: number })[],
): Promise<void> {
  const kept = items.flatMap((item) => (item.id === undefined ? [] : [item.id]));
  await tx
    .deleteFrom('wheelItems')
    .where('wheelId', '=', wheelId)
    .$if(kept.length > 0, (q) => q.where('id', 'not in', kept))
    .execute();
  for (const { id, ...fields } of items) {
    if (id === undefined)
      await tx
        .insertInto('wheelItems')
        .values({ wheelId, ...fields })
        .execute();
    else
      await tx
        .updateTable('wheelItems')
        .set(fields)
        .where('id', '=', id)
        .where('wheelId', '=', wheelId)
        .execute();
  }
}

/** Removes a wheel with its participants, links and items (children first: SQLite enforces the cascade only with foreign keys on). */
export async function deleteWheelRows(tx: DbOrTx, id: number): Promise<void> {
  await tx.deleteFrom('wheelParticipants').where('wheelId', '=', id).execute();
  await tx.deleteFrom('wheelUrls').where('wheelId', '=', id).execute();
  await tx.deleteFrom('wheelItems').where('wheelId', '=', id).execute();
  await tx.deleteFrom('fortuneWheels').where('id', '=', id).execute();
}

/** A new link. */
export async function insertUrl(db: DbOrTx, row: Insertable<Database['wheelUrls']>): Promise<void> {
  await db.insertInto('wheelUrls').values(row).execute();
}

/** A page of a wheel's links, newest first, and how many it has. */
export async function urlPage(db: DbOrTx, wheelId: number, page: Page) {
  const base = db.selectFrom('wheelUrls').where('wheelId', '=', wheelId);
  const [rows, total] = await Promise.all([
    base
      .select(['id', 'used', 'createdAt', 'expiresAt', 'deletedAt'])
      .orderBy('createdAt', 'desc')
      .orderBy('id')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** Marks a live link of the wheel deleted; false when there was none. */
export async function markUrlDeleted(
  db: DbOrTx,
  wheelId: number,
  urlId: string,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('wheelUrls')
    .set({ deletedAt: at })
    .where('id', '=', urlId)
    .where('wheelId', '=', wheelId)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** A link with its wheel's name and state, to tell whether it can be played. */
export function findLink(db: DbOrTx, urlId: string) {
  return db
    .selectFrom('wheelUrls as u')
    .innerJoin('fortuneWheels as w', 'w.id', 'u.wheelId')
    .select(['u.id', 'u.wheelId', 'u.used', 'u.expiresAt', 'u.deletedAt', 'w.name', 'w.active'])
    .where('u.id', '=', urlId)
    .executeTakeFirst();
}

/**
 * Uses a link up if it is still unused, live and unexpired at `at`; false when another play took it
 * first (the conditional UPDATE is what makes two plays at once safe).
 */
export async function takeUrl(tx: DbOrTx, urlId: string, at: string): Promise<boolean> {
  const taken = await tx
    .updateTable('wheelUrls')
    .set({ used: 1 })
    .where('id', '=', urlId)
    .where('used', '=', 0)
    .where('deletedAt', 'is', null)
    .where('expiresAt', '>', at)
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) > 0;
}

type NewParticipant = Omit<Insertable<Database['wheelParticipants']>, 'id'>;

/** Records a visitor of a link; `onceForUrl`: nothing when the link already has one. */
export async function insertParticipant(
  db: DbOrTx,
  row: NewParticipant,
  { onceForUrl = false } = {},
): Promise<void> {
  await db
    .insertInto('wheelParticipants')
    .values(row)
    .$if(onceForUrl, (q) => q.onConflict((oc) => oc.column('urlId').doNothing()))
    .execute();
}

/** The participant of a wheel's link: whether it played and has withdrawn its prize. */
export function findParticipantOfUrl(db: DbOrTx, wheelId: number, urlId: string) {
  return db
    .selectFrom('wheelParticipants')
    .select(['id', 'withdrawnAt', 'hasPlayed'])
    .where('wheelId', '=', wheelId)
    .where('urlId', '=', urlId)
    .executeTakeFirst();
}

/** The winner of a link, with the value of the item it won. */
export function findWinnerOfUrl(db: DbOrTx, urlId: string) {
  return db
    .selectFrom('wheelParticipants')
    .leftJoin('wheelItems', 'wheelItems.id', 'wheelParticipants.wonItemId')
    .select([
      'wheelParticipants.id',
      'wheelParticipants.hasPlayed',
      'wheelParticipants.detailsSavedAt',
      'wheelItems.value as wonValue',
    ])
    .where('wheelParticipants.urlId', '=', urlId)
    .executeTakeFirst();
}

/** Marks a participant's prize withdrawn, once; false when it already was. */
export async function markWithdrawn(
  db: DbOrTx,
  participantId: number,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('wheelParticipants')
    .set({ withdrawnAt: at })
    .where('id', '=', participantId)
    .where('withdrawnAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Saves a winner's delivery details, once; false when they already were. */
export async function saveWinnerRow(
  db: DbOrTx,
  participantId: number,
  details: {
    fullname: string;
    phone: string;
    governorate: string;
    delegation: string;
    address: string;
    detailsSavedAt: string;
  },
): Promise<boolean> {
  const saved = await db
    .updateTable('wheelParticipants')
    .set(details)
    .where('id', '=', participantId)
    .where('detailsSavedAt', 'is', null)
    .executeTakeFirst();
  return Number(saved.numUpdatedRows) > 0;
}

/** A page of a wheel's participants, newest first (`onlyId`: that one). */
export async function participantRows(
  db: DbOrTx,
  wheelId: number,
  page: Page,
  onlyId?: number,
): Promise<WheelParticipant[]> {
  const rows = await db
    .selectFrom('wheelParticipants')
    .selectAll()
    .where('wheelId', '=', wheelId)
    .$if(onlyId !== undefined, (q) => q.where('id', '=', onlyId!))
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    urlId: r.urlId,
    visitorId: r.visitorId,
    device: r.device,
    browser: r.browser,
    wonTitle: r.wonTitle,
    wonValue: r.wonValue,
    hasPlayed: Boolean(r.hasPlayed),
    expired: Boolean(r.expired),
    detailsSaved: r.detailsSavedAt !== null,
    fullname: r.fullname,
    phone: r.phone,
    governorate: r.governorate,
    delegation: r.delegation,
    address: r.address,
    createdAt: r.createdAt,
    withdrawnAt: r.withdrawnAt,
  }));
}

/** How many participants a wheel has. */
export async function countParticipants(db: DbOrTx, wheelId: number): Promise<number> {
  const total = await db
    .selectFrom('wheelParticipants')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('wheelId', '=', wheelId)
    .executeTakeFirstOrThrow();
  return Number(total.n);
}

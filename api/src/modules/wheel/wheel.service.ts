import { randomBytes } from 'node:crypto';
import {
  WHEEL_MESSAGES,
  WHEEL_URL_TTL_MS,
  type Paged,
  type WheelBody,
  type WheelDetail,
  type WheelItemInput,
  type WheelParticipant,
  type WheelSummary,
  type WheelUrl,
  type WheelUrlState,
} from '@wolvo/shared/contracts';
import { WheelEditRules, WheelRules } from '@wolvo/shared/contracts/fortune-wheel';
import { ruleErrorsOf } from '@wolvo/shared/contracts/rules';
import { sql } from 'kysely';
import type { Db, DbOrTx } from '../../db/database';
import { badRequest, conflict, notFound } from '../../http-error';
import type { AuthContext } from '../auth/access';
import { pagedOf } from '../paged';

const M = WHEEL_MESSAGES;

/** A link's state at `now`: deleted, used, expired a week after creation if unused, else unused. */
export function urlStateOf(
  url: { used: number; expiresAt: string; deletedAt: string | null },
  now: Date,
): WheelUrlState {
  if (url.deletedAt) return 'DELETED';
  if (url.used) return 'USED';
  if (Date.parse(url.expiresAt) <= now.getTime()) return 'EXPIRED';
  return 'UNUSED';
}

/** An unguessable link id: 128 bits from the system's cryptographic source, URL-safe. */
export const newUrlId = () => randomBytes(16).toString('base64url');

/**
 * The rules of a wheel's fields, named by field: a name, 2 to 12 items each with a title, a value and a
 * weight from 1 to 1000 (`WheelRules` of the contract, which the browser's editor checks too). `partial`
 * (PUT /edit) checks only the fields sent.
 */
export function checkWheelBody(body: Partial<WheelBody>, partial: boolean): string[] {
  return ruleErrorsOf(partial ? WheelEditRules : WheelRules, body);
}

/** The caller's wheel (a client's own only; another client's answers 404 like a missing one). */
async function ownWheel(db: DbOrTx, auth: AuthContext, id: number) {
  const wheel = await db
    .selectFrom('fortuneWheels')
    .selectAll()
    .where('id', '=', id)
    .where('clientId', '=', auth.clientId ?? -1)
    .executeTakeFirst();
  if (!wheel) throw notFound(M.wheelNotFound);
  return wheel;
}

/** Per wheel: its links by state at `now` and its participants, in two grouped queries. */
async function wheelCounts(db: DbOrTx, wheelIds: number[], now: Date) {
  if (!wheelIds.length) return new Map<number, Pick<WheelSummary, 'urls' | 'participants'>>();
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
  const out = new Map<number, Pick<WheelSummary, 'urls' | 'participants'>>();
  for (const id of wheelIds)
    out.set(id, { urls: { UNUSED: 0, USED: 0, EXPIRED: 0, DELETED: 0 }, participants: 0 });
  for (const row of urls) out.get(row.wheelId)!.urls[row.state] = Number(row.n);
  for (const row of participants) out.get(row.wheelId)!.participants = Number(row.n);
  return out;
}

/** GET /v1/fortune-wheel/get: the client's wheels, newest first. */
export async function listWheels(db: Db, auth: AuthContext, now: Date): Promise<WheelSummary[]> {
  const wheels = await db
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
    .where('w.clientId', '=', auth.clientId ?? -1)
    .orderBy('w.createdAt', 'desc')
    .orderBy('w.id', 'desc')
    .execute();
  const counts = await wheelCounts(
    db,
    wheels.map((w) => w.id),
    now,
  );
  return wheels.map((w) => ({
    id: w.id,
    name: w.name,
    active: Boolean(w.active),
    createdAt: w.createdAt,
    updatedAt: w.updatedAt,
    items: Number(w.items),
    ...counts.get(w.id)!,
  }));
}

/** GET /v1/fortune-wheel/get/{id}: one wheel with its items. */
export async function getWheel(
  db: DbOrTx,
  auth: AuthContext,
  id: number,
  now: Date,
): Promise<WheelDetail> {
  const wheel = await ownWheel(db, auth, id);
  const [items, counts] = await Promise.all([
    db
      .selectFrom('wheelItems')
      .select(['id', 'title', 'value', 'probability'])
      .where('wheelId', '=', id)
      .orderBy('id')
      .execute(),
    wheelCounts(db, [id], now),
  ]);
  return {
    id: wheel.id,
    name: wheel.name,
    active: Boolean(wheel.active),
    createdAt: wheel.createdAt,
    updatedAt: wheel.updatedAt,
    items,
    ...counts.get(id)!,
  };
}

const cleanItem = (item: WheelItemInput) => ({
  title: item.title.trim(),
  value: item.value.trim(),
  probability: item.probability,
});

/** POST /v1/fortune-wheel/add: a wheel and its items, in one transaction. */
export async function addWheel(
  db: Db,
  auth: AuthContext,
  body: WheelBody,
  now: Date,
): Promise<WheelDetail> {
  const errors = checkWheelBody(body, false);
  if (errors.length) throw badRequest(errors);
  const at = now.toISOString();
  const id = await db.transaction().execute(async (tx) => {
    const { id } = await tx
      .insertInto('fortuneWheels')
      .values({
        clientId: auth.clientId!,
        name: body.name.trim(),
        active: body.active === false ? 0 : 1,
        createdAt: at,
        updatedAt: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await tx
      .insertInto('wheelItems')
      .values(body.items.map((item) => ({ wheelId: id, ...cleanItem(item) })))
      .execute();
    return id;
  });
  return getWheel(db, auth, id, now);
}

/**
 * PUT /v1/fortune-wheel/edit/{id}: the fields sent; `{ active }` alone enables or disables it. Items
 * with an id are updated, without one added, and the wheel's other items removed; prizes already won
 * keep their title and value (kept on the participant).
 */
export async function editWheel(
  db: Db,
  auth: AuthContext,
  id: number,
  body: Partial<WheelBody>,
  now: Date,
): Promise<WheelDetail> {
  const errors = checkWheelBody(body, true);
  if (errors.length) throw badRequest(errors);
  await db.transaction().execute(async (tx) => {
    await ownWheel(tx, auth, id);
    await tx
      .updateTable('fortuneWheels')
      .set({
        ...(body.name !== undefined && { name: body.name.trim() }),
        ...(body.active !== undefined && { active: body.active ? 1 : 0 }),
        updatedAt: now.toISOString(),
      })
      .where('id', '=', id)
      .execute();
    if (!body.items) return;
    const existing = new Set(
      (await tx.selectFrom('wheelItems').select('id').where('wheelId', '=', id).execute()).map(
        (r) => r.id,
      ),
    );
    const unknown = body.items
      .map((item, i) => [item, i] as const)
      .filter(([item]) => item.id !== undefined && !existing.has(item.id));
    if (unknown.length) throw badRequest(unknown.map(([, i]) => `items.${i}.id: ${M.itemUnknown}`));
    const kept = body.items.flatMap((item) => (item.id === undefined ? [] : [item.id]));
    await tx
      .deleteFrom('wheelItems')
      .where('wheelId', '=', id)
      .$if(kept.length > 0, (q) => q.where('id', 'not in', kept))
      .execute();
    for (const item of body.items) {
      if (item.id === undefined)
        await tx
          .insertInto('wheelItems')
          .values({ wheelId: id, ...cleanItem(item) })
          .execute();
      else
        await tx
          .updateTable('wheelItems')
          .set(cleanItem(item))
          .where('id', '=', item.id)
          .where('wheelId', '=', id)
          .execute();
    }
  });
  return getWheel(db, auth, id, now);
}

/** DELETE /v1/fortune-wheel/delete/{id}: the wheel, its links and its participants' details. */
export async function deleteWheel(db: Db, auth: AuthContext, id: number): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await ownWheel(tx, auth, id);
    // Children first: SQLite enforces the cascade only with foreign keys on.
    await tx.deleteFrom('wheelParticipants').where('wheelId', '=', id).execute();
    await tx.deleteFrom('wheelUrls').where('wheelId', '=', id).execute();
    await tx.deleteFrom('wheelItems').where('wheelId', '=', id).execute();
    await tx.deleteFrom('fortuneWheels').where('id', '=', id).execute();
  });
}

/** A link as the merchant sees it, with the page its customer opens. */
function toUrl(
  row: { id: string; used: number; createdAt: string; expiresAt: string; deletedAt: string | null },
  now: Date,
  rouletteUrlOf: (id: string) => string,
): WheelUrl {
  return {
    id: row.id,
    state: urlStateOf(row, now),
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
    url: rouletteUrlOf(row.id),
  };
}

/** POST /v1/fortune-wheel/{wheelId}/generate-url: a new single-use link, valid a week. */
export async function generateUrl(
  db: Db,
  auth: AuthContext,
  wheelId: number,
  now: Date,
  rouletteUrlOf: (id: string) => string,
): Promise<WheelUrl> {
  await ownWheel(db, auth, wheelId);
  const row = {
    id: newUrlId(),
    wheelId,
    used: 0,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + WHEEL_URL_TTL_MS).toISOString(),
    deletedAt: null,
  };
  await db.insertInto('wheelUrls').values(row).execute();
  return toUrl(row, now, rouletteUrlOf);
}

/** GET /v1/fortune-wheel/{wheelId}/urls: the wheel's links, newest first, paged. */
export async function listUrls(
  db: Db,
  auth: AuthContext,
  wheelId: number,
  page: { offset: number; limit: number },
  now: Date,
  rouletteUrlOf: (id: string) => string,
): Promise<Paged<WheelUrl>> {
  await ownWheel(db, auth, wheelId);
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
  return pagedOf(
    rows.map((r) => toUrl(r, now, rouletteUrlOf)),
    Number(total.n),
    page,
  );
}

/** DELETE /v1/fortune-wheel/{wheelId}/delete-url/{id}: the link stops working (kept for the history). */
export async function deleteUrl(
  db: Db,
  auth: AuthContext,
  wheelId: number,
  urlId: string,
  now: Date,
): Promise<void> {
  await ownWheel(db, auth, wheelId);
  const result = await db
    .updateTable('wheelUrls')
    .set({ deletedAt: now.toISOString() })
    .where('id', '=', urlId)
    .where('wheelId', '=', wheelId)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw notFound(M.urlNotFound);
}

/**
 * POST /v1/fortune-wheel/{wheelId}/withdraw-status/{urlId}: the merchant marks the prize won with that
 * link as handed over to the winner (withdrawn), once.
 */
export async function withdrawPrize(
  db: Db,
  auth: AuthContext,
  wheelId: number,
  urlId: string,
  now: Date,
): Promise<WheelParticipant> {
  await ownWheel(db, auth, wheelId);
  const participant = await db
    .selectFrom('wheelParticipants')
    .select(['id', 'withdrawnAt', 'hasPlayed'])
    .where('wheelId', '=', wheelId)
    .where('urlId', '=', urlId)
    .executeTakeFirst();
  if (!participant) throw notFound(M.urlNotFound);
  if (!participant.hasPlayed) throw conflict(M.notPlayed);
  const result = await db
    .updateTable('wheelParticipants')
    .set({ withdrawnAt: now.toISOString() })
    .where('id', '=', participant.id)
    .where('withdrawnAt', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw conflict(M.alreadyWithdrawn);
  const [updated] = await participantRows(db, wheelId, { offset: 0, limit: 1 }, participant.id);
  return updated!;
}

async function participantRows(
  db: Db,
  wheelId: number,
  page: { offset: number; limit: number },
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

/** GET /v1/fortune-wheel/{wheelId}/participants: the wheel's players, newest first, paged. */
export async function listParticipants(
  db: Db,
  auth: AuthContext,
  wheelId: number,
  page: { offset: number; limit: number },
): Promise<Paged<WheelParticipant>> {
  await ownWheel(db, auth, wheelId);
  const [items, total] = await Promise.all([
    participantRows(db, wheelId, page),
    db
      .selectFrom('wheelParticipants')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('wheelId', '=', wheelId)
      .executeTakeFirstOrThrow(),
  ]);
  return pagedOf(items, Number(total.n), page);
}

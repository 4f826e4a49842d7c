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
import type { Db, DbOrTx } from '../../db/database';
import { badRequest, conflict, notFound } from '../../http-error';
import type { AuthContext } from '../auth/access';
import { pagedOf } from '../paged';
import * as wheels from './wheel.repository';

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
  const wheel = await wheels.findClientWheel(db, auth.clientId ?? -1, id);
  if (!wheel) throw notFound(M.wheelNotFound);
  return wheel;
}

/** GET /v1/fortune-wheel/get: the client's wheels, newest first. */
export async function listWheels(db: Db, auth: AuthContext, now: Date): Promise<WheelSummary[]> {
  const rows = await wheels.clientWheels(db, auth.clientId ?? -1);
  const counts = await wheels.wheelCounts(
    db,
    rows.map((w) => w.id),
    now,
  );
  return rows.map((w) => ({
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
    wheels.wheelItems(db, id),
    wheels.wheelCounts(db, [id], now),
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
  const id = await db.transaction().execute((tx) =>
    wheels.insertWheel(
      tx,
      {
        clientId: auth.clientId!,
        name: body.name.trim(),
        active: body.active === false ? 0 : 1,
        createdAt: at,
        updatedAt: at,
      },
      body.items.map(cleanItem),
    ),
  );
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
    await wheels.updateWheel(tx, id, {
      ...(body.name !== undefined && { name: body.name.trim() }),
      ...(body.active !== undefined && { active: body.active ? 1 : 0 }),
      updatedAt: now.toISOString(),
    });
    if (!body.items) return;
    const existing = new Set((await wheels.wheelItems(tx, id)).map((item) => item.id));
    const unknown = body.items
      .map((item, i) => [item, i] as const)
      .filter(([item]) => item.id !== undefined && !existing.has(item.id));
    if (unknown.length) throw badRequest(unknown.map(([, i]) => `items.${i}.id: ${M.itemUnknown}`));
    await wheels.replaceWheelItems(
      tx,
      id,
      body.items.map((item) => ({ id: item.id, ...cleanItem(item) })),
    );
  });
  return getWheel(db, auth, id, now);
}

/** DELETE /v1/fortune-wheel/delete/{id}: the wheel, its links and its participants' details. */
export async function deleteWheel(db: Db, auth: AuthContext, id: number): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await ownWheel(tx, auth, id);
    await wheels.deleteWheelRows(tx, id);
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
  await wheels.insertUrl(db, row);
  return toUrl(row, now, rouletteUrlOf);
}

/** GET /v1/fortune-wheel/{wheelId}/urls: the wheel's links, newest first, paged. */
export async function listUrls(
  db: Db,
  auth: AuthContext,
  wheelId: number,
  page: wheels.Page,
  now: Date,
  rouletteUrlOf: (id: string) => string,
): Promise<Paged<WheelUrl>> {
  await ownWheel(db, auth, wheelId);
  const { rows, total } = await wheels.urlPage(db, wheelId, page);
  return pagedOf(
    rows.map((r) => toUrl(r, now, rouletteUrlOf)),
    total,
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
  if (!(await wheels.markUrlDeleted(db, wheelId, urlId, now.toISOString())))
    throw notFound(M.urlNotFound);
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
  const participant = await wheels.findParticipantOfUrl(db, wheelId, urlId);
  if (!participant) throw notFound(M.urlNotFound);
  if (!participant.hasPlayed) throw conflict(M.notPlayed);
  if (!(await wheels.markWithdrawn(db, participant.id, now.toISOString())))
    throw conflict(M.alreadyWithdrawn);
  const [updated] = await wheels.participantRows(
    db,
    wheelId,
    { offset: 0, limit: 1 },
    participant.id,
  );
  return updated!;
}

/** GET /v1/fortune-wheel/{wheelId}/participants: the wheel's players, newest first, paged. */
export async function listParticipants(
  db: Db,
  auth: AuthContext,
  wheelId: number,
  page: wheels.Page,
): Promise<Paged<WheelParticipant>> {
  await ownWheel(db, auth, wheelId);
  const [items, total] = await Promise.all([
    wheels.participantRows(db, wheelId, page),
    wheels.countParticipants(db, wheelId),
  ]);
  return pagedOf(items, total, page);
}

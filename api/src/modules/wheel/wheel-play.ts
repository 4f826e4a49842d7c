import { randomInt } from 'node:crypto';
import {
  WHEEL_MESSAGES,
  isTunisianPhone,
  isWheelNoPrize,
  normalizePhone,
  type WheelPlayBody,
  type WheelPlayResult,
  type WheelPreview,
  type WheelSaveBody,
  type WheelUrlRefusal,
  type WheelUrlVerification,
} from '@wolvo/shared/contracts';
import { isUniqueViolation, type Db, type DbOrTx } from '../../db/database';
import { badRequest, conflict, notFound } from '../../http-error';
import {
  ORDER_RULE_MESSAGES,
  isPersonName,
  matchDelegation,
  matchGovernorate,
} from '@wolvo/shared/contracts/orders/rules';
import * as wheels from './wheel.repository';

const M = WHEEL_MESSAGES;
const MESSAGE_OF: Record<WheelUrlRefusal, string> = {
  NOT_FOUND: M.notFound,
  USED: M.used,
  EXPIRED: M.expired,
  DISABLED: M.disabled,
};

/**
 * One item drawn with the weights: item i wins with probability weight_i / Σ weights. `random(n)` gives
 * an integer in [0, n): the system's cryptographic source in production, a seeded one in tests only.
 */
export function drawItem<T extends { probability: number }>(
  items: readonly T[],
  random: (n: number) => number = randomInt,
): T {
  const total = items.reduce((sum, item) => sum + item.probability, 0);
  let ticket = random(total);
  for (const item of items) {
    if (ticket < item.probability) return item;
    ticket -= item.probability;
  }
  throw new Error('drawItem: empty wheel');
}

/** A link with its wheel, and why it cannot be played now (null: it can). */
async function linkOf(db: DbOrTx, urlId: string, now: Date) {
  const link = await wheels.findLink(db, urlId);
  let refusal: WheelUrlRefusal | null = null;
  if (!link || link.deletedAt) refusal = 'NOT_FOUND';
  else if (!link.active) refusal = 'DISABLED';
  else if (link.used) refusal = 'USED';
  else if (Date.parse(link.expiresAt) <= now.getTime()) refusal = 'EXPIRED';
  return { link, refusal };
}

/** GET /v1/fortune-wheel/verify-url/{urlId}: whether the link can be played, or why not. */
export async function verifyUrl(db: Db, urlId: string, now: Date): Promise<WheelUrlVerification> {
  const { refusal } = await linkOf(db, urlId, now);
  return { valid: refusal === null, reason: refusal };
}

/** GET /v1/fortune-wheel/preview/{urlId}: the wheel's name and item titles, for a playable link only. */
export async function previewWheel(db: Db, urlId: string, now: Date): Promise<WheelPreview> {
  const { link, refusal } = await linkOf(db, urlId, now);
  if (refusal === 'NOT_FOUND' || !link) throw notFound(M.notFound);
  if (refusal) throw conflict(MESSAGE_OF[refusal]);
  const items = await wheels.wheelItems(db, link.wheelId);
  return { name: link.name, items: items.map(({ id, title }) => ({ id, title })) };
}

/** A rough device and browser from the User-Agent, for the merchant's list (never trusted for more). */
export function describeAgent(userAgent: string | undefined): { device: string; browser: string } {
  const ua = userAgent ?? '';
  const device = /iPad|Tablet/i.test(ua)
    ? 'tablet'
    : /Mobi|Android|iPhone/i.test(ua)
      ? 'mobile'
      : 'desktop';
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /OPR\/|Opera/.test(ua)
      ? 'Opera'
      : /SamsungBrowser/.test(ua)
        ? 'Samsung Internet'
        : /Firefox\//.test(ua)
          ? 'Firefox'
          : /Chrome\/|Chromium\//.test(ua)
            ? 'Chrome'
            : /Safari\//.test(ua)
              ? 'Safari'
              : 'other';
  return { device, browser };
}

/**
 * POST /v1/fortune-wheel/play: draws the prize and uses the link up, atomically. The link is marked used
 * by a conditional UPDATE (unused, not deleted, not expired, wheel active): of two plays at once exactly
 * one changes the row and records its participant; the other is refused as used. A visitor on an expired
 * link is recorded as such (merchants see who came too late).
 */
export async function playWheel(
  db: Db,
  body: WheelPlayBody,
  userAgent: string | undefined,
  now: Date,
  random: (n: number) => number = randomInt,
): Promise<WheelPlayResult> {
  const at = now.toISOString();
  const { device, browser } = describeAgent(userAgent);
  // Too late: the visitor is noted (outside the refused play's transaction), then refused.
  const early = await linkOf(db, body.urlId, now);
  if (early.refusal === 'EXPIRED' && early.link) {
    await wheels.insertParticipant(
      db,
      {
        wheelId: early.link.wheelId,
        urlId: early.link.id,
        visitorId: body.visitorId,
        device,
        browser,
        wonItemId: null,
        hasPlayed: 0,
        expired: 1,
        fullname: null,
        phone: null,
        createdAt: at,
      },
      { onceForUrl: true },
    );
    throw conflict(M.expired);
  }
  try {
    return await db.transaction().execute(async (tx) => {
      const { link, refusal } = await linkOf(tx, body.urlId, now);
      if (refusal === 'NOT_FOUND' || !link) throw notFound(M.notFound);
      if (refusal) throw conflict(MESSAGE_OF[refusal]);
      if (!(await wheels.takeUrl(tx, link.id, at))) throw conflict(M.used);
      const won = drawItem(await wheels.wheelItems(tx, link.wheelId), random);
      await wheels.insertParticipant(tx, {
        wheelId: link.wheelId,
        urlId: link.id,
        visitorId: body.visitorId,
        device,
        browser,
        wonItemId: won.id,
        wonTitle: won.title,
        wonValue: won.value,
        hasPlayed: 1,
        expired: 0,
        fullname: null,
        phone: null,
        createdAt: at,
      });
      return { item: { id: won.id, title: won.title, value: won.value } };
    });
  } catch (error) {
    // The other of two plays at once, on PostgreSQL's unique index: the link is used.
    if (isUniqueViolation(error)) throw conflict(M.used);
    throw error;
  }
}

const R = ORDER_RULE_MESSAGES;
const MAX_ADDRESS = 300;

/**
 * POST /v1/fortune-wheel/save: the winner's details for the prize's delivery, once per play, checked by
 * the same contact rules as an order's recipient (person name, Tunisian phone, governorate and one of its
 * delegations, an address).
 */
export async function saveWinnerDetails(db: Db, body: WheelSaveBody, now: Date): Promise<void> {
  const errors: string[] = [];
  const fullname = body.fullname.trim().replace(/\s+/g, ' ');
  if (!fullname) errors.push(`fullname: ${R.required}`);
  else if (!isPersonName(fullname)) errors.push(`fullname: ${R.personName}`);
  const phone = normalizePhone(body.phone.trim());
  if (!phone) errors.push(`phone: ${R.required}`);
  else if (!isTunisianPhone(phone)) errors.push(`phone: ${R.phone}`);
  const governorate = body.governorate.trim() ? matchGovernorate(body.governorate) : undefined;
  if (!body.governorate.trim()) errors.push(`governorate: ${R.required}`);
  else if (!governorate) errors.push(`governorate: ${R.governorate}`);
  const delegation = governorate && matchDelegation(governorate, body.delegation);
  if (!body.delegation.trim()) errors.push(`delegation: ${R.required}`);
  else if (governorate && !delegation) errors.push(`delegation: ${R.delegation}`);
  const address = body.address.trim();
  if (!address) errors.push(`address: ${R.required}`);
  else if (address.length > MAX_ADDRESS) errors.push(`address: ${R.tooLong}`);
  if (errors.length) throw badRequest(errors);

  const participant = await wheels.findWinnerOfUrl(db, body.urlId);
  if (!participant) throw notFound(M.notFound);
  if (!participant.hasPlayed) throw conflict(M.notPlayed);
  // The consolation segment has nothing to deliver: no address of a visitor is kept for it.
  if (participant.wonValue !== null && isWheelNoPrize({ value: participant.wonValue }))
    throw conflict(M.noPrize);
  const saved = await wheels.saveWinnerRow(db, participant.id, {
    fullname,
    phone,
    governorate: governorate!.name,
    delegation: delegation!,
    address,
    detailsSavedAt: now.toISOString(),
  });
  if (!saved) throw conflict(M.detailsSaved);
}

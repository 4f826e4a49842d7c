import {
  PARTNER_FEED_MESSAGES,
  type PartnerStatusUpdate,
  type PartnerStatusUpdateResult,
} from '@wolvo/shared/contracts';
import { nowIso, type Db } from '../../db/database';
import { badRequest, notFound, unauthorized } from '../../http-error';
import { hashApiKey } from '../auth/api-key';
import { addMovement } from '../orders/order-writes.service';
import {
  assignOrders,
  findActivePartnerOfKeyHash,
  findPartnerActive,
  listOrdersOfCodes,
  listOrderStatuses,
  rememberPartnerUpdate,
} from './delivery-companies.repository';

/** Statuses after which a partner has nothing more to report: the parcel is back or the money settled. */
const CLOSED_STATUSES = new Set([
  'DELIVERED_TO_SENDER',
  'PAID_TO_WOLVO',
  'RETURN_BILLED_TO_SENDER',
  'REFUNDED',
  'PAID_TO_SENDER',
  'CANCELLED',
]);

/** The active partner a status-feed key belongs to; a wrong, replaced or deactivated key is 401. */
export async function partnerOfKey(db: Db, key: string | undefined): Promise<number> {
  if (!key || key.length > 200) throw unauthorized();
  const id = await findActivePartnerOfKeyHash(db, hashApiKey(key));
  if (id === undefined) throw unauthorized();
  return id;
}

/**
 * A partner's batch of status changes, in one transaction and in the order sent. Each accepted update
 * appends a movement (our status, the partner's wording, place and note) to an order assigned to that
 * partner and makes it the order's status. An idempotency key already seen from this partner is a
 * duplicate and changes nothing, so a partner may resend a batch after a timeout. Orders of another
 * partner, or unknown codes, are refused alike (a partner learns nothing about others' parcels).
 */
export async function applyPartnerUpdates(
  db: Db,
  partnerId: number,
  updates: PartnerStatusUpdate[],
): Promise<PartnerStatusUpdateResult[]> {
  const codes = [...new Set(updates.map((u) => u.orderCode.trim()))];
  return db.transaction().execute(async (tx) => {
    const orders = await listOrdersOfCodes(tx, codes);
    const byCode = new Map(orders.map((o) => [o.code, o]));
    const at = nowIso();
    const results: PartnerStatusUpdateResult[] = [];
    for (const update of updates) {
      const { idempotencyKey } = update;
      const order = byCode.get(update.orderCode.trim());
      const refuse = (reason: string) =>
        results.push({ idempotencyKey, result: 'refused', reason });
      if (!order || order.deliveryCompanyId !== partnerId) {
        refuse(PARTNER_FEED_MESSAGES.notAssigned);
        continue;
      }
      if (order.collectedAt === null) {
        refuse(PARTNER_FEED_MESSAGES.notCollected);
        continue;
      }
      if (CLOSED_STATUSES.has(order.status)) {
        refuse(PARTNER_FEED_MESSAGES.closed);
        continue;
      }
      // The unique (partner, key) index decides: a key seen before inserts nothing.
      if (!(await rememberPartnerUpdate(tx, partnerId, idempotencyKey, order.id, at))) {
        results.push({ idempotencyKey, result: 'duplicate' });
        continue;
      }
      await addMovement(
        tx,
        order,
        {
          status: update.status,
          location: update.location?.trim() || null,
          partnerStatus: update.partnerStatus.trim(),
          note: update.note?.trim() || null,
          by: null,
        },
        at,
      );
      order.status = update.status;
      results.push({ idempotencyKey, result: 'accepted' });
    }
    return results;
  });
}

/**
 * Hands orders to a delivery partner, all or none: every order must exist, not be deleted, cancelled or
 * closed, and the partner must be active. Reassigning an order to another partner is allowed (a partner
 * that fails a zone); the previous partner's updates for it are refused from then on.
 */
export async function assignOrdersToPartner(
  db: Db,
  ids: number[],
  partnerId: number,
): Promise<number> {
  const unique = [...new Set(ids)];
  return db.transaction().execute(async (tx) => {
    const partner = await findPartnerActive(tx, partnerId);
    if (!partner) throw notFound('delivery-company.not-found');
    if (partner.active !== 1)
      throw badRequest(`deliveryCompanyId: ${PARTNER_FEED_MESSAGES.inactive}`);
    const found = await listOrderStatuses(tx, unique);
    const known = new Map(found.map((o) => [o.id, o.status]));
    const problems = unique.flatMap((id) =>
      !known.has(id)
        ? [`${id}: order.not-found`]
        : CLOSED_STATUSES.has(known.get(id)!)
          ? [`${id}: ${PARTNER_FEED_MESSAGES.closed}`]
          : [],
    );
    if (problems.length) throw badRequest(problems);
    await assignOrders(tx, unique, partnerId, nowIso());
    return unique.length;
  });
}

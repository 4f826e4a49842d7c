import {
  API_PENDING_STATUSES,
  isStaffRole,
  NOT_COLLECTED_STATUSES,
  SLIP_PRINTED_STATUSES,
  type OrderLinkValidation,
  type OrderStatus,
  type RefusedOrder,
} from '@wolvo/shared/contracts';
import { nowIso, type Db, type DbOrTx } from '../../db/database';
import { STAGE_OF_STATUS } from './stage-of-status';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../http-error';
import type { AuthContext } from '../auth/access';
import { checkOrder, type ValidOrderFields } from '@wolvo/shared/contracts/orders/rules';
import {
  checkOrderUpdate,
  planOrderUpdate,
  STAFF_FIELDS,
  type OrderUpdatePlan,
  type UpdateOrderBody,
} from './order-update-plan';
import {
  findClientBusiness,
  findClientContract,
  findOrderForRules,
  findOrderRecipient,
  findOrderRow,
  findOrdersLinkingTo,
  listStatusHistory,
  type TenantScope,
} from './orders.repository';
import { getOrderDetail, scopeOf } from './orders.service';
import { DELIVERED_STATUSES } from './refusal-risk';
import { findDuplicates, type DuplicateKey } from './duplicates';
import { writeAudit } from '../audit/audit';
import { claimIdempotencyKey } from '../idempotency';
import { billsFollowOrders } from '../bills/bill-lines';
import { hasListeners, recordOrderEvent, recordStatusChange } from '../webhooks/webhooks.service';
import { listActiveCompanies } from '../clients/client-companies.repository';
import {
  clearLinksTo,
  clientOrderStates,
  copyRecipientPlace,
  insertMovements,
  insertOrderRows,
  insertRecipients,
  markOrdersDeleted,
  orderCodesBetween,
  refreshMovementFacts,
  rewriteMovement,
  updateRecipient,
  writeOrderCodes,
  writeOrderColumns,
} from './order-writes.repository';

const isNotCollected = (order: { status: string; collectedAt: string | null }) =>
  order.collectedAt === null &&
  (NOT_COLLECTED_STATUSES as readonly string[]).includes(order.status);

/**
 * Writes a movement and makes its status the order's, in the caller's transaction. A pending bill that
 * holds the order follows it; a paid one refuses a status that changes what was paid.
 */
export async function addMovement(
  tx: DbOrTx,
  order: { id: number; collectedAt?: string | null },
  movement: {
    status: string;
    subStatus?: string;
    location?: string | null;
    /** A delivery partner's own wording of the status (the partner feed). */
    partnerStatus?: string | null;
    note?: string | null;
    by: number | null;
  },
  at: string,
  /** False only for the payment's own movements: it writes its bill's lines itself afterwards. */
  followBills = true,
) {
  await insertMovements(tx, [
    {
      orderId: order.id,
      status: movement.status,
      subStatus: movement.subStatus ?? 'NONE',
      alphaStatus: STAGE_OF_STATUS[movement.status as OrderStatus] ?? 'HOME',
      partnerStatus: movement.partnerStatus ?? null,
      location: movement.location ?? null,
      note: movement.note ?? null,
      message: null,
      createdBy: movement.by,
      createdAt: at,
    },
  ]);
  await writeOrderColumns(tx, order.id, {
    status: movement.status,
    subStatus: movement.subStatus ?? 'NONE',
    updatedAt: at,
    ...(movement.location ? { consoleLocation: movement.location } : {}),
    ...(movement.partnerStatus ? { partnerStatus: movement.partnerStatus } : {}),
    ...(movement.status === 'COLLECTED' && !order.collectedAt ? { collectedAt: at } : {}),
    // The statistics' facts: this movement is the latest of its status.
    ...(movement.status === 'DELIVERED' ? { deliveredAt: at } : {}),
    ...(movement.status === 'RETURN_TO_SENDER' ? { returnedAt: at } : {}),
  });
  if (followBills) await billsFollowOrders(tx, [order.id], at);
  // Every status movement passes here: the merchant's webhooks learn it in this same transaction.
  await recordStatusChange(tx, order.id, movement, at);
}

/** Order code derived from the id: injective (7919 is prime to 9e8), so it never collides. */
export const orderCodeOf = (id: number) =>
  `WLV${String(100_000_000 + ((id * 7919) % 900_000_000)).padStart(9, '0')}`;

// ---------------------------------------------------------------------------------------------------
// Exchange and returning links

/**
 * Whether `exchangeId` may become the order replaced by `orderId` (null for a new order): it must be the
 * caller's, delivered, and not replaced by another order already. Linked to this very order already
 * counts as valid (ALREADY_IN_USE). Another client's or an absent order is "not found".
 */
export async function checkExchangeLink(
  db: DbOrTx,
  scope: TenantScope,
  orderId: number | null,
  exchangeId: number,
): Promise<OrderLinkValidation | null> {
  const candidate = await findOrderForRules(db, scope, exchangeId);
  if (!candidate) return null;
  if (orderId === exchangeId) return { code: 'SAME_ORDER', isValid: false };
  const others = await findOrdersLinkingTo(db, 'exchangeOrderId', exchangeId, orderId);
  if (others.length > 0) return { code: 'HAS_RELATIONSHIP', isValid: false };
  if (orderId !== null) {
    const current = await findOrderForRules(db, scope, orderId);
    if (current?.exchangeOrderId === exchangeId) return { code: 'ALREADY_IN_USE', isValid: true };
  }
  if (!(DELIVERED_STATUSES as readonly string[]).includes(candidate.status))
    return { code: 'NOT_DELIVERED', isValid: false };
  return { code: 'VALID', isValid: true };
}

/** Whether `returningId` may be taken back by a counter-exchange: the caller's, returned, not in use. */
export async function checkReturningLink(
  db: DbOrTx,
  scope: TenantScope,
  orderId: number | null,
  returningId: number,
): Promise<OrderLinkValidation | null> {
  const candidate = await findOrderForRules(db, scope, returningId);
  if (!candidate) return null;
  if (orderId === returningId) return { code: 'SAME_ORDER', isValid: false };
  const others = await findOrdersLinkingTo(db, 'returningOrderId', returningId, orderId);
  if (others.length > 0) return { code: 'ALREADY_IN_USE', isValid: false };
  const returned: readonly string[] = ['DELIVERED_TO_SENDER', 'RETURN_BILLED_TO_SENDER'];
  if (!returned.includes(candidate.status)) return { code: 'NOT_RETURNED', isValid: false };
  return { code: 'VALID', isValid: true };
}

/** GET /v1/order/validate-exchange/{orderId}/{exchangeId}; orderId 0 means a new order. */
export async function validateExchange(
  db: Db,
  auth: AuthContext,
  orderId: number,
  exchangeId: number,
): Promise<OrderLinkValidation> {
  let scope = scopeOf(auth);
  if (orderId !== 0) {
    const order = await findOrderForRules(db, scope, orderId);
    if (!order) throw notFound('order.not-found');
    // Staff judge the link within the edited order's client, as the save does.
    scope = { clientId: order.clientId };
  }
  const answer = await checkExchangeLink(db, scope, orderId || null, exchangeId);
  if (!answer) throw notFound('order.exchange.not-found');
  return answer;
}

/** GET /v1/order/validate-returning/{returningId}. */
export async function validateReturning(
  db: Db,
  auth: AuthContext,
  returningId: number,
): Promise<OrderLinkValidation> {
  const answer = await checkReturningLink(db, scopeOf(auth), null, returningId);
  if (!answer) throw notFound('order.returning.not-found');
  return answer;
}

// Link problems of an order body, as `field: key` messages.
async function linkErrors(
  db: DbOrTx,
  scope: TenantScope,
  orderId: number | null,
  fields: { exchangeOrderId?: number | null; returningOrderId?: number | null },
  names: { exchange: string; returning: string },
): Promise<string[]> {
  const errors: string[] = [];
  if (fields.exchangeOrderId) {
    const link = await checkExchangeLink(db, scope, orderId, fields.exchangeOrderId);
    if (!link) errors.push(`${names.exchange}: order.exchange.not-found`);
    else if (link.code === 'HAS_RELATIONSHIP')
      errors.push(`${names.exchange}: order.exchange.already-in-use`);
    else if (!link.isValid) errors.push(`${names.exchange}: order.exchange.invalid`);
  }
  if (fields.returningOrderId) {
    const link = await checkReturningLink(db, scope, orderId, fields.returningOrderId);
    if (!link) errors.push(`${names.returning}: order.returning.not-found`);
    else if (link.code === 'ALREADY_IN_USE')
      errors.push(`${names.returning}: order.returning.already-in-use`);
    else if (!link.isValid) errors.push(`${names.returning}: order.returning.invalid`);
  }
  return errors;
}

// ---------------------------------------------------------------------------------------------------
// Create

/** How an order arrived: the dashboard (MANUAL_ORDER) or the merchant's shop with its API key. */
export type OrderChannel = 'dashboard' | 'api';

/**
 * POST /v1/order/add: one order for one of the caller's companies. Costs come from the client's contract;
 * the order, its recipient and its first movement are written in one transaction.
 */
export async function addOrder(
  db: Db,
  auth: AuthContext,
  body: Record<string, unknown>,
  channel: OrderChannel,
  now = new Date(),
) {
  const { value, errors } = checkOrder(body);
  if (errors.length) throw badRequest(errors);
  const clientId = auth.clientId ?? -1;
  const business = await findClientBusiness(db, clientId, value.businessId!);
  if (!business) throw notFound('business.not-found');
  const scope = { clientId };
  const links = await linkErrors(db, scope, null, value, {
    exchange: 'exchangeOrderId',
    returning: 'returningOrderId',
  });
  if (links.length) throw badRequest(links);
  const contract = await findClientContract(db, clientId);
  if (!contract) throw notFound('client.id.not-found');

  // A dashboard order the merchant already sent in the last 48 hours waits for them to confirm it.
  const [duplicate] =
    channel === 'api' ? [false] : await findDuplicates(db, clientId, [keyOfValue(value)], now);
  const status =
    channel === 'api' ? 'API_ORDER_CREATED' : duplicate ? 'ORDER_DUPLICATED' : 'MANUAL_ORDER';
  const source = channel === 'api' ? 'API' : (value.source ?? 'MANUAL');
  const id = await db.transaction().execute(async (tx) => {
    const [orderId] = await insertOrders(tx, auth, contract, [
      { value, businessId: business.id, status, source },
    ]);
    await claimIdempotencyKey(tx, { id: orderId });
    return orderId!;
  });
  return getOrderDetail(db, auth, id);
}

/** A checked order ready to be written: its normalised fields, company, first status and source. */
interface NewOrder {
  value: ValidOrderFields;
  businessId: number;
  status: 'MANUAL_ORDER' | 'API_ORDER_CREATED' | 'ORDER_DUPLICATED';
  source: string;
}

/** A checked order's duplicate key. */
const keyOfValue = (value: ValidOrderFields): DuplicateKey => ({
  phone1: value.recipient!.phone1!,
  price: value.price!,
  merchandise: value.merchandise ?? null,
});

/** Rows per multi-row INSERT: well under SQLite's 32,766 and PostgreSQL's 65,535 bound parameters. */
const INSERT_BATCH = 400;

/**
 * Writes new orders, their recipients and first movements in the caller's transaction, a batch of rows
 * per statement (an import of 10,000 orders is a few dozen statements), and answers their ids in order.
 */
export async function insertOrders(
  tx: DbOrTx,
  auth: AuthContext,
  contract: NonNullable<Awaited<ReturnType<typeof findClientContract>>>,
  orders: readonly NewOrder[],
): Promise<number[]> {
  const clientId = contract.id;
  const at = nowIso();
  const ids: number[] = [];
  // Ids are taken in VALUES order within a transaction on both engines; sorting the returned ids makes
  // the mapping independent of the order RETURNING lists them in.
  const ascending = (rows: { id: number }[]) => rows.map((r) => Number(r.id)).sort((x, y) => x - y);
  for (let start = 0; start < orders.length; start += INSERT_BATCH) {
    const batch = orders.slice(start, start + INSERT_BATCH);
    const recipientIds = ascending(
      await insertRecipients(
        tx,
        batch.map(({ value }) => {
          const recipient = value.recipient!;
          return {
            clientId,
            fullname: recipient.fullname!,
            email: recipient.email ?? null,
            phone1: recipient.phone1!,
            phone2: recipient.phone2 ?? null,
            delegation: recipient.delegation!,
            city: recipient.city!,
            address: recipient.address!,
            postalCode: recipient.postalCode ?? null,
            createdAt: at,
          };
        }),
      ),
    );
    const marker = `NEW-${clientId}-${at}-${Math.random().toString(36).slice(2)}`;
    const orderIds = ascending(
      await insertOrderRows(
        tx,
        batch.map(({ value, businessId, status, source }, i) => ({
          // Replaced just below by the code derived from the id.
          code: `${marker}-${i}`,
          partnerCode: null,
          reference: value.reference ?? null,
          clientId,
          businessId,
          recipientId: recipientIds[i]!,
          destGovernorate: value.recipient!.delegation!,
          destDelegation: value.recipient!.city!,
          deliveryCompanyId: null,
          status,
          subStatus: 'NONE',
          source,
          service: value.service!,
          email: value.recipient!.email ?? null,
          merchandise: value.merchandise ?? null,
          merchandisePrice: value.merchandisePrice ?? null,
          merchandiseQuantity: value.merchandiseQuantity!,
          returningMerchandise: value.returningMerchandise ?? null,
          weightGrams: value.weightGrams ?? null,
          price: value.price!,
          oldPrice: null,
          originalPrice: value.price!,
          paymentType: value.paymentType!,
          canOpen: value.canOpen ? 1 : 0,
          fragile: value.fragile ? 1 : 0,
          note: value.note ?? null,
          deliveryDate: value.deliveryDate ?? null,
          deliveryFrom: value.deliveryFrom ?? null,
          deliveryTo: value.deliveryTo ?? null,
          deliveryCost: contract.deliveryCost,
          returnCost: contract.returnCost,
          exchangeCost: value.service === 'DELIVERY' ? 0 : contract.exchangeCost,
          returningOrderId: value.returningOrderId ?? null,
          exchangeOrderId: value.exchangeOrderId ?? null,
          pickupAddress: contract.pickupAddress,
          consoleLocation: null,
          partnerStatus: null,
          createdBy: auth.id,
          createdAt: at,
          updatedAt: at,
          collectedAt: null,
          deletedAt: null,
        })),
      ),
    );
    // Each order's code derives from its id: one UPDATE per batch.
    await writeOrderCodes(tx, orderIds, orderCodeOf);
    await insertMovements(
      tx,
      batch.map(({ status }, i) => ({
        orderId: orderIds[i]!,
        status,
        subStatus: 'NONE',
        alphaStatus: STAGE_OF_STATUS[status as OrderStatus] ?? 'HOME',
        partnerStatus: null,
        location: null,
        note: null,
        message: null,
        createdBy: auth.id,
        createdAt: at,
      })),
    );
    ids.push(...orderIds);
  }
  // One lookup for the whole batch; the events (one per order) only when an endpoint listens.
  if (await hasListeners(tx, clientId, 'order.created'))
    for (const orderId of ids) await recordOrderEvent(tx, 'order.created', orderId, at);
  return ids;
}

/**
 * POST /v1/order/add-many: the rows of an import, checked again one by one with the order rules (the
 * postal code required, as the import asks) and written in one transaction, all or nothing. Every refused
 * field is answered as `orders.<i>.<field>: message-key`.
 */
export async function addManyOrders(
  db: Db,
  auth: AuthContext,
  bodies: Record<string, unknown>[],
  now = new Date(),
) {
  const clientId = auth.clientId ?? -1;
  // An archived company takes no new order, as in the add order form.
  const owned = new Set((await listActiveCompanies(db, clientId)).map((b) => Number(b.id)));
  const errors: string[] = [];
  const orders: NewOrder[] = [];
  const scope = { clientId };
  for (const [i, body] of bodies.entries()) {
    const { value, errors: rowErrors } = checkOrder(body, { postalCodeRequired: true });
    const prefixed = rowErrors.map((e) => `orders.${i}.${e}`);
    if (value.businessId !== undefined && !owned.has(value.businessId))
      prefixed.push(`orders.${i}.businessId: business.not-found`);
    if (!prefixed.length && (value.exchangeOrderId || value.returningOrderId))
      prefixed.push(
        ...(
          await linkErrors(db, scope, null, value, {
            exchange: 'exchangeOrderId',
            returning: 'returningOrderId',
          })
        ).map((e) => `orders.${i}.${e}`),
      );
    errors.push(...prefixed);
    orders.push({
      value,
      businessId: value.businessId!,
      status: 'MANUAL_ORDER',
      source: value.source ?? 'MANUAL',
    });
  }
  if (errors.length) throw badRequest(errors);
  const duplicates = await findDuplicates(
    db,
    clientId,
    orders.map((o) => keyOfValue(o.value)),
    now,
  );
  duplicates.forEach((duplicate, i) => {
    if (duplicate) orders[i]!.status = 'ORDER_DUPLICATED';
  });
  const contract = await findClientContract(db, clientId);
  if (!contract) throw notFound('client.id.not-found');
  const ids = await db.transaction().execute(async (tx) => {
    const created = await insertOrders(tx, auth, contract, orders);
    await claimIdempotencyKey(tx, { ids: created });
    return created;
  });
  return createdOrders(db, clientId, ids);
}

/** The answer of add-many: the new orders' ids and codes, in the order of the rows. */
export async function createdOrders(db: DbOrTx, clientId: number, ids: readonly number[]) {
  const codes = await orderCodesBetween(db, clientId, Math.min(...ids), Math.max(...ids));
  const codeOf = new Map(codes.map((o) => [Number(o.id), o.code]));
  return { count: ids.length, orders: ids.map((id) => ({ id, code: codeOf.get(id)! })) };
}

// ---------------------------------------------------------------------------------------------------
// Delete, confirm and cancel in bulk

/** The caller's orders among `ids` and why each other one is refused; nothing is written when any is. */
export async function checkBulk(
  db: DbOrTx,
  auth: AuthContext,
  ids: number[],
  allowed: (order: { status: string; collectedAt: string | null }) => RefusedOrder['reason'] | null,
) {
  const unique = [...new Set(ids)];
  const found = await clientOrderStates(db, auth.clientId ?? -1, unique);
  const refused: RefusedOrder[] = [];
  for (const id of unique) {
    const order = found.find((o) => o.id === id);
    const reason = order ? allowed(order) : 'order.not-found';
    if (reason) refused.push({ id, reason });
  }
  return { unique, refused };
}

/** Thrown when a bulk action refuses some ids: 409 listing `id: reason` for each, and nothing done. */
export class BulkRefusedError extends HttpError {
  constructor(readonly refused: RefusedOrder[]) {
    super(
      refused.every((r) => r.reason === 'order.not-found') ? 404 : 409,
      refused.map((r) => `${r.id}: ${r.reason}`),
    );
  }
}

/** POST /v1/order/delete-many: the caller's orders not collected yet, all or nothing. */
export async function deleteOrders(db: Db, auth: AuthContext, ids: number[]) {
  const { unique, refused } = await checkBulk(db, auth, ids, (o) =>
    isNotCollected(o) ? null : 'order.already-collected',
  );
  if (refused.length) throw new BulkRefusedError(refused);
  const at = nowIso();
  await db.transaction().execute(async (tx) => {
    // Orders that pointed at a deleted one lose the link (the deleted order is gone for the merchant).
    await clearLinksTo(tx, unique);
    await markOrdersDeleted(tx, unique, at);
    await billsFollowOrders(tx, unique, at);
  });
  return { count: unique.length };
}

/** POST /v1/order/api-orders/confirm and /cancel: API orders still waiting, all or nothing. */
export async function decideApiOrders(
  db: Db,
  auth: AuthContext,
  ids: number[],
  status: 'API_ORDER_CONFIRMED' | 'API_ORDER_CANCELLED',
) {
  const { unique, refused } = await checkBulk(db, auth, ids, (o) =>
    (API_PENDING_STATUSES as readonly string[]).includes(o.status) ? null : 'order.not-api-pending',
  );
  if (refused.length) throw new BulkRefusedError(refused);
  const at = nowIso();
  await db.transaction().execute(async (tx) => {
    for (const id of unique) await addMovement(tx, { id }, { status, by: auth.id }, at);
  });
  return { count: unique.length };
}

/**
 * POST /v1/order/duplicates/confirm: the merchant keeps orders flagged ORDER_DUPLICATED; each goes on
 * as a manual order (deleting one is POST /v1/order/delete-many). All or nothing.
 */
export async function confirmDuplicates(db: Db, auth: AuthContext, ids: number[]) {
  const { unique, refused } = await checkBulk(db, auth, ids, (o) =>
    o.status === 'ORDER_DUPLICATED' ? null : 'order.not-duplicated',
  );
  if (refused.length) throw new BulkRefusedError(refused);
  const at = nowIso();
  await db.transaction().execute(async (tx) => {
    for (const id of unique)
      await addMovement(tx, { id }, { status: 'MANUAL_ORDER', by: auth.id }, at);
  });
  return { count: unique.length };
}

// ---------------------------------------------------------------------------------------------------
// Edit

/**
 * Edits an order. A client (or a team member with EDIT) edits its own order until it is collected; an
 * edit after the slip was printed adds ORDER_EDITED so the slip is reprinted. Staff may edit at any time
 * and may also add a status (newStatus) or replace the latest one (replaceStatus), never both.
 */
export async function updateOrder(db: Db, auth: AuthContext, id: number, body: UpdateOrderBody) {
  const scope = scopeOf(auth);
  const staff = isStaffRole(auth.role);
  const order = await findOrderForRules(db, scope, id);
  if (!order) throw notFound('order.not-found');
  if (body.id !== undefined && body.id !== id) throw badRequest(['id: order.id.invalid']);
  if (!staff && STAFF_FIELDS.some((f) => body[f] !== undefined))
    throw forbidden('update-order.staff-only');
  if (!staff && !isNotCollected(order)) throw conflict('update-order.already-collected');

  const recipient = await findOrderRecipient(db, order.recipientId);
  const { checked, messages } = checkOrderUpdate(body, order, recipient);
  if (messages.length) throw badRequest(messages);
  if (checked.value.businessId !== undefined && checked.value.businessId !== order.businessId) {
    if (!(await findClientBusiness(db, order.clientId, checked.value.businessId)))
      throw notFound('business.not-found');
  }
  if (body.exchangeId && checked.exchangeOrderId) {
    const links = await linkErrors(
      db,
      { clientId: order.clientId },
      id,
      { exchangeOrderId: checked.exchangeOrderId },
      { exchange: 'exchangeId', returning: 'returningOrderId' },
    );
    if (links.length) throw badRequest(links);
  }

  const contract = await findClientContract(db, order.clientId);
  const current = await findOrderRow(db, id);
  const plan = planOrderUpdate({
    current,
    recipient,
    checked,
    exchangeCost: contract?.exchangeCost ?? 0,
    staff,
  });
  await db
    .transaction()
    .execute((tx) => applyOrderUpdate(tx, { order, plan, by: auth.id, at: nowIso() }));
  return getOrderDetail(db, auth, id);
}

/**
 * Writes an edit's plan in the caller's transaction: the audit lines, the recipient and order columns,
 * the status change (a movement added, or the latest one rewritten with the order's facts), ORDER_EDITED
 * when a printed slip no longer matches, the pending bill that holds the order, and the webhook event.
 */
async function applyOrderUpdate(
  tx: DbOrTx,
  {
    order,
    plan,
    by,
    at,
  }: {
    order: { id: number; recipientId: number; status: string; collectedAt: string | null };
    plan: OrderUpdatePlan;
    by: number;
    at: string;
  },
) {
  const { changes, recipientChanges, fieldsChanged, statusChange } = plan;
  await writeAudit(tx, { entity: 'ORDER', entityId: order.id, by, at, changes: plan.audited });
  if (Object.keys(recipientChanges).length)
    await updateRecipient(tx, order.recipientId, recipientChanges);
  if ('delegation' in recipientChanges || 'city' in recipientChanges)
    await copyRecipientPlace(tx, order.recipientId);
  if (fieldsChanged) await writeOrderColumns(tx, order.id, { ...changes, updatedAt: at });
  if (statusChange?.mode === 'add') {
    await addMovement(
      tx,
      order,
      {
        status: statusChange.status,
        subStatus: statusChange.subStatus,
        location: statusChange.location,
        by,
      },
      at,
    );
  } else if (statusChange?.mode === 'replace') {
    const history = await listStatusHistory(tx, order.id);
    const latest = history.at(-1);
    if (latest) {
      await rewriteMovement(tx, latest.id, {
        status: statusChange.status,
        subStatus: statusChange.subStatus,
        alphaStatus: STAGE_OF_STATUS[statusChange.status as OrderStatus] ?? 'HOME',
        location: statusChange.location,
      });
      await writeOrderColumns(tx, order.id, {
        status: statusChange.status,
        subStatus: statusChange.subStatus,
        updatedAt: at,
        ...(statusChange.location ? { consoleLocation: statusChange.location } : {}),
        ...(statusChange.status === 'COLLECTED' && !order.collectedAt ? { collectedAt: at } : {}),
      });
      // Rewritten rather than added: the order's statistics facts are read again from its movements.
      await refreshMovementFacts(tx, order.id);
      // The replaced status is a status change too, though no movement is added.
      await recordStatusChange(tx, order.id, statusChange, at);
    }
  } else if (fieldsChanged && isNotCollected(order) && order.status !== 'ORDER_EDITED') {
    // A printed slip no longer matches the order: flag it for reprinting.
    const history = await listStatusHistory(tx, order.id);
    const printed = history.some((m) =>
      (SLIP_PRINTED_STATUSES as readonly string[]).includes(m.status),
    );
    if (printed) await addMovement(tx, order, { status: 'ORDER_EDITED', by }, at);
  }
  // The COD, a cost or a replaced status: a pending bill follows, a paid one refuses (409).
  if (fieldsChanged || statusChange?.mode === 'replace')
    await billsFollowOrders(tx, [order.id], at);
  if (fieldsChanged || Object.keys(recipientChanges).length)
    await recordOrderEvent(tx, 'order.edited', order.id, at, () => ({
      changedFields: [
        ...Object.keys(changes),
        ...Object.keys(recipientChanges).map((k) => `recipient.${k}`),
      ],
    }));
}

import {
  API_PENDING_STATUSES,
  NOT_COLLECTED_STATUSES,
  SLIP_PRINTED_STATUSES,
  type OrderStatus,
  type RefusedOrder,
  type VoucherLayout,
} from '@wolvo/shared/contracts';
import { nowIso, type Db, type DbOrTx } from '../../db/database';
import type { AuthContext } from '../auth/access';
import { addMovement, BulkRefusedError } from '../orders/order-writes.service';
import { scopeOf } from '../orders/orders.service';
import { pdfRenderer } from './pdf-pool';
import type { SlipData } from './slip-pdf';
import { trackingUrlOf, type SlipLang, type TrackingSettings } from './tracking';
import { countPrint, findSlipOrders, listMovementStatuses } from './slips.repository';

const CANCELLED: readonly string[] = ['CANCELLED', 'API_ORDER_CANCELLED'];
const notCollected = (status: string, collectedAt: string | null) =>
  collectedAt === null && (NOT_COLLECTED_STATUSES as readonly string[]).includes(status);

/** Why an order's slip may not be printed, or null when it may. */
export function printRefusal(order: {
  status: string;
  clientConfirmed: number;
}): RefusedOrder['reason'] | null {
  // Spec section 5: an unconfirmed client's orders and API orders the merchant has not confirmed yet.
  if (!order.clientConfirmed || (API_PENDING_STATUSES as readonly string[]).includes(order.status))
    return 'order.cannot-print-unconfirmed';
  if (CANCELLED.includes(order.status)) return 'order.cannot-print-cancelled';
  return null;
}

/**
 * The movement a print writes, or null for none. The first print makes the order READY (spec section
 * 4: READY = slip printed); a reprint adds PRINTED_N_TIMES, which also clears ORDER_EDITED. An order
 * waiting for its pickup keeps AWAITING_COLLECTION (after an edit it goes back to it), and an order
 * the provider has collected changes no more: only its print count grows.
 */
export function printMovement(order: {
  status: string;
  collectedAt: string | null;
  printedBefore: boolean;
  statusBeforeEdit: string | null;
}): OrderStatus | null {
  if (!notCollected(order.status, order.collectedAt)) return null;
  if (order.status === 'AWAITING_COLLECTION') return null;
  if (order.status === 'ORDER_EDITED' && order.statusBeforeEdit === 'AWAITING_COLLECTION')
    return 'AWAITING_COLLECTION';
  return order.printedBefore ? 'PRINTED_N_TIMES' : 'READY';
}

/** The orders behind a voucher, with everything their slips show, in the order asked. */
export async function loadSlipOrders(tx: DbOrTx, auth: AuthContext, ids: number[]) {
  return findSlipOrders(tx, scopeOf(auth), ids);
}

// Statuses of the orders' movements, oldest first, to know whether a slip was printed before and what
// the order was before an ORDER_EDITED flag.
async function printHistory(tx: DbOrTx, ids: number[]) {
  const rows = await listMovementStatuses(tx, ids);
  const byOrder = new Map<number, string[]>();
  for (const row of rows) {
    const list = byOrder.get(row.orderId) ?? [];
    list.push(row.status);
    byOrder.set(row.orderId, list);
  }
  return byOrder;
}

export interface VoucherRequest {
  ids: number[];
  layout: VoucherLayout;
  lang: SlipLang;
}

type SlipOrder = Awaited<ReturnType<typeof loadSlipOrders>>[number];

/** The orders asked for, in that order; throws the refusals (all or nothing). */
export async function loadPrintable(
  tx: DbOrTx,
  auth: AuthContext,
  unique: number[],
): Promise<SlipOrder[]> {
  const rows = await loadSlipOrders(tx, auth, unique);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const refused: RefusedOrder[] = [];
  for (const id of unique) {
    const row = byId.get(id);
    const reason = row ? printRefusal(row) : 'order.not-found';
    if (reason) refused.push({ id, reason });
  }
  if (refused.length) throw new BulkRefusedError(refused);
  return unique.map((id) => byId.get(id)!);
}

// What a print depends on: any write to the order changes it (every write sets updatedAt; a print
// counts).
const versionOf = (row: SlipOrder) => `${row.updatedAt}|${row.printCount}|${row.status}`;

/** Writes a print: the READY / PRINTED_N_TIMES movements and the print count. */
async function recordPrint(tx: DbOrTx, auth: AuthContext, rows: SlipOrder[], at: string) {
  const ids = rows.map((row) => row.id);
  const history = await printHistory(tx, ids);
  for (const row of rows) {
    const statuses = history.get(row.id) ?? [];
    const editedAt = statuses.lastIndexOf('ORDER_EDITED');
    const movement = printMovement({
      status: row.status,
      collectedAt: row.collectedAt,
      printedBefore:
        row.printCount > 0 ||
        statuses.some((s) => (SLIP_PRINTED_STATUSES as readonly string[]).includes(s)),
      statusBeforeEdit: editedAt > 0 ? statuses[editedAt - 1] : null,
    });
    if (movement) await addMovement(tx, row, { status: movement, by: auth.id }, at);
  }
  await countPrint(tx, ids, at);
}

function slipOf(row: SlipOrder, lang: SlipLang, settings: TrackingSettings): SlipData {
  return {
    id: row.id,
    code: row.code,
    reference: row.reference,
    createdAt: row.createdAt,
    service: row.service,
    price: row.price,
    paymentType: row.paymentType,
    canOpen: Boolean(row.canOpen),
    fragile: Boolean(row.fragile),
    merchandise: row.merchandise,
    merchandiseQuantity: row.merchandiseQuantity,
    returningMerchandise: row.returningMerchandise,
    note: row.note,
    company: row.company,
    merchantPhone: row.merchantPhone,
    pickupAddress: row.pickupAddress ?? row.clientPickupAddress,
    recipient: {
      fullname: row.fullname,
      phone1: row.phone1,
      phone2: row.phone2,
      delegation: row.delegation,
      city: row.city,
      address: row.address,
      postalCode: row.postalCode,
    },
    trackingUrl: trackingUrlOf(row, lang, settings),
  };
}

/**
 * GET /v1/order/voucher: one PDF with a slip per order. A client prints its own orders (another's are
 * "not found"), staff any. All or nothing: when any id is refused nothing is printed and the answer
 * lists `id: reason`.
 *
 * Render first, then commit: the PDF is drawn in a worker thread from a snapshot of the orders with no
 * transaction open (a 1,000-slip render would otherwise hold SQLite's only connection for a second), then
 * one short transaction re-reads the orders, applies the same refusals, and writes the movements and
 * counts only if none of the orders changed since the snapshot. A failed render writes nothing. If an
 * order did change meanwhile (an edit, another print), the print is made again inside the transaction,
 * so the slips always show what was recorded.
 */
export async function printVouchers(
  db: Db,
  auth: AuthContext,
  request: VoucherRequest,
  settings: TrackingSettings & { providerName: string },
): Promise<{ pdf: Buffer; count: number }> {
  const unique = [...new Set(request.ids)];
  const render = (rows: SlipOrder[], at: string) =>
    pdfRenderer.render({
      kind: 'slips',
      slips: rows.map((row) => slipOf(row, request.lang, settings)),
      options: {
        layout: request.layout,
        lang: request.lang,
        providerName: settings.providerName,
        printedAt: new Date(at),
      },
    });

  const snapshot = await loadPrintable(db, auth, unique);
  const at = nowIso();
  const pdf = await render(snapshot, at);
  const recorded = await db.transaction().execute(async (tx) => {
    const rows = await loadPrintable(tx, auth, unique);
    if (rows.some((row, i) => versionOf(row) !== versionOf(snapshot[i]))) return false;
    await recordPrint(tx, auth, rows, at);
    return true;
  });
  if (recorded) return { pdf, count: unique.length };

  return db.transaction().execute(async (tx) => {
    const rows = await loadPrintable(tx, auth, unique);
    const again = nowIso();
    await recordPrint(tx, auth, rows, again);
    return { pdf: await render(rows, again), count: unique.length };
  });
}

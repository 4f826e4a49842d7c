// What an order edit changes, decided without the database: the checked request, then the rows and the
// audit lines it changes. `updateOrder` (order-writes.service.ts) loads what this reads, checks the
// references, and applies the plan in one transaction.
import {
  CONSOLE_STATUSES,
  type AuditChangeDto,
  type OrderStatus,
  type UpdateOrderRequest,
} from '@wolvo/shared/contracts';
import { diffFields } from '../audit/audit';
import { checkOrderEdit, type ValidOrderFields } from '@wolvo/shared/contracts/orders/rules';

/** PUT /v1/order/edit/{id} body, as the schema admits it. */
export type UpdateOrderBody = UpdateOrderRequest;

/** The fields only staff may send: a status added or the latest one replaced. */
export const STAFF_FIELDS = [
  'nbStatusTries',
  'newStatus',
  'subStatusDamageType',
  'statusConsoleLocation',
  'replaceStatus',
  'replaceStatusSubStatus',
] as const;
const IN_TRANSIT_BY_TRIES: readonly OrderStatus[] = [
  'IN_TRANSIT',
  'IN_TRANSIT_SECOND_TRY',
  'IN_TRANSIT_THIRD_TRY',
  'IN_TRANSIT_N_TRY',
];

/** A staff status change: a new movement (`add`) or the latest one rewritten (`replace`). */
export interface StatusChange {
  mode: 'add' | 'replace';
  status: string;
  subStatus: string;
  location: string | null;
}

/** The order's recipient as stored, which an edit's recipient fields are checked and diffed against. */
export interface StoredRecipient {
  fullname: string;
  phone1: string;
  phone2: string | null;
  email: string | null;
  address: string;
  postalCode: string | null;
  delegation: string;
  city: string;
}

/** An edit request, checked: its field values, the links it leaves, its status change. */
export interface CheckedUpdate {
  value: ValidOrderFields;
  service: string;
  exchangeOrderId: number | null;
  returningOrderId: number | null;
  statusChange: StatusChange | null;
}

/**
 * Checks an edit with the creation rules (for the fields present) and the edit's own: an exchange needs
 * its order, a plain delivery drops its links, a status change is one of add or replace, tries need a
 * transit status, a console status needs its location. Returns the field errors instead when any.
 */
export function checkOrderUpdate(
  body: UpdateOrderBody,
  order: { service: string; exchangeOrderId: number | null; returningOrderId: number | null },
  recipient: StoredRecipient,
): { checked: CheckedUpdate; messages: string[] } {
  const { value, errors: messages } = checkOrderEdit(body, recipient);

  const service = value.service ?? order.service;
  let exchangeOrderId = body.exchangeId !== undefined ? body.exchangeId : order.exchangeOrderId;
  let returningOrderId = order.returningOrderId;
  if (service === 'DELIVERY') {
    // Switching to a plain delivery drops the exchange link (spec section 5).
    exchangeOrderId = null;
    returningOrderId = null;
  } else if (
    service === 'EXCHANGE' &&
    !exchangeOrderId &&
    !messages.some((m) => m.startsWith('exchangeId:'))
  )
    messages.push('exchangeId: field.required');

  let statusChange: StatusChange | null = null;
  if (STAFF_FIELDS.some((f) => body[f] !== undefined)) {
    if (body.newStatus && body.replaceStatus)
      messages.push('replaceStatus: update-order.status-conflict');
    const mode = body.replaceStatus ? 'replace' : 'add';
    let status: string | undefined = body.replaceStatus ?? body.newStatus;
    if (!status) messages.push('newStatus: field.required');
    if (status && body.nbStatusTries !== undefined) {
      if (!(IN_TRANSIT_BY_TRIES as readonly string[]).includes(status))
        messages.push('nbStatusTries: update-order.tries-need-transit');
      else status = IN_TRANSIT_BY_TRIES[Math.min(body.nbStatusTries, 4) - 1];
    }
    const location = body.statusConsoleLocation?.trim() || null;
    if (status && (CONSOLE_STATUSES as readonly string[]).includes(status) && !location)
      messages.push('statusConsoleLocation: field.required');
    if (status)
      statusChange = {
        mode,
        status,
        subStatus:
          (mode === 'replace' ? body.replaceStatusSubStatus : body.subStatusDamageType) ?? 'NONE',
        location,
      };
  }
  return {
    checked: {
      value,
      service,
      exchangeOrderId: exchangeOrderId ?? null,
      returningOrderId,
      statusChange,
    },
    messages,
  };
}

/** The order row's columns an edit compares against. */
export type StoredOrder = {
  businessId: number;
  paymentType: string;
  service: string;
  merchandise: string | null;
  merchandiseQuantity: number;
  merchandisePrice: number | null;
  weightGrams: number | null;
  exchangeOrderId: number | null;
  returningOrderId: number | null;
  returningMerchandise: string | null;
  price: number;
  oldPrice: number | null;
  exchangeCost: number;
  status: string;
  subStatus: string;
  consoleLocation: string | null;
};

/** The rows an edit writes and the audit lines staff leave. */
export interface OrderUpdatePlan {
  /** Order columns that change (the COD's previous value kept as `oldPrice`). */
  changes: Partial<Record<string, unknown>>;
  /** Recipient columns that change. */
  recipientChanges: Record<string, string | null>;
  /** Whether any order or recipient field changes (a status change alone is not one). */
  fieldsChanged: boolean;
  statusChange: StatusChange | null;
  /** Staff edits' before/after lines; empty for a merchant's edit. */
  audited: AuditChangeDto[];
}

/** What a checked edit changes on the stored order and recipient: only the values that differ. */
export function planOrderUpdate({
  current,
  recipient,
  checked,
  exchangeCost,
  staff,
}: {
  current: StoredOrder;
  recipient: StoredRecipient;
  checked: CheckedUpdate;
  /** The client's contract exchange cost, charged when the service changes to an exchange. */
  exchangeCost: number;
  staff: boolean;
}): OrderUpdatePlan {
  const { value, service, exchangeOrderId, returningOrderId, statusChange } = checked;
  const changes: Partial<Record<string, unknown>> = {};
  const set = (key: string, next: unknown, before: unknown) => {
    if (next !== undefined && next !== before) changes[key] = next;
  };
  set('businessId', value.businessId, current.businessId);
  set('paymentType', value.paymentType, current.paymentType);
  set('service', value.service, current.service);
  set('merchandise', value.merchandise, current.merchandise);
  set('merchandiseQuantity', value.merchandiseQuantity, current.merchandiseQuantity);
  set('merchandisePrice', value.merchandisePrice, current.merchandisePrice);
  set('weightGrams', value.weightGrams, current.weightGrams);
  set('exchangeOrderId', exchangeOrderId, current.exchangeOrderId);
  set('returningOrderId', returningOrderId, current.returningOrderId);
  if (service === 'DELIVERY') set('returningMerchandise', null, current.returningMerchandise);
  if (value.service !== undefined && value.service !== current.service)
    changes.exchangeCost = service === 'DELIVERY' ? 0 : exchangeCost;
  if (value.price !== undefined && value.price !== current.price) {
    // The COD before the change stays visible as the old COD.
    changes.price = value.price;
    changes.oldPrice = current.price;
  }
  const recipientChanges = pickRecipientChanges(value, recipient);
  const fieldsChanged = Object.keys(changes).length > 0 || Object.keys(recipientChanges).length > 0;
  // The audit trail: which fields staff changed, before and after (the status as one more field).
  const audited = staff
    ? [
        ...diffFields(current, changes),
        ...diffFields(
          Object.fromEntries(Object.entries(recipient).map(([k, v]) => [`recipient.${k}`, v])),
          Object.fromEntries(
            Object.entries(recipientChanges).map(([k, v]) => [`recipient.${k}`, v]),
          ),
        ),
        ...statusAudit(current, statusChange),
      ]
    : [];
  return { changes, recipientChanges, fieldsChanged, statusChange, audited };
}

/** The audit lines of a staff status change: a new status (`status`) or the latest replaced. */
function statusAudit(
  current: { status: string; subStatus: string; consoleLocation: string | null },
  change: StatusChange | null,
): AuditChangeDto[] {
  if (!change) return [];
  const suffix = change.mode === 'replace' ? '.replaced' : '';
  const lines: AuditChangeDto[] = [
    { field: `status${suffix}`, before: current.status, after: change.status },
  ];
  if (change.subStatus !== current.subStatus)
    lines.push({ field: `subStatus${suffix}`, before: current.subStatus, after: change.subStatus });
  // A console status carries its location: recorded with the status, even when it is the same place.
  if (change.location)
    lines.push({
      field: `consoleLocation${suffix}`,
      before: current.consoleLocation,
      after: change.location,
    });
  return lines;
}

/** The recipient columns an edit changes (a place only when it differs from the stored one). */
function pickRecipientChanges(
  value: ValidOrderFields,
  stored: { delegation: string; city: string },
): Record<string, string | null> {
  const r = value.recipient;
  if (!r) return {};
  const changes: Record<string, string | null> = {};
  for (const key of ['fullname', 'phone1', 'phone2', 'email', 'address', 'postalCode'] as const)
    if (r[key] !== undefined) changes[key] = r[key] ?? null;
  if (r.delegation && r.delegation !== stored.delegation) changes.delegation = r.delegation;
  if (r.city && r.city !== stored.city) changes.city = r.city;
  return changes;
}

// The staff order editor's values: the fields as typed, from the order, and the update body of what
// changed (spec section 7) with the fields typed wrong. Pure: the editor component renders and saves.
import type { OrderDetailDto, UpdateOrderRequest } from '@wolvo/shared/contracts';
import { dinarsToMillimes } from '@wolvo/shared/ui/format';
import { chosenStatus, needsConsoleLocation, type StatusChoice } from './status-editor';

/** The editor's fields, as typed. */
export interface OrderValues {
  businessId: string;
  paymentType: string;
  service: string;
  exchangeId: string;
  newPrice: string;
  merchandise: string;
  merchandiseQuantity: string;
  fullname: string;
  phone1: string;
  phone2: string;
  delegation: string;
  city: string;
  address: string;
}

/** The fields of `order` as the editor starts with them (no new price). */
export const valuesOf = (o: OrderDetailDto): OrderValues => ({
  businessId: String(o.business.id),
  paymentType: o.paymentType,
  service: o.service,
  exchangeId: o.exchangedOrder ? String(o.exchangedOrder.id) : '',
  newPrice: '',
  merchandise: o.merchandise ?? '',
  merchandiseQuantity: String(o.merchandiseQuantity),
  fullname: o.recipient.fullname,
  phone1: o.recipient.phone1,
  phone2: o.recipient.phone2 ?? '',
  delegation: o.recipient.delegation,
  city: o.recipient.city,
  address: o.recipient.address,
});

const RECIPIENT_FIELDS = ['fullname', 'phone1', 'phone2', 'delegation', 'city', 'address'] as const;

/** The update payload from what changed (spec section 7), and the fields typed wrong. */
export function bodyOf(
  order: OrderDetailDto,
  initial: OrderValues,
  v: OrderValues,
  status: StatusChoice,
): { body: UpdateOrderRequest; errors: Record<string, string> } {
  const body: UpdateOrderRequest = { id: order.id };
  const errors: Record<string, string> = {};
  if (v.businessId !== initial.businessId) body.businessId = Number(v.businessId);
  if (v.paymentType !== initial.paymentType)
    body.paymentType = v.paymentType as UpdateOrderRequest['paymentType'];
  if (v.service !== initial.service) body.service = v.service as UpdateOrderRequest['service'];
  if (v.service !== 'DELIVERY' && v.exchangeId !== initial.exchangeId) {
    if (v.exchangeId && !/^[1-9]\d{0,9}$/.test(v.exchangeId)) errors.exchangeId = 'number.invalid';
    else body.exchangeId = v.exchangeId ? Number(v.exchangeId) : null;
  }
  if (v.newPrice.trim()) {
    const millimes = dinarsToMillimes(v.newPrice);
    if (millimes === null) errors.newPrice = 'number.invalid';
    else if (millimes !== order.price) body.newPrice = millimes;
  }
  if (v.merchandise !== initial.merchandise) body.merchandise = v.merchandise;
  if (v.merchandiseQuantity !== initial.merchandiseQuantity) {
    const n = Number(v.merchandiseQuantity);
    if (!Number.isInteger(n) || n < 1) errors.merchandiseQuantity = 'number.invalid';
    else body.merchandiseQuantity = n;
  }
  const recipient: Record<string, string | null> = {};
  for (const f of RECIPIENT_FIELDS)
    if (v[f] !== initial[f]) recipient[f] = f === 'phone2' && !v[f] ? null : v[f];
  if (Object.keys(recipient).length) body.recipient = recipient;
  const chosen = chosenStatus(status);
  if (chosen) {
    if (status.newStatus) {
      body.newStatus = status.newStatus;
      body.subStatusDamageType = status.subStatus;
    } else {
      body.replaceStatus = chosen;
      body.replaceStatusSubStatus = status.subStatus;
    }
    if (needsConsoleLocation(status)) {
      if (!status.consoleLocation.trim()) errors.statusConsoleLocation = 'field.required';
      else body.statusConsoleLocation = status.consoleLocation.trim();
    }
    if (status.tries) body.nbStatusTries = Number(status.tries);
  }
  return { body, errors };
}

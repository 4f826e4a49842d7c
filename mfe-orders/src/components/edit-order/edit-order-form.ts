import {
  NOT_COLLECTED_STATUSES,
  hasPagePermission,
  type OrderDetailDto,
  type OrderPaymentType,
  type RecipientInput,
  type SessionUser,
  type UpdateOrderRequest,
} from '@wolvo/shared/contracts';
import { checkOrderEdit, issueKeysByField } from '@wolvo/shared/contracts/orders/rules';
import {
  EMPTY_FORM,
  dinarsToMillimes,
  millimesToInput,
  normalizePhone,
  recipientValues,
  typedNumber,
  weightOf,
  type AddOrderFormValues,
  type FieldErrors,
} from '../order-form/order-form-values';
import {
  RECIPIENT_ITEMS,
  serverFieldsOf,
  type OrderFormSection,
} from '../order-form/order-form-layout';

/** The page whose EDIT action lets a client team member edit an order. */
const ORDERS_PAGE = 'ORDERS_ORDER_OF_THE_DAY';

/** The sections and fields of the edit form: only those the update payload carries. */
export const EDIT_ORDER_LAYOUT: readonly OrderFormSection[] = [
  { section: 'company', items: ['businessId', 'paymentType'] },
  { section: 'recipient', items: RECIPIENT_ITEMS },
  { section: 'parcel', items: ['merchandise', 'quantity', 'merchandisePrice', 'price', 'weight'] },
];

/** The form fields the update payload carries, by the server's field names; only these are shown. */
export const EDIT_FIELDS: ReadonlySet<string> = serverFieldsOf(EDIT_ORDER_LAYOUT);

/**
 * Whether `user` may edit an order in `status`: not collected yet, and the EDIT action on the orders
 * page (clients themselves have it; team members need it granted). The server checks both again.
 */
export function canEditOrder(user: SessionUser | null, status: string): boolean {
  return (
    user !== null &&
    (NOT_COLLECTED_STATUSES as readonly string[]).includes(status) &&
    hasPagePermission(user.role, user.permissions, ORDERS_PAGE, 'EDIT')
  );
}

/** The form prefilled from the order's detail (COD from millimes to "12,500" DT in French). */
export function valuesFromOrder(order: OrderDetailDto, language: string): AddOrderFormValues {
  return {
    ...EMPTY_FORM,
    businessId: String(order.business.id),
    ...recipientValues(order.recipient),
    merchandise: order.merchandise ?? '',
    quantity: String(order.merchandiseQuantity),
    price: millimesToInput(order.price, language),
    merchandisePrice:
      order.merchandisePrice == null ? '' : millimesToInput(order.merchandisePrice, language),
    // The weight field reads a comma as the decimal mark; French and Arabic write one.
    weight:
      order.weight == null ? '' : String(order.weight).replace('.', language === 'en' ? '.' : ','),
    paymentType: order.paymentType as OrderPaymentType,
  };
}

/** The server names the COD `newPrice` in the update payload; the form shows it under `price`. */
export function formFieldOf(serverField: string): string {
  return serverField === 'newPrice' ? 'price' : serverField;
}

/**
 * The edit form's checks: the server's rules for an edit (`checkOrderEdit`, which PUT /v1/order/edit
 * runs) on the body the form would send, under the fields the form shows; a problem of another field is
 * left to the server's answer, which the dialog lists.
 */
export function checkEditOrder(order: OrderDetailDto, values: AddOrderFormValues): FieldErrors {
  const body = toUpdateOrderRequest(order, values);
  if (!body) return {};
  const found: FieldErrors = {};
  for (const [field, key] of Object.entries(
    issueKeysByField(checkOrderEdit(body, order.recipient).issues),
  ))
    if (EDIT_FIELDS.has(formFieldOf(field))) found[formFieldOf(field)] = key;
  return found;
}

const orNull = (text: string) => (text.trim() ? text.trim() : null);

/**
 * The PUT /v1/order/edit/{id} body of the form (checked by `checkEditOrder`): the order id and only the
 * fields that differ from `order` (the recipient only with its changed fields). Null when nothing changed.
 */
export function toUpdateOrderRequest(
  order: OrderDetailDto,
  values: AddOrderFormValues,
): UpdateOrderRequest | null {
  const body: UpdateOrderRequest = { id: order.id };
  const businessId = Number(values.businessId);
  if (businessId !== order.business.id) body.businessId = businessId;
  if (values.paymentType !== order.paymentType) body.paymentType = values.paymentType;
  const price = typedNumber(values.price, dinarsToMillimes);
  if (price !== order.price) body.newPrice = price;
  const merchandise = values.merchandise.trim();
  if (merchandise !== (order.merchandise ?? '')) body.merchandise = merchandise;
  const quantity = typedNumber(values.quantity);
  if (quantity !== order.merchandiseQuantity) body.merchandiseQuantity = quantity;
  // An emptied field clears the value (null).
  const merchandisePrice = typedNumber(values.merchandisePrice, dinarsToMillimes);
  if (merchandisePrice !== (order.merchandisePrice ?? null))
    body.merchandisePrice = merchandisePrice;
  const weight = typedNumber(values.weight, weightOf);
  if (weight !== (order.weight ?? null)) body.weight = weight;

  const phone2 = values.phone2.trim() ? normalizePhone(values.phone2.trim()) : null;
  const next: RecipientInput = {
    fullname: values.fullname.trim(),
    phone1: normalizePhone(values.phone1.trim()),
    phone2,
    email: orNull(values.email),
    delegation: values.governorate,
    city: values.delegation,
    address: values.address.trim(),
    postalCode: orNull(values.postalCode),
  };
  const recipient: Partial<RecipientInput> = {};
  for (const key of Object.keys(next) as (keyof RecipientInput)[])
    if ((next[key] ?? null) !== (order.recipient[key] ?? null))
      Object.assign(recipient, { [key]: next[key] });
  if (Object.keys(recipient).length) body.recipient = recipient;

  return Object.keys(body).length > 1 ? body : null;
}

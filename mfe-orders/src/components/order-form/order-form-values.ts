import { fieldErrorsOf } from '@wolvo/shared/http';
import { dinarsToMillimes, millimesToInput } from '@wolvo/shared/ui/format';
import {
  PERSON_NAME_PATTERN,
  isTunisianPhone,
  normalizePhone,
  type AddOrderRequest,
  type OrderDetailDto,
  type OrderPaymentType,
  type OrderSource,
} from '@wolvo/shared/contracts';

/** The add-order form as typed (text everywhere; money in DT). */
export interface AddOrderFormValues {
  businessId: string;
  source: OrderSource;
  fullname: string;
  phone1: string;
  phone2: string;
  email: string;
  governorate: string;
  delegation: string;
  address: string;
  postalCode: string;
  merchandise: string;
  quantity: string;
  /** Merchandise value in dinars, optional (sent as millimes). */
  merchandisePrice: string;
  /** COD in dinars with up to three decimals ("12.500"). */
  price: string;
  /** Weight in kg, optional ("0.8" or "0,8"). */
  weight: string;
  paymentType: OrderPaymentType;
  canOpen: boolean;
  fragile: boolean;
  deliveryDate: string;
  deliveryFrom: string;
  deliveryTo: string;
  note: string;
  reference: string;
}

/** The recipient fields of the form, filled from an existing order's recipient. */
export function recipientValues(recipient: OrderDetailDto['recipient']) {
  return {
    fullname: recipient.fullname,
    phone1: recipient.phone1,
    phone2: recipient.phone2 ?? '',
    email: recipient.email ?? '',
    governorate: recipient.delegation,
    delegation: recipient.city,
    address: recipient.address,
    postalCode: recipient.postalCode ?? '',
  };
}

/** An empty form (the only company, when there is one, is chosen by the page). */
export const EMPTY_FORM: AddOrderFormValues = {
  businessId: '',
  source: 'MANUAL',
  fullname: '',
  phone1: '',
  phone2: '',
  email: '',
  governorate: '',
  delegation: '',
  address: '',
  postalCode: '',
  merchandise: '',
  quantity: '1',
  merchandisePrice: '',
  price: '',
  weight: '',
  paymentType: 'CACHE',
  canOpen: false,
  fragile: false,
  deliveryDate: '',
  deliveryFrom: '',
  deliveryTo: '',
  note: '',
  reference: '',
};

/** Field errors by the server's field names (`recipient.phone1`), as message keys (`phone.invalid`). */
export type FieldErrors = Partial<Record<string, string>>;

const PERSON_NAME = new RegExp(PERSON_NAME_PATTERN, 'u');
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const POSTAL_CODE = /^[0-9]{4}$/;

// The one phone rule is shared with the server; re-exported for the order forms.
export { normalizePhone };

export { dinarsToMillimes, millimesToInput };

/** The client-side checks, with the message keys the server uses; empty when the form may be sent. */
export function validateAddOrder(values: AddOrderFormValues): FieldErrors {
  const errors: FieldErrors = {};
  const required: [string, string][] = [
    ['businessId', values.businessId],
    ['recipient.fullname', values.fullname],
    ['recipient.phone1', values.phone1],
    ['recipient.delegation', values.governorate],
    ['recipient.city', values.delegation],
    ['recipient.address', values.address],
    ['merchandise', values.merchandise],
    ['merchandiseQuantity', values.quantity],
    ['price', values.price],
  ];
  for (const [field, value] of required) if (!value.trim()) errors[field] = 'field.required';
  if (values.fullname.trim() && !PERSON_NAME.test(values.fullname.trim()))
    errors['recipient.fullname'] = 'person-name.invalid';
  for (const key of ['phone1', 'phone2'] as const) {
    const phone = values[key].trim();
    if (phone && !isTunisianPhone(normalizePhone(phone)))
      errors[`recipient.${key}`] = 'phone.invalid';
  }
  if (values.email.trim() && !EMAIL.test(values.email.trim()))
    errors['recipient.email'] = 'email.invalid';
  if (values.postalCode.trim() && !POSTAL_CODE.test(values.postalCode.trim()))
    errors['recipient.postalCode'] = 'postal-code.invalid';
  const quantity = Number(values.quantity.trim());
  if (values.quantity.trim() && (!Number.isInteger(quantity) || quantity < 1 || quantity > 10_000))
    errors.merchandiseQuantity = 'number.invalid';
  if (values.price.trim() && dinarsToMillimes(values.price) === null)
    errors.price = 'number.invalid';
  if (values.merchandisePrice.trim() && dinarsToMillimes(values.merchandisePrice) === null)
    errors.merchandisePrice = 'number.invalid';
  // The server's range: more than 0, at most 1,000 kg.
  const weight = weightOf(values.weight);
  if (values.weight.trim() && (weight === null || weight <= 0 || weight > 1_000))
    errors.weight = 'number.invalid';
  if (values.deliveryFrom && values.deliveryTo && values.deliveryFrom >= values.deliveryTo)
    errors.deliveryTo = 'delivery-window.invalid';
  return errors;
}

const orNull = (text: string) => (text.trim() ? text.trim() : null);

/** A typed weight in kg (a comma accepted as the decimal mark), or null when it is not a number. */
export function weightOf(text: string): number | null {
  const n = Number(text.trim().replace(',', '.'));
  return text.trim() && Number.isFinite(n) ? n : null;
}

/** The POST /v1/order/add body of a valid form: COD in integer millimes, a plain delivery. */
export function toAddOrderRequest(values: AddOrderFormValues): AddOrderRequest {
  return {
    businessId: Number(values.businessId),
    service: 'DELIVERY',
    source: values.source,
    recipient: {
      fullname: values.fullname.trim(),
      phone1: normalizePhone(values.phone1.trim()),
      phone2: values.phone2.trim() ? normalizePhone(values.phone2.trim()) : null,
      email: orNull(values.email),
      delegation: values.governorate,
      city: values.delegation,
      address: values.address.trim(),
      postalCode: orNull(values.postalCode),
    },
    merchandise: values.merchandise.trim(),
    merchandiseQuantity: Number(values.quantity.trim()),
    price: dinarsToMillimes(values.price) ?? 0,
    // Left out when empty: the API's schema would read a null number as 0, which no rule accepts.
    ...(values.merchandisePrice.trim() && {
      merchandisePrice: dinarsToMillimes(values.merchandisePrice),
    }),
    ...(values.weight.trim() && { weight: weightOf(values.weight) }),
    paymentType: values.paymentType,
    canOpen: values.canOpen,
    fragile: values.fragile,
    note: orNull(values.note),
    deliveryDate: orNull(values.deliveryDate),
    deliveryFrom: orNull(values.deliveryFrom),
    deliveryTo: orNull(values.deliveryTo),
    reference: orNull(values.reference),
  };
}

/** The server's field errors (`"recipient.phone1: phone.invalid"`) by field, and the other messages. */
export const serverFieldErrors: (error: unknown) => { fields: FieldErrors; other: string[] } =
  fieldErrorsOf;

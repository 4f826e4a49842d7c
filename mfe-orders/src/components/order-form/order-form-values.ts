import { fieldErrorsOf } from '@wolvo/shared/http';
import { dinarsToMillimes, millimesToInput } from '@wolvo/shared/ui/format';
import {
  normalizePhone,
  type AddOrderRequest,
  type OrderDetailDto,
  type OrderPaymentType,
  type OrderSource,
} from '@wolvo/shared/contracts';
import { checkOrder, issueKeysByField } from '@wolvo/shared/contracts/orders/rules';

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

// The one phone rule is shared with the server; re-exported for the order forms.
export { normalizePhone };

export { dinarsToMillimes, millimesToInput };

/**
 * The server's order rules (`checkOrder`, which POST /v1/order/add runs) on the body a form would send:
 * message keys by the server's field names; empty when it may be sent.
 */
export const checkOrderBody = (body: AddOrderRequest): FieldErrors =>
  issueKeysByField(checkOrder(body).issues);

/** The add-order form's checks: the server's rules on its body. */
export const checkAddOrder = (values: AddOrderFormValues): FieldErrors =>
  checkOrderBody(toAddOrderRequest(values));

const orNull = (text: string) => (text.trim() ? text.trim() : null);

/** A typed weight in kg (a comma accepted as the decimal mark), or null when it is not a number. */
export function weightOf(text: string): number | null {
  const n = Number(text.trim().replace(',', '.'));
  return text.trim() && Number.isFinite(n) ? n : null;
}

/**
 * A typed number as a body carries it to the rules: blank is null (`field.required` where one is needed)
 * and a text `parse` cannot read NaN (`number.invalid`); a form whose rules pass sends neither.
 */
export function typedNumber(
  text: string,
  parse: (text: string) => number | null = (t) => Number(t.trim()),
): number {
  return (text.trim() ? (parse(text) ?? NaN) : null) as number;
}

/** The POST /v1/order/add body of the form (checked by `checkAddOrder`): COD in millimes, a delivery. */
export function toAddOrderRequest(values: AddOrderFormValues): AddOrderRequest {
  return {
    businessId: typedNumber(values.businessId),
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
    merchandiseQuantity: typedNumber(values.quantity),
    price: typedNumber(values.price, dinarsToMillimes),
    // Left out when empty: the API's schema would read a null number as 0, which no rule accepts.
    ...(values.merchandisePrice.trim() && {
      merchandisePrice: typedNumber(values.merchandisePrice, dinarsToMillimes),
    }),
    ...(values.weight.trim() && { weight: typedNumber(values.weight, weightOf) }),
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

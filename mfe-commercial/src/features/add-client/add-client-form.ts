import {
  PAYMENT_WEEKDAYS,
  normalizePhone,
  type AddClientRequest,
  type PaymentWeekday,
} from '@wolvo/shared/contracts';
import { dinarsToMillimes } from '@wolvo/shared/ui/format';

/** The add-client form as typed: text everywhere, money in DT, percentages in %. */
export interface AddClientFormValues {
  fullname: string;
  email: string;
  companies: string[];
  delegation: string;
  city: string;
  pickupAddress: string;
  phone1: string;
  phone2: string;
  deliveryCost: string;
  returnCost: string;
  exchangeCost: string;
  insurance: string;
  refund: string;
  cin: string;
  rib: string;
  rc: string;
  pos: string;
  patent: string;
  paymentDays: PaymentWeekday[];
  paymentType: 'CACHE' | 'BANK_TRANSFER';
  preferredDeliveryCompanyId: number | null;
}

/** A field of the form, as the server names it in its `field: key` answers. */
export type AddClientField = keyof AddClientFormValues | 'insuranceBp' | 'refundBp';

/** The form's field problems: message keys of the common namespace. */
export type AddClientErrors = Partial<Record<AddClientField, string>>;

/** The spec's default prices (7 / 4 / 8 DT) and no bank details yet. */
export const EMPTY_CLIENT: AddClientFormValues = {
  fullname: '',
  email: '',
  companies: [],
  delegation: '',
  city: '',
  pickupAddress: '',
  phone1: '',
  phone2: '',
  deliveryCost: '7',
  returnCost: '4',
  exchangeCost: '8',
  insurance: '0',
  refund: '0',
  cin: '',
  rib: '',
  rc: '',
  pos: '',
  patent: '',
  paymentDays: [],
  paymentType: 'CACHE',
  preferredDeliveryCompanyId: null,
};

const REQUIRED = [
  'fullname',
  'email',
  'delegation',
  'city',
  'pickupAddress',
  'phone1',
  'deliveryCost',
  'returnCost',
  'exchangeCost',
] as const;

// "2,5" % -> 250 basis points; two decimals at most.
const PERCENT = /^\d{1,3}([.,]\d{0,2})?$/;
function percentToBp(text: string): number | null {
  const value = text.trim() || '0';
  if (!PERCENT.test(value)) return null;
  const [whole, fraction = ''] = value.split(/[.,]/);
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/**
 * What the browser checks before sending: the required fields and that amounts are amounts. Every other
 * rule (names, phones, CIN, RIB, places, limits) is the server's, shown under its field.
 */
export function checkTyped(values: AddClientFormValues): AddClientErrors {
  const errors: AddClientErrors = {};
  for (const field of REQUIRED) if (!values[field].trim()) errors[field] = 'field.required';
  if (values.companies.length === 0) errors.companies = 'field.required';
  for (const field of ['deliveryCost', 'returnCost', 'exchangeCost'] as const)
    if (!errors[field] && dinarsToMillimes(values[field]) === null)
      errors[field] = 'number.invalid';
  if (percentToBp(values.insurance) === null) errors.insurance = 'percent.invalid';
  if (percentToBp(values.refund) === null) errors.refund = 'percent.invalid';
  return errors;
}

const orNull = (text: string) => (text.trim() ? text.trim() : null);

/** The POST /v1/client/add body of a checked form: money in millimes, percentages in basis points. */
export function toAddClientRequest(values: AddClientFormValues): AddClientRequest {
  return {
    fullname: values.fullname.trim(),
    email: values.email.trim(),
    companies: values.companies,
    delegation: values.delegation,
    city: values.city,
    pickupAddress: values.pickupAddress.trim(),
    phone1: normalizePhone(values.phone1),
    phone2: values.phone2.trim() ? normalizePhone(values.phone2) : null,
    deliveryCost: dinarsToMillimes(values.deliveryCost) ?? 0,
    returnCost: dinarsToMillimes(values.returnCost) ?? 0,
    exchangeCost: dinarsToMillimes(values.exchangeCost) ?? 0,
    insuranceBp: percentToBp(values.insurance) ?? 0,
    refundBp: percentToBp(values.refund) ?? 0,
    cin: orNull(values.cin),
    rib: orNull(values.rib),
    rc: orNull(values.rc),
    pos: orNull(values.pos),
    patent: orNull(values.patent),
    paymentDays: PAYMENT_WEEKDAYS.filter((d) => values.paymentDays.includes(d)),
    paymentType: values.paymentType,
    preferredDeliveryCompanyId: values.preferredDeliveryCompanyId,
  };
}

/** The server's field names that the form shows under another field. */
const SERVER_FIELD: Partial<Record<string, AddClientField>> = {
  insuranceBp: 'insurance',
  refundBp: 'refund',
};

/** The server's `field: key` problems placed under the form's fields. */
export function placeServerErrors(fields: Record<string, string>): AddClientErrors {
  const errors: AddClientErrors = {};
  for (const [path, key] of Object.entries(fields)) {
    const field = (SERVER_FIELD[path] ?? path) as AddClientField;
    if (field in EMPTY_CLIENT) errors[field] ??= key;
  }
  return errors;
}

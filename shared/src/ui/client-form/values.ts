// `@wolvo/shared/ui/client-form/values`: the client form's values and wire body, without the form (no
// react-hook-form, no MUI): a page builds its form's values before the form itself loads.
import { dinarsToMillimes, millimesToInput } from '@wolvo/shared/ui/format';
import {
  PAYMENT_WEEKDAYS,
  normalizePhone,
  type AddClientRequest,
  type ClientEditDto,
  type ClientPaymentType,
  type PaymentWeekday,
} from '@wolvo/shared/contracts';

/**
 * A client's form as typed: text everywhere, money in DT, rates in % (`insuranceBp` and `refundBp` hold
 * the percent as typed; they are the wire's names, so the API's `refundBp: percent.invalid` lands there).
 */
export interface ClientFormValues {
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
  insuranceBp: string;
  refundBp: string;
  cin: string;
  rib: string;
  rc: string;
  pos: string;
  patent: string;
  paymentDays: PaymentWeekday[];
  paymentType: ClientPaymentType;
  preferredDeliveryCompanyId: number | null;
}

/** A field of the client form. */
export type ClientFormField = keyof ClientFormValues;

/** A new client: the spec's default prices (7 / 4 / 8 DT), no rates, no bank details yet. */
export const EMPTY_CLIENT_FORM: ClientFormValues = {
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
  insuranceBp: '0',
  refundBp: '0',
  cin: '',
  rib: '',
  rc: '',
  pos: '',
  patent: '',
  paymentDays: [],
  paymentType: 'CACHE',
  preferredDeliveryCompanyId: null,
};

// "2,5" % -> 250 basis points; two decimals at most.
const PERCENT = /^\d{1,3}([.,]\d{0,2})?$/;
/** A rate as typed ("2,5", blank for none) in basis points (250, 0), or null when it is not one. */
export function percentToBp(text: string): number | null {
  const value = text.trim() || '0';
  if (!PERCENT.test(value)) return null;
  const [whole, fraction = ''] = value.split(/[.,]/);
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}
/** A rate in basis points as the form shows it, in percent (250 -> "2.5"); one the answer lacks is none. */
export const bpToPercent = (bp: number | undefined) =>
  bp !== undefined && Number.isInteger(bp) ? String(bp / 100) : '0';

/** A stored client in the form: millimes shown as dinars with the language's decimal mark. */
export const clientFormOf = (c: ClientEditDto, language: string): ClientFormValues => ({
  fullname: c.fullname,
  email: c.email,
  companies: c.companies,
  delegation: c.delegation ?? '',
  city: c.city ?? '',
  pickupAddress: c.pickupAddress ?? '',
  phone1: c.phone1 ?? '',
  phone2: c.phone2 ?? '',
  deliveryCost: millimesToInput(c.deliveryCost, language),
  returnCost: millimesToInput(c.returnCost, language),
  exchangeCost: millimesToInput(c.exchangeCost, language),
  insuranceBp: bpToPercent(c.insuranceBp),
  refundBp: bpToPercent(c.refundBp),
  cin: c.cin ?? '',
  rib: c.rib ?? '',
  rc: c.rc ?? '',
  pos: c.pos ?? '',
  patent: c.patent ?? '',
  paymentDays: c.paymentDays,
  paymentType: c.paymentType,
  preferredDeliveryCompanyId: null,
});

const orNull = (text: string) => (text.trim() ? text.trim() : null);

/** The identity and bank details and payment days a client's and a partner's forms both hold. */
export type PaymentDetailsValues = Pick<
  ClientFormValues,
  'cin' | 'rib' | 'rc' | 'pos' | 'patent' | 'paymentDays'
>;

/** Their part of a wire body (a client's or a partner's): blanks as null, the days in the week's order. */
export function paymentDetailsOf(values: PaymentDetailsValues) {
  return {
    cin: orNull(values.cin),
    rib: orNull(values.rib),
    rc: orNull(values.rc),
    pos: orNull(values.pos),
    patent: orNull(values.patent),
    paymentDays: PAYMENT_WEEKDAYS.filter((d) => values.paymentDays.includes(d)),
  };
}

/** The prices and rates a client's and a partner's forms both hold, as typed. */
export type PricesValues = Pick<
  ClientFormValues,
  'deliveryCost' | 'returnCost' | 'exchangeCost' | 'insuranceBp' | 'refundBp'
>;

/**
 * Their part of a wire body: money in millimes, rates in basis points, what cannot be read as a number
 * NaN (the rules name it).
 */
export function pricesOf(values: PricesValues) {
  return {
    deliveryCost: dinarsToMillimes(values.deliveryCost) ?? NaN,
    returnCost: dinarsToMillimes(values.returnCost) ?? NaN,
    exchangeCost: dinarsToMillimes(values.exchangeCost) ?? NaN,
    insuranceBp: percentToBp(values.insuranceBp) ?? NaN,
    refundBp: percentToBp(values.refundBp) ?? NaN,
  };
}

/**
 * The wire body of a form (POST /v1/client/add's, and the client editor's fields): money in millimes,
 * rates in basis points, what cannot be read as a number NaN (the rules name it), phones normalised.
 */
export function toClientBody(values: ClientFormValues): AddClientRequest {
  return {
    fullname: values.fullname.trim(),
    email: values.email.trim(),
    companies: values.companies,
    delegation: values.delegation,
    city: values.city,
    pickupAddress: values.pickupAddress.trim(),
    phone1: normalizePhone(values.phone1),
    phone2: values.phone2.trim() ? normalizePhone(values.phone2) : null,
    ...pricesOf(values),
    ...paymentDetailsOf(values),
    paymentType: values.paymentType,
    preferredDeliveryCompanyId: values.preferredDeliveryCompanyId,
  };
}

/**
 * A body as the multipart form the API reads (add client, the client editor): text fields, lists
 * comma-joined, null and undefined left out, then the payment documents under `filesField`.
 */
export function multipartOf(
  body: Record<string, unknown>,
  files: readonly File[],
  filesField: string,
): FormData {
  const form = new FormData();
  for (const [field, value] of Object.entries(body)) {
    if (value === null || value === undefined) continue;
    form.append(field, Array.isArray(value) ? value.join(',') : String(value));
  }
  for (const file of files) form.append(filesField, file, file.name);
  return form;
}

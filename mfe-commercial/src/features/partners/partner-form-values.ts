import {
  PAYMENT_WEEKDAYS,
  type AddDeliveryCompanyRequest,
  type DeliveryCompany,
  type PaymentWeekday,
} from '@wolvo/shared/contracts';
import { paymentDetailsOf, percentToBp } from '@wolvo/shared/ui/client-form/values';
import { dinarsToMillimes, millimesToInput } from '@wolvo/shared/ui/format';

/** The partner form as typed: text everywhere, money in DT, rates in %. */
export interface PartnerFormValues {
  name: string;
  partnerLogin: string;
  pickupAddress: string;
  deliveryCost: string;
  returnCost: string;
  exchangeCost: string;
  insurance: string;
  refundPercentage: string;
  cin: string;
  rib: string;
  rc: string;
  pos: string;
  patent: string;
  paymentDays: PaymentWeekday[];
}

/** A field of the form, as the server names it in its `field: key` answers. */
export type PartnerField = keyof PartnerFormValues;

/** The form's field problems: message keys of the common namespace. */
export type PartnerErrors = Partial<Record<PartnerField, string>>;

/** A new partner: the demo partners' usual prices and no bank details yet. */
export const EMPTY_PARTNER: PartnerFormValues = {
  name: '',
  partnerLogin: '',
  pickupAddress: '',
  deliveryCost: '',
  returnCost: '',
  exchangeCost: '',
  insurance: '0',
  refundPercentage: '0',
  cin: '',
  rib: '',
  rc: '',
  pos: '',
  patent: '',
  paymentDays: [],
};

const REQUIRED = ['name', 'deliveryCost', 'returnCost', 'exchangeCost'] as const;

/** An existing partner as the form shows it (edit mode), amounts with the language's decimal mark. */
export function valuesOf(company: DeliveryCompany, language: string): PartnerFormValues {
  const weekdays: readonly string[] = PAYMENT_WEEKDAYS;
  return {
    name: company.name,
    partnerLogin: company.partnerLogin ?? '',
    pickupAddress: company.pickupAddress ?? '',
    deliveryCost: millimesToInput(company.deliveryCost, language),
    returnCost: millimesToInput(company.returnCost, language),
    exchangeCost: millimesToInput(company.exchangeCost, language),
    insurance: String(company.insurance),
    refundPercentage: String(company.refundPercentage),
    cin: company.cin ?? '',
    rib: company.rib ?? '',
    rc: company.rc ?? '',
    pos: company.pos ?? '',
    patent: company.patent ?? '',
    paymentDays: company.paymentDays.filter((d): d is PaymentWeekday => weekdays.includes(d)),
  };
}

/**
 * What the browser checks before sending: the required fields and that amounts and rates are numbers.
 * Every other rule (CIN, RIB and its key, limits, unique name and login) is the server's, shown under
 * its field.
 */
export function checkTyped(values: PartnerFormValues): PartnerErrors {
  const errors: PartnerErrors = {};
  for (const field of REQUIRED) if (!values[field].trim()) errors[field] = 'field.required';
  for (const field of ['deliveryCost', 'returnCost', 'exchangeCost'] as const)
    if (!errors[field] && dinarsToMillimes(values[field]) === null)
      errors[field] = 'number.invalid';
  for (const field of ['insurance', 'refundPercentage'] as const)
    if (percentToBp(values[field]) === null) errors[field] = 'percent.invalid';
  return errors;
}

/** The add/edit body of a checked form: money in millimes, rates in percent (from basis points). */
export function toPartnerRequest(values: PartnerFormValues): AddDeliveryCompanyRequest {
  return {
    name: values.name.trim(),
    pickupAddress: values.pickupAddress.trim() || null,
    deliveryCost: dinarsToMillimes(values.deliveryCost) ?? 0,
    returnCost: dinarsToMillimes(values.returnCost) ?? 0,
    exchangeCost: dinarsToMillimes(values.exchangeCost) ?? 0,
    insurance: (percentToBp(values.insurance) ?? 0) / 100,
    refundPercentage: (percentToBp(values.refundPercentage) ?? 0) / 100,
    ...paymentDetailsOf(values),
  };
}

/** The server's `field: key` problems placed under the form's fields. */
export function placeServerErrors(fields: Record<string, string>): PartnerErrors {
  const errors: PartnerErrors = {};
  for (const [field, key] of Object.entries(fields))
    if (field in EMPTY_PARTNER) errors[field as PartnerField] ??= key;
  return errors;
}

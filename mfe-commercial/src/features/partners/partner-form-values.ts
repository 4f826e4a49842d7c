import type { Resolver } from 'react-hook-form';
import {
  PAYMENT_WEEKDAYS,
  type AddDeliveryCompanyRequest,
  type DeliveryCompany,
  type PaymentWeekday,
} from '@wolvo/shared/contracts';
import { checkPartnerFields } from '@wolvo/shared/contracts/partners/rules';
import { checkResolver } from '@wolvo/shared/form';
import { bpToPercent, paymentDetailsOf, pricesOf } from '@wolvo/shared/ui/client-form/values';
import { millimesToInput } from '@wolvo/shared/ui/format';

/**
 * The partner form as typed: text everywhere, money in DT, rates in % (`insuranceBp` and `refundBp`
 * hold the percent as typed, as in the client form: the wire's names, so the API's
 * `refundBp: percent.invalid` lands there).
 */
export interface PartnerFormValues {
  name: string;
  partnerLogin: string;
  pickupAddress: string;
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
}

/** A field of the form, as the server names it in its `field: key` answers. */
export type PartnerField = keyof PartnerFormValues;

/** A new partner: no prices, no rates, no bank details yet. */
export const EMPTY_PARTNER: PartnerFormValues = {
  name: '',
  partnerLogin: '',
  pickupAddress: '',
  deliveryCost: '',
  returnCost: '',
  exchangeCost: '',
  insuranceBp: '0',
  refundBp: '0',
  cin: '',
  rib: '',
  rc: '',
  pos: '',
  patent: '',
  paymentDays: [],
};

const COSTS = ['deliveryCost', 'returnCost', 'exchangeCost'] as const;

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
    insuranceBp: bpToPercent(company.insuranceBp),
    refundBp: bpToPercent(company.refundBp),
    cin: company.cin ?? '',
    rib: company.rib ?? '',
    rc: company.rc ?? '',
    pos: company.pos ?? '',
    patent: company.patent ?? '',
    paymentDays: company.paymentDays.filter((d): d is PaymentWeekday => weekdays.includes(d)),
  };
}

/**
 * The add body of a form (edit sends it without `partnerLogin`): money in millimes, rates in basis
 * points, what cannot be read as a number NaN (the rules name it), blanks as null.
 */
export function toPartnerBody(values: PartnerFormValues): AddDeliveryCompanyRequest {
  return {
    name: values.name.trim(),
    pickupAddress: values.pickupAddress.trim() || null,
    ...pricesOf(values),
    ...paymentDetailsOf(values),
    partnerLogin: values.partnerLogin.trim() || null,
  };
}

/**
 * The partner form's resolver: the server's partner rules (`checkPartnerFields` of
 * `@wolvo/shared/contracts/partners/rules`) on the body the form would send, each problem under its
 * field in the server's words. A price left blank is required (the body has no blank to name). Edit
 * checks and hands over the body without the login, which does not change.
 */
export function partnerResolver(
  mode: 'add' | 'edit',
): Resolver<PartnerFormValues, unknown, AddDeliveryCompanyRequest> {
  return checkResolver(
    (values: PartnerFormValues): AddDeliveryCompanyRequest => {
      const { partnerLogin, ...fields } = toPartnerBody(values);
      return mode === 'add' ? { ...fields, partnerLogin } : fields;
    },
    checkPartnerFields,
    (values) =>
      Object.fromEntries(
        COSTS.filter((field) => !values[field].trim()).map((field) => [field, 'field.required']),
      ),
  );
}

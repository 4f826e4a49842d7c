import type { ClientPaymentType } from '@wolvo/shared/contracts';
import type { AddClientRequest as AddClientBody } from '@wolvo/shared/contracts';

/** A comma-joined list of a multipart field, trimmed, without empty items. */
export const listOf = (raw: string | undefined) =>
  (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** A number of a multipart field; missing or blank is NaN, which the client rules refuse by name. */
export const numberOf = (raw: string | undefined) =>
  raw === undefined || raw.trim() === '' ? NaN : Number(raw);

/**
 * A client's fields as a multipart form sends them (text only: lists comma-joined, money in millimes),
 * as the JSON body the one set of client rules (`checkClientFields`) checks. Add client and the client
 * editor both read their forms with it; `rest` gives what the form does not carry.
 */
export function clientBodyOfForm(
  fields: Record<string, string>,
  rest: Pick<AddClientBody, 'insuranceBp' | 'refundBp' | 'preferredDeliveryCompanyId'>,
): AddClientBody {
  return {
    fullname: fields.fullname ?? '',
    email: fields.email ?? '',
    companies: listOf(fields.companies),
    delegation: fields.delegation ?? '',
    city: fields.city ?? '',
    pickupAddress: fields.pickupAddress ?? '',
    phone1: fields.phone1 ?? '',
    phone2: fields.phone2 ?? null,
    deliveryCost: numberOf(fields.deliveryCost),
    returnCost: numberOf(fields.returnCost),
    exchangeCost: numberOf(fields.exchangeCost),
    insuranceBp: rest.insuranceBp,
    refundBp: rest.refundBp,
    pos: fields.pos ?? null,
    patent: fields.patent ?? null,
    cin: fields.cin ?? null,
    rib: fields.rib ?? null,
    rc: fields.rc ?? null,
    paymentDays: listOf(fields.paymentDays),
    paymentType: (fields.paymentType || 'CACHE') as ClientPaymentType,
    preferredDeliveryCompanyId: rest.preferredDeliveryCompanyId,
  };
}

/** Add client's multipart form: the editor's fields, and the rates and partner it sets once. */
export function addClientBodyOfForm(fields: Record<string, string>): AddClientBody {
  const optional = (raw: string | undefined) =>
    raw === undefined || raw.trim() === '' ? undefined : Number(raw);
  return clientBodyOfForm(fields, {
    insuranceBp: optional(fields.insuranceBp),
    refundBp: optional(fields.refundBp),
    preferredDeliveryCompanyId: optional(fields.preferredDeliveryCompanyId) ?? null,
  });
}

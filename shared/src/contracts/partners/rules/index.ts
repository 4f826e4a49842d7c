// `@wolvo/shared/contracts/partners/rules`: the one place that says what a valid delivery partner is.
// The API's POST /v1/delivery-company/add and PUT /v1/delivery-company/edit/{id} call it, and so does the
// partner form (its resolver, on the body it is about to send), so a field's error reads the same in
// both. An entry of its own without TypeBox; the rules a partner shares with a client (CIN, RIB, payment
// days, amounts, rates) are `payment-identity.ts`'s.
import {
  COMMERCIAL_CLIENT_MESSAGES,
  cleanText,
  isValidBasisPoints,
  isValidMillimes,
  paymentIdentityOf,
  type AddDeliveryCompanyRequest,
  type DeliveryCompanyRequest,
} from '@wolvo/shared/contracts';

const MAX_TEXT = 200;
const MAX_NAME = 120;
const MAX_ADDRESS = 300;
const LOGIN = /^[a-z0-9._@-]{3,80}$/;

/** A partner's fields after the rules: trimmed, normalised, rates in basis points, ready to store. */
export interface PartnerInput {
  name: string;
  patent: string | null;
  rib: string | null;
  cin: string | null;
  rc: string | null;
  pos: string | null;
  pickupAddress: string | null;
  deliveryCost: number;
  returnCost: number;
  exchangeCost: number;
  insuranceBp: number;
  refundBp: number;
  paymentDays: string;
  /** Only on add: the login staff chose, else null (the server makes one from the name). */
  partnerLogin: string | null;
}

/**
 * The one set of rules for a partner's fields (add and edit). CIN, RIB, amounts and rates follow the
 * client's own rules; every problem is `field: message-key`. Uniqueness of the name and the login needs
 * the database: the API checks it after these.
 */
export function checkPartnerFields(body: DeliveryCompanyRequest | AddDeliveryCompanyRequest): {
  input: PartnerInput;
  errors: string[];
} {
  const errors: string[] = [];
  const fail = (field: string, key: string) => errors.push(`${field}: ${key}`);
  const text = (field: keyof AddDeliveryCompanyRequest, required = false, max = MAX_TEXT) => {
    const value = cleanText(body[field as keyof typeof body]);
    if (!value) {
      if (required) fail(field, 'field.required');
      return null;
    }
    if (value.length > max) fail(field, 'text.too-long');
    return value;
  };
  const money = (field: 'deliveryCost' | 'returnCost' | 'exchangeCost') => {
    const value = body[field];
    if (!isValidMillimes(value)) fail(field, 'number.invalid');
    return value;
  };
  const rate = (field: 'insuranceBp' | 'refundBp') => {
    const value = body[field] ?? 0;
    if (!isValidBasisPoints(value)) fail(field, COMMERCIAL_CLIENT_MESSAGES.percentInvalid);
    return value;
  };

  const name = text('name', true, MAX_NAME) ?? '';
  const { cin, rib, paymentDays } = paymentIdentityOf(
    { cin: text('cin'), rib: text('rib'), paymentDays: body.paymentDays },
    fail,
  );

  let partnerLogin: string | null = null;
  if ('partnerLogin' in body) {
    partnerLogin = text('partnerLogin')?.toLowerCase() ?? null;
    if (partnerLogin !== null && !LOGIN.test(partnerLogin)) fail('partnerLogin', 'login.invalid');
  }

  const input: PartnerInput = {
    name,
    patent: text('patent'),
    rib,
    cin,
    rc: text('rc'),
    pos: text('pos'),
    pickupAddress: text('pickupAddress', false, MAX_ADDRESS),
    deliveryCost: money('deliveryCost'),
    returnCost: money('returnCost'),
    exchangeCost: money('exchangeCost'),
    insuranceBp: rate('insuranceBp'),
    refundBp: rate('refundBp'),
    // Stored in the week's order whatever order they were ticked in.
    paymentDays,
    partnerLogin,
  };
  return { input, errors };
}

/** A login made from a partner's name: "Sahel Express" → `sahel.express` (accents dropped). */
export function loginStemOf(name: string): string {
  const stem = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.+|\.+$/g, '')
    .slice(0, 40);
  return stem.length >= 3 ? stem : `partner${stem ? `.${stem}` : ''}`;
}

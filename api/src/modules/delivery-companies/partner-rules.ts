import { COMMERCIAL_CLIENT_MESSAGES } from '@wolvo/shared/contracts';
import { cleanText, isValidMillimes, paymentIdentityOf } from '../clients/client-rules';
import type {
  AddDeliveryCompanyRequest as AddDeliveryCompanyBody,
  DeliveryCompanyRequest as DeliveryCompanyBody,
} from '@wolvo/shared/contracts';

const MAX_TEXT = 200;
const MAX_NAME = 120;
/** 100 % in basis points. */
const FULL_BP = 10_000;
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
 * The one set of rules for a partner's fields (add and edit). CIN, RIB, amounts and free text follow the
 * client rules' own checks (`client-rules.ts`); every problem is `field: message-key`.
 */
export function checkPartnerFields(body: DeliveryCompanyBody | AddDeliveryCompanyBody): {
  input: PartnerInput;
  errors: string[];
} {
  const errors: string[] = [];
  const fail = (field: string, key: string) => errors.push(`${field}: ${key}`);
  const text = (field: keyof AddDeliveryCompanyBody, required = false, max = MAX_TEXT) => {
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
  // A percent with two decimals at most, stored as basis points without floating-point drift.
  const percent = (field: 'insurance' | 'refundPercentage') => {
    const value = body[field] ?? 0;
    const bp = Math.round(value * 100);
    if (!Number.isFinite(value) || Math.abs(bp - value * 100) > 1e-6 || bp < 0 || bp > FULL_BP)
      fail(field, COMMERCIAL_CLIENT_MESSAGES.percentInvalid);
    return bp;
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
    pickupAddress: text('pickupAddress', false, 300),
    deliveryCost: money('deliveryCost'),
    returnCost: money('returnCost'),
    exchangeCost: money('exchangeCost'),
    insuranceBp: percent('insurance'),
    refundBp: percent('refundPercentage'),
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

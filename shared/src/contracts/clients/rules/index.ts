// `@wolvo/shared/contracts/clients/rules`: the one place that says what a valid client is. The API's
// POST /v1/client/add and PUT /v1/client/edit/{id} call it, and so does the client form (its resolver, on
// the body it is about to send), so a field's error reads the same in both. An entry of its own without
// TypeBox (the shared geography is its weight); the rules a client shares with a partner (CIN, RIB,
// payment days, amounts, rates) are `payment-identity.ts`'s.
import {
  API_MESSAGES,
  CLIENT_PAYMENT_TYPES,
  COMMERCIAL_CLIENT_MESSAGES,
  MAX_CLIENT_COMPANIES,
  PERSON_NAME_PATTERN,
  cleanText,
  isValidBasisPoints,
  isValidMillimes,
  normaliseRib,
  normalizePhone,
  parseTunisianPhone,
  paymentIdentityOf,
  type AddClientRequest as AddClientBody,
  type ClientPaymentType,
} from '@wolvo/shared/contracts';
import { delegationsOf, GOVERNORATE_NAMES } from '@wolvo/shared/geo';

// The shape browsers accept in <input type="email">: something@domain.tld, no spaces.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const PERSON_NAME = new RegExp(PERSON_NAME_PATTERN, 'u');
const MAX_TEXT = 200;

/** A client's fields after the rules: trimmed, normalised, ready to store. */
export interface ClientInput {
  fullname: string;
  email: string;
  companies: string[];
  delegation: string;
  city: string;
  pickupAddress: string;
  phone1: string;
  phone2: string | null;
  deliveryCost: number;
  returnCost: number;
  exchangeCost: number;
  insuranceBp: number;
  refundBp: number;
  pos: string | null;
  patent: string | null;
  cin: string | null;
  rib: string | null;
  rc: string | null;
  paymentDays: string;
  paymentType: ClientPaymentType;
  preferredDeliveryCompanyId: number | null;
}

/** The rules' normalisation of the stored client fields that have one, to compare a save with. */
export const CLIENT_FIELD_NORMALISERS = {
  rib: normaliseRib,
  phone1: normalizePhone,
  phone2: normalizePhone,
  email: (email: string) => email.toLowerCase(),
};

/** Company names as a client holds them: trimmed, single-spaced, compared without case. */
export function normalizeCompanies(names: readonly string[]): string[] {
  return names.map((n) => n.trim().replace(/\s+/g, ' ')).filter(Boolean);
}

/**
 * The one set of rules for a client's fields (add client and the staff client editor): every problem as
 * `field: message-key`, so the dashboard shows each under its field. Uniqueness of the email and the
 * company names needs the database: the API checks it after these.
 */
export function checkClientFields(body: AddClientBody): {
  input: ClientInput;
  errors: string[];
} {
  const errors: string[] = [];
  const fail = (field: string, key: string) => errors.push(`${field}: ${key}`);
  const text = (field: keyof AddClientBody, required: boolean): string | null => {
    const value = cleanText(body[field]);
    if (!value) {
      if (required) fail(field, 'field.required');
      return null;
    }
    if (value.length > MAX_TEXT) fail(field, 'text.too-long');
    return value;
  };
  const money = (field: 'deliveryCost' | 'returnCost' | 'exchangeCost'): number => {
    const value = body[field];
    if (!isValidMillimes(value)) fail(field, 'number.invalid');
    return value;
  };
  const percent = (field: 'insuranceBp' | 'refundBp'): number => {
    const value = body[field] ?? 0;
    if (!isValidBasisPoints(value)) fail(field, COMMERCIAL_CLIENT_MESSAGES.percentInvalid);
    return value;
  };
  const phone = (field: 'phone1' | 'phone2', required: boolean): string | null => {
    const raw = text(field, required);
    if (raw === null) return null;
    const digits = parseTunisianPhone(raw);
    if (digits === null) fail(field, 'phone.invalid');
    return digits ?? raw;
  };

  const fullname = text('fullname', true) ?? '';
  if (fullname && !PERSON_NAME.test(fullname)) fail('fullname', 'person-name.invalid');
  const email = (text('email', true) ?? '').toLowerCase();
  if (email && !EMAIL.test(email)) fail('email', 'email.invalid');

  const companies = normalizeCompanies(Array.isArray(body.companies) ? body.companies : []);
  if (companies.length === 0) fail('companies', 'field.required');
  else if (companies.length > MAX_CLIENT_COMPANIES) fail('companies', API_MESSAGES.maxCompanies);
  else if (new Set(companies.map((c) => c.toLowerCase())).size !== companies.length)
    fail('companies', COMMERCIAL_CLIENT_MESSAGES.companyDuplicate);
  else if (companies.some((c) => c.length > 100)) fail('companies', 'text.too-long');

  const delegation = text('delegation', true) ?? '';
  const city = text('city', true) ?? '';
  // Stored with the canonical spelling, whatever the case it was typed in.
  const same = (a: string) => (b: string) => a.toLowerCase() === b.toLowerCase();
  const governorate = GOVERNORATE_NAMES.find(same(delegation));
  const delegationName = governorate ? delegationsOf(governorate).find(same(city)) : undefined;
  if (delegation && !governorate) fail('delegation', 'governorate.invalid');
  else if (governorate && city && !delegationName) fail('city', 'delegation.invalid');

  const { cin, rib, paymentDays } = paymentIdentityOf(
    { cin: text('cin', false), rib: text('rib', false), paymentDays: body.paymentDays },
    fail,
  );
  const paymentType: ClientPaymentType = body.paymentType ?? 'CACHE';
  if (!CLIENT_PAYMENT_TYPES.includes(paymentType)) fail('paymentType', 'payment-type.invalid');

  const input: ClientInput = {
    fullname,
    email,
    companies,
    delegation: governorate ?? delegation,
    city: delegationName ?? city,
    pickupAddress: text('pickupAddress', true) ?? '',
    phone1: phone('phone1', true) ?? '',
    phone2: phone('phone2', false),
    deliveryCost: money('deliveryCost'),
    returnCost: money('returnCost'),
    exchangeCost: money('exchangeCost'),
    insuranceBp: percent('insuranceBp'),
    refundBp: percent('refundBp'),
    pos: text('pos', false),
    patent: text('patent', false),
    cin,
    rib,
    rc: text('rc', false),
    // Stored in the week's order whatever order they were ticked in.
    paymentDays,
    paymentType,
    preferredDeliveryCompanyId: body.preferredDeliveryCompanyId ?? null,
  };
  return { input, errors };
}

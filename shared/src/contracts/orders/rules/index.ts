// `@wolvo/shared/contracts/orders/rules`: the one place that says what a valid order is. The API's
// POST /v1/order/add, PUT /v1/order/edit/{id} and spreadsheet import call it, and so do the browser's order
// forms (their resolvers, on the body they are about to send), so a rule changes once and a field's error
// reads the same in both. An entry of its own: it holds no TypeBox (the shared geography is its weight).
import {
  ORDER_PAYMENT_TYPES,
  ORDER_SOURCES,
  PERSON_NAME_PATTERN,
  SERVICE_TYPES,
  isTunisianPhone,
  normalizePhone,
  type AddOrderRequest,
  type RecipientInput,
  type UpdateOrderRequest,
} from '@wolvo/shared/contracts';
import {
  closestDelegations,
  closestGovernorates,
  findDelegation,
  findGovernorate,
} from '@wolvo/shared/geo';

/*
 * `checkOrder` takes loosely typed input (an import cell is text), checks every field and returns the
 * normalised order plus one `field: message-key` per problem, naming the field as the request spells it
 * (`recipient.phone1: phone.invalid`).
 */

/** Message keys of the order rules (i18n keys of the dashboard). */
export const ORDER_RULE_MESSAGES = {
  required: 'field.required',
  personName: 'person-name.invalid',
  phone: 'phone.invalid',
  email: 'email.invalid',
  governorate: 'governorate.invalid',
  delegation: 'delegation.invalid',
  postalCode: 'postal-code.invalid',
  number: 'number.invalid',
  date: 'date.invalid',
  time: 'time.invalid',
  deliveryWindow: 'delivery-window.invalid',
  service: 'service.invalid',
  source: 'source.invalid',
  paymentType: 'payment-type.invalid',
  yesNo: 'yes-no.invalid',
  tooLong: 'text.too-long',
} as const;

const M = ORDER_RULE_MESSAGES;
const PERSON_NAME = new RegExp(PERSON_NAME_PATTERN, 'u');
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const POSTAL_CODE = /^[0-9]{4}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
/** Largest COD or merchandise price accepted: 100,000 DT in millimes. */
export const MAX_ORDER_AMOUNT = 100_000_000;
const MAX_TEXT = 500;

/** A weight as stored (whole grams) to its wire unit, kilograms. */
export const kilogramsOf = (grams: number) => grams / 1000;
/** A weight in kilograms (the wire unit) to whole grams, as stored. */
export const gramsOf = (kilograms: number) => Math.round(kilograms * 1000);

/** The contact rules every form with a person in it shares (orders, the roulette's winner). */
export const isPersonName = (text: string) => PERSON_NAME.test(text);
/**
 * The governorate named, forgivingly (French or Arabic, common spellings, any case, accents, spaces and
 * hyphens: `@wolvo/shared/geo` place-match), or undefined.
 */
export const matchGovernorate = (name: string) => findGovernorate(name);
/** The governorate's delegation named, as forgivingly, or undefined. */
export const matchDelegation = (governorate: { name: string }, name: string) =>
  findDelegation(governorate.name, name);

/** The normalised order the rules accept (money in millimes, weight in grams). */
export interface ValidOrderFields {
  businessId?: number;
  service?: AddOrderRequest['service'];
  source?: NonNullable<AddOrderRequest['source']>;
  recipient?: Partial<RecipientInput>;
  merchandise?: string;
  merchandiseQuantity?: number;
  merchandisePrice?: number | null;
  price?: number;
  weightGrams?: number | null;
  paymentType?: AddOrderRequest['paymentType'];
  canOpen?: boolean;
  fragile?: boolean;
  note?: string | null;
  deliveryDate?: string | null;
  deliveryFrom?: string | null;
  deliveryTo?: string | null;
  reference?: string | null;
  exchangeOrderId?: number | null;
  returningOrderId?: number | null;
  returningMerchandise?: string | null;
}

/** One problem of an order: the field as the request spells it, the message key and its values. */
export interface OrderIssue {
  field: string;
  key: string;
  /** Values the message shows, e.g. `suggestions` for an unknown place ("Ben Arous, Ariana"). */
  params?: Record<string, string>;
}

/** Result of the rules: the normalised fields, and the problems (empty when valid). */
export interface OrderRuleResult {
  value: ValidOrderFields;
  /** `field: message-key`, one per problem. */
  errors: string[];
  /** The same problems with their message values. */
  issues: OrderIssue[];
}

type Input = Record<string, unknown>;

const isBlank = (v: unknown) => v === undefined || v === null || String(v).trim() === '';

/**
 * Checks an order. `partial` (edits) checks only the fields present; otherwise the required ones must be
 * there: businessId, service, recipient (fullname, phone1, delegation, city, address), merchandise,
 * merchandiseQuantity, price, paymentType.
 */
export function checkOrder(
  input: Input,
  options: {
    partial?: boolean;
    /** The spreadsheet import (spec section 5) also requires the recipient's postal code. */
    postalCodeRequired?: boolean;
  } = {},
): OrderRuleResult {
  const partial = options.partial === true;
  const errors: string[] = [];
  const issues: OrderIssue[] = [];
  const value: ValidOrderFields = {};
  const fail = (field: string, key: string, params?: Record<string, string>) => {
    errors.push(`${field}: ${key}`);
    issues.push(params ? { field, key, params } : { field, key });
  };
  const has = (obj: Input, key: string) => Object.prototype.hasOwnProperty.call(obj, key);

  // Required text: absent or blank is `field.required` unless the check is partial and the field absent.
  const text = (obj: Input, key: string, field: string, required: boolean) => {
    const raw = obj[key];
    if (!has(obj, key) && partial) return undefined;
    if (isBlank(raw)) {
      if (required) fail(field, M.required);
      return null;
    }
    if (typeof raw !== 'string' && typeof raw !== 'number') {
      fail(field, M.required);
      return null;
    }
    const s = String(raw).trim();
    if (s.length > MAX_TEXT) {
      fail(field, M.tooLong);
      return null;
    }
    return s;
  };
  // Numbers: non-empty, not NaN, integers where money or counts, within bounds.
  const num = (
    key: string,
    field: string,
    opts: { required: boolean; integer: boolean; min: number; max: number },
  ) => {
    if (!has(input, key) && partial) return undefined;
    const raw = input[key];
    if (isBlank(raw)) {
      if (opts.required) fail(field, M.required);
      return null;
    }
    const n = typeof raw === 'number' ? raw : Number(String(raw).trim());
    if (
      Number.isNaN(n) ||
      !Number.isFinite(n) ||
      (opts.integer && !Number.isInteger(n)) ||
      n < opts.min ||
      n > opts.max
    ) {
      fail(field, M.number);
      return null;
    }
    return n;
  };
  const oneOf = <T extends string>(
    key: string,
    allowed: readonly T[],
    message: string,
    required: boolean,
  ): T | null | undefined => {
    if (!has(input, key) && partial) return undefined;
    const raw = input[key];
    if (isBlank(raw)) {
      if (required) fail(key, M.required);
      return null;
    }
    const s = String(raw).trim().toUpperCase();
    if (!(allowed as readonly string[]).includes(s)) {
      fail(key, message);
      return null;
    }
    return s as T;
  };
  const yesNo = (key: string) => {
    if (!has(input, key)) return partial ? undefined : false;
    const raw = input[key];
    if (typeof raw === 'boolean') return raw;
    const s = String(raw ?? '')
      .trim()
      .toLowerCase();
    if (['yes', 'oui', 'true', '1', 'نعم'].includes(s)) return true;
    if (['no', 'non', 'false', '0', 'لا', ''].includes(s)) return false;
    fail(key, M.yesNo);
    return undefined;
  };
  const assign = <K extends keyof ValidOrderFields>(key: K, v: ValidOrderFields[K] | undefined) => {
    if (v !== undefined) value[key] = v;
  };

  const businessId = num('businessId', 'businessId', {
    required: true,
    integer: true,
    min: 1,
    max: 2_147_483_647,
  });
  assign('businessId', businessId ?? undefined);
  const service = oneOf('service', SERVICE_TYPES, M.service, true);
  assign('service', service ?? undefined);
  const source = oneOf('source', ORDER_SOURCES, M.source, false);
  assign('source', source ?? (partial ? undefined : 'MANUAL'));

  // Recipient: person name, Tunisian phones, governorate then one of its delegations.
  if (has(input, 'recipient') || !partial) {
    const raw = input.recipient;
    const r: Input = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Input) : {};
    if (!raw || typeof raw !== 'object') {
      if (!partial) fail('recipient', M.required);
    }
    const recipient: Partial<RecipientInput> = {};
    const fullname = text(r, 'fullname', 'recipient.fullname', true);
    if (fullname && !isPersonName(fullname)) fail('recipient.fullname', M.personName);
    else if (fullname) recipient.fullname = fullname.replace(/\s+/g, ' ');
    for (const key of ['phone1', 'phone2'] as const) {
      const phone = text(r, key, `recipient.${key}`, key === 'phone1');
      if (phone === null && key === 'phone2' && has(r, key)) recipient.phone2 = null;
      if (!phone) continue;
      const normalised = normalizePhone(phone);
      if (!isTunisianPhone(normalised)) fail(`recipient.${key}`, M.phone);
      else recipient[key] = normalised;
    }
    const email = text(r, 'email', 'recipient.email', false);
    if (email && !EMAIL.test(email)) fail('recipient.email', M.email);
    else if (email !== undefined) recipient.email = email;
    const governorateName = text(r, 'delegation', 'recipient.delegation', true);
    const delegationName = text(r, 'city', 'recipient.city', true);
    if (governorateName) {
      const governorate = matchGovernorate(governorateName);
      if (!governorate)
        fail('recipient.delegation', M.governorate, {
          suggestions: closestGovernorates(governorateName).join(', '),
        });
      else {
        recipient.delegation = governorate.name;
        if (delegationName) {
          const city = matchDelegation(governorate, delegationName);
          if (!city)
            fail('recipient.city', M.delegation, {
              suggestions: closestDelegations(governorate.name, delegationName).join(', '),
              governorate: governorate.name,
            });
          else recipient.city = city;
        }
      }
    } else if (delegationName && partial) {
      // A delegation alone cannot be checked without its governorate.
      fail('recipient.delegation', M.required);
    }
    const address = text(r, 'address', 'recipient.address', true);
    if (address) recipient.address = address;
    const postalCode = text(
      r,
      'postalCode',
      'recipient.postalCode',
      options.postalCodeRequired === true,
    );
    if (postalCode && !POSTAL_CODE.test(postalCode)) fail('recipient.postalCode', M.postalCode);
    else if (postalCode !== undefined) recipient.postalCode = postalCode;
    value.recipient = recipient;
  }

  const merchandise = text(input, 'merchandise', 'merchandise', true);
  assign('merchandise', merchandise ?? undefined);
  const quantity = num('merchandiseQuantity', 'merchandiseQuantity', {
    required: true,
    integer: true,
    min: 1,
    max: 10_000,
  });
  assign('merchandiseQuantity', quantity ?? undefined);
  assign(
    'merchandisePrice',
    num('merchandisePrice', 'merchandisePrice', {
      required: false,
      integer: true,
      min: 0,
      max: MAX_ORDER_AMOUNT,
    }),
  );
  const price = num('price', 'price', {
    required: true,
    integer: true,
    min: 0,
    max: MAX_ORDER_AMOUNT,
  });
  assign('price', price ?? undefined);
  const weight = num('weight', 'weight', {
    required: false,
    integer: false,
    min: 0.001,
    max: 1000,
  });
  assign('weightGrams', weight === null || weight === undefined ? weight : gramsOf(weight));
  const paymentType = oneOf('paymentType', ORDER_PAYMENT_TYPES, M.paymentType, true);
  assign('paymentType', paymentType ?? undefined);
  assign('canOpen', yesNo('canOpen'));
  assign('fragile', yesNo('fragile'));
  assign('note', text(input, 'note', 'note', false));
  assign('reference', text(input, 'reference', 'reference', false));

  const deliveryDate = text(input, 'deliveryDate', 'deliveryDate', false);
  if (deliveryDate && (!DATE.test(deliveryDate) || Number.isNaN(Date.parse(deliveryDate))))
    fail('deliveryDate', M.date);
  else assign('deliveryDate', deliveryDate);
  const window: Record<'deliveryFrom' | 'deliveryTo', string | null | undefined> = {
    deliveryFrom: undefined,
    deliveryTo: undefined,
  };
  for (const key of ['deliveryFrom', 'deliveryTo'] as const) {
    const t = text(input, key, key, false);
    if (t && !TIME.test(t)) fail(key, M.time);
    else {
      window[key] = t;
      assign(key, t);
    }
  }
  if (window.deliveryFrom && window.deliveryTo && window.deliveryFrom >= window.deliveryTo)
    fail('deliveryTo', M.deliveryWindow);

  // Exchanges: the delivered order replaced and what comes back; a plain delivery carries neither.
  const idField = (key: string) =>
    num(key, key, { required: false, integer: true, min: 1, max: 2_147_483_647 });
  const exchangeOrderId = idField('exchangeOrderId');
  const returningOrderId = idField('returningOrderId');
  const returningMerchandise = text(input, 'returningMerchandise', 'returningMerchandise', false);
  if (service === 'DELIVERY') {
    value.exchangeOrderId = null;
    value.returningOrderId = null;
    value.returningMerchandise = null;
  } else {
    if (service === 'EXCHANGE' && !partial && !exchangeOrderId && !errorsFor('exchangeOrderId'))
      fail('exchangeOrderId', M.required);
    if (service && !partial && !returningMerchandise && !errorsFor('returningMerchandise'))
      fail('returningMerchandise', M.required);
    assign('exchangeOrderId', exchangeOrderId);
    assign('returningOrderId', service === 'EXCHANGE' ? null : returningOrderId);
    assign('returningMerchandise', returningMerchandise);
  }
  function errorsFor(field: string) {
    return errors.some((e) => e.startsWith(`${field}: `));
  }
  return { value, errors, issues };
}

// The rule functions name the create fields; the update payload spells two of them differently.
const EDIT_NAMES: Readonly<Record<string, string>> = {
  exchangeOrderId: 'exchangeId',
  price: 'newPrice',
};

/**
 * Checks the order fields of an edit (PUT /v1/order/edit/{id} body) with the creation rules, for the
 * fields present: a governorate or a delegation alone is checked against `stored`, the order's other
 * half. The problems name the fields as the update payload does (`newPrice`, `exchangeId`).
 */
export function checkOrderEdit(
  body: Partial<UpdateOrderRequest>,
  stored: { delegation: string; city: string },
): OrderRuleResult {
  const recipientInput = body.recipient ? { ...body.recipient } : undefined;
  if (recipientInput) {
    if (recipientInput.city !== undefined && recipientInput.delegation === undefined)
      recipientInput.delegation = stored.delegation;
    if (recipientInput.delegation !== undefined && recipientInput.city === undefined)
      recipientInput.city = stored.city;
  }
  const input: Input = {};
  const copy = (from: keyof UpdateOrderRequest, to: string) => {
    if (body[from] !== undefined) input[to] = body[from];
  };
  copy('businessId', 'businessId');
  copy('paymentType', 'paymentType');
  copy('service', 'service');
  copy('exchangeId', 'exchangeOrderId');
  copy('newPrice', 'price');
  copy('merchandise', 'merchandise');
  copy('merchandiseQuantity', 'merchandiseQuantity');
  copy('merchandisePrice', 'merchandisePrice');
  copy('weight', 'weight');
  if (recipientInput) input.recipient = recipientInput;
  const { value, issues } = checkOrder(input, { partial: true });
  const renamed = issues.map((issue) => ({
    ...issue,
    field: EDIT_NAMES[issue.field] ?? issue.field,
  }));
  return { value, issues: renamed, errors: renamed.map(({ field, key }) => `${field}: ${key}`) };
}

/** The message key of each field the rules refuse (its first problem): what a form shows under it. */
export function issueKeysByField(issues: readonly OrderIssue[]): Record<string, string> {
  const found: Record<string, string> = {};
  for (const { field, key } of issues) found[field] ??= key;
  return found;
}

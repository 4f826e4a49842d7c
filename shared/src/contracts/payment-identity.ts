// The field rules a client and a delivery partner share, checked alike by the API and by the browser's
// forms (no TypeBox, no React): amounts, rates, free text, and the payment identity (CIN, RIB, days).
import { COMMERCIAL_CLIENT_MESSAGES, PAYMENT_WEEKDAYS } from './client-api';

/** Largest price or cost accepted: 100,000 DT in millimes. */
export const MAX_MILLIMES = 100_000_000;
/** 100 % in basis points (1 % = 100): the largest insurance or refund rate. */
export const FULL_BASIS_POINTS = 10_000;

/** A price or cost: integer millimes from 0 to `MAX_MILLIMES`. */
export function isValidMillimes(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) <= MAX_MILLIMES;
}

/** An insurance or refund rate: integer basis points from 0 to 100 %. */
export function isValidBasisPoints(value: unknown): value is number {
  return (
    Number.isInteger(value) && (value as number) >= 0 && (value as number) <= FULL_BASIS_POINTS
  );
}

/** Free text as stored: trimmed and single-spaced; '' when absent or not text. */
export function cleanText(raw: unknown): string {
  return typeof raw === 'string' ? raw.trim().replace(/\s+/g, ' ') : '';
}

/** A RIB as stored: its 20 digits, without the spaces it is often written with. */
export const normaliseRib = (rib: string) => rib.replace(/\s/g, '');

/**
 * A Tunisian RIB: 20 digits (bank 2, branch 3, account 13, key 2) whose key is
 * 97 − (the first 18 digits × 100 mod 97), so one mistyped digit is caught before money goes to it.
 */
export function isValidRib(rib: string): boolean {
  if (!/^\d{20}$/.test(rib)) return false;
  const key = 97n - ((BigInt(rib.slice(0, 18)) * 100n) % 97n);
  return key === BigInt(rib.slice(18));
}

/** A CIN (national identity card number): 8 digits. */
export function isValidCin(cin: string): boolean {
  return /^\d{8}$/.test(cin);
}

/**
 * The payment identity a client and a partner both carry, checked alike: the CIN, the RIB (spaces
 * removed) and the payment days, stored in week order (`MONDAY,THURSDAY`).
 */
export function paymentIdentityOf(
  raw: { cin: string | null; rib: string | null; paymentDays: readonly string[] | undefined },
  fail: (field: 'cin' | 'rib' | 'paymentDays', key: string) => void,
) {
  if (raw.cin !== null && !isValidCin(raw.cin)) fail('cin', COMMERCIAL_CLIENT_MESSAGES.cinInvalid);
  const rib = raw.rib === null ? null : normaliseRib(raw.rib);
  if (rib !== null && !isValidRib(rib)) fail('rib', COMMERCIAL_CLIENT_MESSAGES.ribInvalid);
  const days = raw.paymentDays ?? [];
  const weekdays: readonly string[] = PAYMENT_WEEKDAYS;
  if (days.some((d) => !weekdays.includes(d)))
    fail('paymentDays', COMMERCIAL_CLIENT_MESSAGES.paymentDaysInvalid);
  return {
    cin: raw.cin,
    rib,
    paymentDays: PAYMENT_WEEKDAYS.filter((d) => days.includes(d)).join(','),
  };
}

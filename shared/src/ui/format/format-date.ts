// The one date helper (spec section 9): lists `MMMM dd yyyy` (some with `HH:mm`) in the page's language,
// the picker and filters `dd.MM.yy`, requests `yyyy-MM-dd`. Screens, PDFs and spreadsheets call it; a guard
// test (date-guard.test.ts) fails when a date is formatted anywhere else. Built on Intl, not on a date
// library, so the public tracking page stays light and the server can print in Tunis time.
import { dateTimeFormatOf } from './intl-cache';

/** Display format of dates in lists and the order modal. */
export const DISPLAY_DATE_FORMAT = 'MMMM dd yyyy';
/** Display format with time. */
export const DISPLAY_DATE_TIME_FORMAT = 'MMMM dd yyyy HH:mm';
/** Format typed in the picker and filters. */
export const TYPED_DATE_FORMAT = 'dd.MM.yy';
/** Format sent to the API. */
export const REQUEST_DATE_FORMAT = 'yyyy-MM-dd';

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A Date from an ISO string or a Date; a bare day reads at noon UTC so no time zone moves it. */
function dateOf(value: string | Date): Date | null {
  const date =
    typeof value === 'string'
      ? new Date(DAY_ONLY.test(value) ? `${value}T12:00:00Z` : value)
      : value;
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * Formats an ISO string or date as `MMMM dd yyyy` (optionally with `HH:mm`) in the language; '-' when
 * missing or invalid. `timeZone` (an IANA name) prints the wall clock of that zone: the server passes
 * 'Africa/Tunis', the browser uses its own.
 * @example formatDisplayDate('2026-11-28T09:05:00Z', 'fr', true, 'Africa/Tunis') // 'novembre 28 2026 10:05'
 */
export function formatDisplayDate(
  value: string | Date | null | undefined,
  language: string,
  withTime = false,
  timeZone?: string,
): string {
  if (!value) return '-';
  const date = dateOf(value);
  if (!date) return '-';
  const dayOnly = typeof value === 'string' && DAY_ONLY.test(value);
  const parts = dateTimeFormatOf(language, {
    month: 'long',
    day: '2-digit',
    year: 'numeric',
    ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : {}),
    timeZone: dayOnly ? 'UTC' : timeZone,
    numberingSystem: 'latn',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  const day = `${part('month')} ${part('day')} ${part('year')}`;
  return withTime ? `${day} ${part('hour')}:${part('minute')}` : day;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Formats a local calendar day as typed in the picker and filters: `dd.MM.yy`. */
export function formatTyped(date: Date): string {
  return `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${pad(date.getFullYear() % 100)}`;
}

/** Formats a local calendar day for API requests: `yyyy-MM-dd`. */
export function formatRequest(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The calendar day (`yyyy-MM-dd`) of an instant in a time zone, for requests and day keys.
 * @example requestDayIn(new Date('2026-11-27T23:30:00Z'), 'Africa/Tunis') // '2026-11-28'
 */
export function requestDayIn(date: Date, timeZone: string): string {
  const parts = dateTimeFormatOf('en', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone,
    numberingSystem: 'latn',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

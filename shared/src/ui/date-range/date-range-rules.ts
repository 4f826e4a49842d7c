/**
 * Pure rules of the date-range picker (spec sections 4, 5 and 9), kept apart from the component so
 * pages and tests can use them without rendering anything. Every date is a local calendar day (00:00).
 */
import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays';
import { isValid } from 'date-fns/isValid';
import { parseISO } from 'date-fns/parseISO';
import { startOfDay } from 'date-fns/startOfDay';
import { subDays } from 'date-fns/subDays';
import { formatRequest, formatTyped } from '../format/format-date';

// The picker's formats live with the one date helper; re-exported so the picker's callers keep their import.
export {
  formatRequest,
  formatTyped,
  REQUEST_DATE_FORMAT,
  TYPED_DATE_FORMAT,
} from '../format/format-date';

/** Shortcuts of the picker, in display order. */
export const DATE_SHORTCUTS = [
  'all-time',
  'last-7-days',
  'last-14-days',
  'last-30-days',
  'last-3-months',
  'last-12-months',
] as const;
/** A shortcut that can be applied. */
export type DateShortcutKey = (typeof DATE_SHORTCUTS)[number];
/** The active shortcut, or `none` for a range picked by hand. */
export type DateShortcut = DateShortcutKey | 'none';

/** Days covered by each "last N" shortcut (3 months = 90, 12 months = 365). */
export const SHORTCUT_DAYS: Record<Exclude<DateShortcutKey, 'all-time'>, number> = {
  'last-7-days': 7,
  'last-14-days': 14,
  'last-30-days': 30,
  'last-3-months': 90,
  'last-12-months': 365,
};

/** Without an account creation date the default range is the last 6 days up to today. */
export const DEFAULT_LOOKBACK_DAYS = 6;
/** The default range never starts more than 90 days back. */
export const MAX_DEFAULT_LOOKBACK_DAYS = 90;

/** i18n keys of the picker's errors. */
export const DATE_PICKER_ERRORS = {
  lengthMismatch: 'date-picker.length-error',
  shortcutFailed: 'date-picker.shortcut-failed',
  invalidDate: 'date-picker.invalid-date',
  invalidRange: 'date-picker.invalid-range',
  outOfBounds: 'date-picker.out-of-bounds',
} as const;
/** One picker error key. */
export type DatePickerError = (typeof DATE_PICKER_ERRORS)[keyof typeof DATE_PICKER_ERRORS];

/** An inclusive range of calendar days. */
export interface DateRange {
  from: Date;
  to: Date;
}

/** Allowed dates: from the account creation date (when known) to today. */
export interface DateBounds {
  min: Date | null;
  max: Date;
}

/** The picker's state: current range, comparison range, compare flag and active shortcut. */
export interface DateRangeSelection {
  current: DateRange;
  previous: DateRange;
  compare: boolean;
  shortcut: DateShortcut;
}

/** Reads a Date or an ISO string as a local calendar day; null when missing or invalid. */
export function toDay(value: Date | string | null | undefined): Date | null {
  if (!value) return null;
  const date = typeof value === 'string' ? parseISO(value) : value;
  return isValid(date) ? startOfDay(date) : null;
}

/** Bounds of a user: account creation date to today. */
export function boundsOf(
  accountCreatedAt: Date | string | null | undefined,
  today: Date = new Date(),
): DateBounds {
  return { min: toDay(accountCreatedAt), max: startOfDay(today) };
}

/** Number of days of a range, both ends included. */
export function rangeLength(range: DateRange): number {
  return differenceInCalendarDays(range.to, range.from) + 1;
}

/**
 * Default current range: from the account creation date, or else the last 6 days, up to today; never
 * more than 90 days back.
 */
export function defaultRange(
  accountCreatedAt?: Date | string | null,
  today: Date = new Date(),
): DateRange {
  const to = startOfDay(today);
  const earliest = subDays(to, MAX_DEFAULT_LOOKBACK_DAYS);
  let from = toDay(accountCreatedAt) ?? subDays(to, DEFAULT_LOOKBACK_DAYS);
  if (from < earliest) from = earliest;
  if (from > to) from = to;
  return { from, to };
}

/** The comparison range: same length, ending the day before the range starts. */
export function previousRange(range: DateRange): DateRange {
  const length = rangeLength(range);
  const to = subDays(startOfDay(range.from), 1);
  return { from: subDays(to, length - 1), to };
}

/**
 * The range of a shortcut, clipped to the bounds; null when it cannot apply ("all time" without a
 * known creation date, or bounds that leave no day).
 */
export function applyShortcut(shortcut: DateShortcutKey, bounds: DateBounds): DateRange | null {
  const to = startOfDay(bounds.max);
  const min = bounds.min ? startOfDay(bounds.min) : null;
  if (min && min > to) return null;
  if (shortcut === 'all-time') return min ? { from: min, to } : null;
  const days = SHORTCUT_DAYS[shortcut];
  if (!days) return null;
  let from = subDays(to, days - 1);
  if (min && from < min) from = min;
  return { from, to };
}

/** Starting state of the picker for a user. */
export function defaultSelection(
  accountCreatedAt?: Date | string | null,
  today: Date = new Date(),
): DateRangeSelection {
  const current = defaultRange(accountCreatedAt, today);
  return { current, previous: previousRange(current), compare: false, shortcut: 'none' };
}

function outside(range: DateRange, min: Date | null, max: Date): boolean {
  return (min !== null && range.from < min) || range.to > max;
}

/**
 * Checks a selection before it is applied; returns the error key or null. The current range must lie
 * between the account creation date and today. With comparison on, both ranges must be equally long
 * (`date-picker.length-error`) and the comparison range must not reach past today; it may start before
 * the account existed, since the default comparison of a young account necessarily does.
 */
export function validateRanges(
  selection: Pick<DateRangeSelection, 'current' | 'previous' | 'compare'>,
  bounds: DateBounds,
): DatePickerError | null {
  const { current, previous, compare } = selection;
  const max = startOfDay(bounds.max);
  const min = bounds.min ? startOfDay(bounds.min) : null;
  if (current.from > current.to) return DATE_PICKER_ERRORS.invalidRange;
  if (outside(current, min, max)) return DATE_PICKER_ERRORS.outOfBounds;
  if (!compare) return null;
  if (previous.from > previous.to) return DATE_PICKER_ERRORS.invalidRange;
  if (outside(previous, null, max)) return DATE_PICKER_ERRORS.outOfBounds;
  if (rangeLength(previous) !== rangeLength(current)) return DATE_PICKER_ERRORS.lengthMismatch;
  return null;
}

/**
 * Parses a typed `dd.MM.yy` date (day and month may have one digit); two-digit years are 20yy.
 * Returns null for anything else, including impossible days such as 31.02.24.
 */
export function parseTyped(text: string): Date | null {
  const match = /^(\d{1,2})\.(\d{1,2})\.(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const day = Number(match[1]);
  const month = Number(match[2]);
  const year = 2000 + Number(match[3]);
  const date = new Date(year, month - 1, day);
  // Date rolls 31.02 over to 02.03; a round trip catches it.
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day)
    return null;
  return date;
}

/** A range as the API's `from`/`to` query parameters. */
export function toRequestRange(range: DateRange): { from: string; to: string } {
  return { from: formatRequest(range.from), to: formatRequest(range.to) };
}

/** i18n keys of the single-day picker's errors (`DayPicker`). */
export const DAY_PICKER_ERRORS = {
  invalidDate: DATE_PICKER_ERRORS.invalidDate,
  between: 'date-picker.day-between',
  notBefore: 'date-picker.day-not-before',
  notAfter: 'date-picker.day-not-after',
} as const;
/** One single-day picker error key. */
export type DayPickerError = (typeof DAY_PICKER_ERRORS)[keyof typeof DAY_PICKER_ERRORS];

/** The days a single-day picker allows; either end may be open. */
export interface DayBounds {
  min: Date | null;
  max: Date | null;
}

/** Whether a day lies within the bounds (both ends included). */
export function dayWithin(day: Date, bounds: DayBounds): boolean {
  return !(bounds.min && day < bounds.min) && !(bounds.max && day > bounds.max);
}

/**
 * Reads a typed single day (`dd.MM.yy`): the request day (`yyyy-MM-dd`), `''` for an empty text, or the
 * error key (unreadable, or outside the bounds: the key says which end applies).
 * @example readTypedDay('1.6.25', { min: null, max: null }) // { day: '2025-06-01' }
 */
export function readTypedDay(
  text: string,
  bounds: DayBounds,
): { day: string; error?: undefined } | { day?: undefined; error: DayPickerError } {
  if (!text.trim()) return { day: '' };
  const date = parseTyped(text);
  if (!date) return { error: DAY_PICKER_ERRORS.invalidDate };
  if (dayWithin(date, bounds)) return { day: formatRequest(date) };
  if (bounds.min && bounds.max) return { error: DAY_PICKER_ERRORS.between };
  return { error: bounds.min ? DAY_PICKER_ERRORS.notBefore : DAY_PICKER_ERRORS.notAfter };
}

/** The typed text (`dd.MM.yy`) of a request day or ISO string; `''` when missing or unreadable. */
export function typedDayOf(value: string | Date | null | undefined): string {
  const day = toDay(value);
  return day ? formatTyped(day) : '';
}

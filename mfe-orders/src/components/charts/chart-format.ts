import { abbreviateNumber } from '@wolvo/shared/ui/format/abbreviate-number';
import { dateTimeFormatOf, numberFormatOf } from '@wolvo/shared/ui/format/intl-cache';
import { moneyStyleOf, withCurrency } from '@wolvo/shared/ui/format/money';

const numberFormat = (language: string, options: Intl.NumberFormatOptions = {}) =>
  numberFormatOf(language, { numberingSystem: 'latn', ...options });

/** A count or a figure in full, grouped the language's way (`12 345`, `12,345`). */
export function formatCount(
  value: number,
  language: string,
  fractionDigits = 0,
  inColumn = false,
): string {
  // In a column every figure keeps the same decimals ("3,0" under "2,6", not "3"), so they line up.
  return numberFormat(language, {
    maximumFractionDigits: fractionDigits,
    minimumFractionDigits: inColumn ? fractionDigits : 0,
  }).format(value);
}

/**
 * A figure for a widget or an axis: in full up to 6 digits, then abbreviated with k, M, G, T, P, E
 * (spec section 9) with the language's decimal mark (`1,2M` in French).
 */
export function formatCompact(value: number, language: string): string {
  if (Math.trunc(Math.abs(value)).toString().length < 7) return formatCount(value, language);
  const decimal =
    numberFormat(language)
      .formatToParts(1.5)
      .find((p) => p.type === 'decimal')?.value ?? '.';
  return abbreviateNumber(value).replace('.', decimal);
}

const DINAR_SUFFIXES = ['k', 'M', 'G', 'T', 'P', 'E'] as const;

/**
 * Millimes on a chart's value axis, and only there: an amount above 6 digits of millimes (1000 dt and
 * more) is abbreviated with k, M... and one decimal (`12,3k dt`, `1,2M dt`), so a rounded tick never looks
 * like an exact amount; smaller ones are whole dinars (`850 dt`). The decimal mark and currency are the
 * one money format's (`moneyStyleOf`, `withCurrency`); integer maths on the millimes throughout.
 */
export function formatCompactDinars(millimes: number, language: string): string {
  const abs = Math.abs(Math.round(millimes));
  const sign = millimes < 0 && abs >= 500 ? '-' : '';
  if (abs < 1_000_000) return withCurrency(`${sign}${Math.floor((abs + 500) / 1000)}`, language);
  let tier = 0;
  let unit = 1_000_000; // millimes in one k dt
  while (tier < DINAR_SUFFIXES.length - 1 && abs >= unit * 1000 - unit / 20) {
    tier += 1;
    unit *= 1000;
  }
  const tenths = Math.floor((abs + unit / 20) / (unit / 10));
  const fraction = tenths % 10;
  const text = `${Math.floor(tenths / 10)}${fraction ? `${moneyStyleOf(language).decimal}${fraction}` : ''}`;
  return withCurrency(`${sign}${text}${DINAR_SUFFIXES[tier]}`, language);
}

/** A UTC day (`yyyy-MM-dd`) as a short axis label with its weekday: `lun. 16 nov.`, `Mon 16 Nov`. */
export function formatAxisDay(day: string, language: string, withWeekday = true): string {
  return dateTimeFormatOf(language, {
    ...(withWeekday ? { weekday: 'short' } : {}),
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
    numberingSystem: 'latn',
  }).format(new Date(`${day}T12:00:00Z`));
}

/** A percent change with its sign (`+12,5 %`), or null without a comparison. */
export function formatChange(change: number | null, language: string): string | null {
  if (change === null) return null;
  return numberFormat(language, {
    style: 'percent',
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  }).format(change / 100);
}

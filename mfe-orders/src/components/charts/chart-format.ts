import { abbreviateNumber } from '@wolvo/shared/ui/format/abbreviate-number';
import { dateTimeFormatOf, numberFormatOf } from '@wolvo/shared/ui/format/intl-cache';
import { withCurrency } from '@wolvo/shared/ui/format/money';

const numberFormat = (language: string, options: Intl.NumberFormatOptions = {}) =>
  numberFormatOf(language, { numberingSystem: 'latn', ...options });

/** A count or a figure in full, grouped the language's way (`12 345`, `12,345`). */
export function formatCount(value: number, language: string, fractionDigits = 0): string {
  return numberFormat(language, {
    maximumFractionDigits: fractionDigits,
    minimumFractionDigits: 0,
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

/** Millimes as whole dinars for a widget or an axis, abbreviated above 6 digits: `1,2M dt`. */
export function formatCompactDinars(millimes: number, language: string): string {
  return withCurrency(formatCompact(Math.round(millimes / 1000), language), language);
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

import { dateTimeFormatOf } from './intl-cache';

/**
 * The name of a weekday (0 Sunday … 6 Saturday) in the language: `lundi`, `Monday`, `الإثنين`.
 * @example weekdayName(1, 'fr') // 'lundi'
 */
export function weekdayName(index: number, language: string): string {
  // 2026-11-01 is a Sunday.
  return dateTimeFormatOf(language, { weekday: 'long', timeZone: 'UTC' }).format(
    Date.UTC(2026, 10, 1 + index),
  );
}

/**
 * A calendar day (`YYYY-MM-DD`) with its weekday, in the language: `mardi 25 novembre` (fr),
 * `Tuesday 25 November` (en), `الثلاثاء 25 نوفمبر` (ar). Read at noon UTC so no time zone moves the day.
 * No date library: the public pages that show days stay light.
 */
export function formatDay(day: string, language: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return dateTimeFormatOf(language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
    numberingSystem: 'latn',
  }).format(date);
}

/**
 * The short name of a weekday (0 Sunday … 6 Saturday) in the language, for a calendar's header:
 * `lun.`, `Mon`, `الاثنين`.
 */
export function weekdayShortName(index: number, language: string): string {
  return dateTimeFormatOf(language, { weekday: 'short', timeZone: 'UTC' }).format(
    Date.UTC(2026, 10, 1 + index),
  );
}

/**
 * A month and its year in the language, for a calendar's title: `novembre 2026`, `November 2026`,
 * `نوفمبر 2026` (Latin digits, as every date of the product).
 * @example monthTitle(2026, 10, 'fr') // 'novembre 2026'
 */
export function monthTitle(year: number, monthIndex: number, language: string): string {
  return dateTimeFormatOf(language, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
    numberingSystem: 'latn',
  }).format(Date.UTC(year, monthIndex, 15));
}

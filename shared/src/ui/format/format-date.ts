import { format } from 'date-fns/format';
import { parseISO } from 'date-fns/parseISO';
import { isValid } from 'date-fns/isValid';
import { arTN } from 'date-fns/locale/ar-TN';
import { enGB } from 'date-fns/locale/en-GB';
import { fr } from 'date-fns/locale/fr';
import type { Locale } from 'date-fns';

const DATE_LOCALES: Record<string, Locale> = { fr, en: enGB, ar: arTN };

/** Display format of dates in lists and the order modal. */
export const DISPLAY_DATE_FORMAT = 'MMMM dd yyyy';
/** Display format with time. */
export const DISPLAY_DATE_TIME_FORMAT = 'MMMM dd yyyy HH:mm';

/** date-fns locale of an interface language (fr by default). */
export function dateLocaleOf(language: string): Locale {
  return DATE_LOCALES[language.split('-')[0] ?? ''] ?? fr;
}

/** Formats an ISO string or date as `MMMM dd yyyy` (optionally with `HH:mm`) in the language; '-' when missing or invalid. */
export function formatDisplayDate(
  value: string | Date | null | undefined,
  language: string,
  withTime = false,
): string {
  if (!value) return '-';
  const date = typeof value === 'string' ? parseISO(value) : value;
  if (!isValid(date)) return '-';
  return format(date, withTime ? DISPLAY_DATE_TIME_FORMAT : DISPLAY_DATE_FORMAT, {
    locale: dateLocaleOf(language),
  });
}

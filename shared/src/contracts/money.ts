// The one money format of the product: screens, tables, toasts, charts, PDFs and spreadsheets all come
// here. Pure (no Intl, no React) so the API and every browser write the same characters: ICU data differs
// between Node and Chromium and, for ar-TN, groups thousands with a dot that reads as decimals.

/** How one language writes an amount: thousands separator, decimal mark and currency word. */
export interface MoneyStyle {
  group: string;
  decimal: string;
  currency: string;
}

/** U+202F narrow no-break space: a thousands gap no reader takes for decimals, never broken. */
export const NARROW_NBSP = '\u202f';
/** U+00A0 no-break space: keeps the currency on the number's line. */
export const NBSP = '\u00a0';

// Latin digits everywhere; three decimals always, so the last mark is always the decimal one.
const STYLES: Record<string, MoneyStyle> = {
  fr: { group: NARROW_NBSP, decimal: ',', currency: 'dt' },
  en: { group: ',', decimal: '.', currency: 'DT' },
  ar: { group: NARROW_NBSP, decimal: ',', currency: 'د.ت' },
};

/** The money style of an interface language (`fr`, `en`, `ar`, or a tag such as `ar-TN`); French by default. */
export function moneyStyleOf(language: string): MoneyStyle {
  return STYLES[language.slice(0, 2)] ?? STYLES.fr!;
}

/**
 * An amount already written as text (a compact axis label), with the language's currency after it in
 * reading order, joined by a no-break space. In Arabic the amount is isolated left to right, or a minus
 * sign would show after the digits.
 * @example withCurrency('1,2M', 'fr') === '1,2M\u00a0dt'
 */
export function withCurrency(amount: string, language: string): string {
  const isolated = language.startsWith('ar') ? `\u2066${amount}\u2069` : amount;
  return `${isolated}${NBSP}${moneyStyleOf(language).currency}`;
}

/**
 * Integer millimes as the bare number, three decimals, grouped unless `grouped` is false (a text field):
 * `-1 234,567` (fr).
 */
export function formatAmount(millimes: number, language: string, grouped = true): string {
  const { group, decimal } = moneyStyleOf(language);
  const abs = Math.abs(Math.trunc(millimes));
  const sign = millimes <= -1 ? '-' : '';
  // Integer division and remainder: the millimes never become a fraction of a dinar.
  const dinars = String(Math.floor(abs / 1000));
  // Thousands grouped with the language's separator: 1234567 -> 1 234 567.
  const whole = grouped ? dinars.replace(/\B(?=(\d{3})+$)/g, group) : dinars;
  return `${sign}${whole}${decimal}${String(abs % 1000).padStart(3, '0')}`;
}

/**
 * Integer millimes as dinars with the currency, the one format of every amount the product shows:
 * `1 234,567 dt` (fr, narrow no-break spaces), `1,234.567 DT` (en), `⁦1 234,567⁩ د.ت` (ar).
 * @example formatDinars(-1234567, 'fr') === '-1\u202f234,567\u00a0dt'
 */
export function formatDinars(millimes: number, language: string): string {
  return withCurrency(formatAmount(millimes, language), language);
}

const DINARS = /^\d{1,6}([.,]\d{0,3})?$/;

/**
 * An amount typed in dinars to integer millimes, the unit the server keeps: three decimals at most, a
 * comma or a dot; null when the text is not an amount. No floating point on the way.
 * @example dinarsToMillimes('12,5') === 12500
 */
export function dinarsToMillimes(text: string): number | null {
  const value = text.trim();
  if (!DINARS.test(value)) return null;
  const [whole, fraction = ''] = value.split(/[.,]/);
  return Number(whole) * 1000 + Number(fraction.padEnd(3, '0'));
}

/**
 * Integer millimes as the text of a field where dinars are typed (read back by `dinarsToMillimes`):
 * three decimals with the language's mark, no grouping and no currency.
 * @example millimesToInput(12500, 'fr') === '12,500'
 */
export function millimesToInput(millimes: number, language: string): string {
  return formatAmount(millimes, language, false);
}

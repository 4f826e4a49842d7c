import { numberFormatOf } from './intl-cache';

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

const CURRENCY: Record<string, string> = { fr: 'dt', en: 'DT', ar: 'د.ت' };

/**
 * An amount already written as text, with the language's currency after it: `12,5 dt`, `12.5 DT`,
 * `12,5 د.ت`. In Arabic the amount is isolated left to right, or a minus sign would show after the digits.
 * @example withCurrency('1,2M', 'fr') === '1,2M dt'
 */
export function withCurrency(amount: string, language: string): string {
  const isolated = language === 'ar' ? `\u2066${amount}\u2069` : amount;
  return `${isolated} ${CURRENCY[language] ?? CURRENCY.fr}`;
}

/**
 * Integer millimes as dinars the way each language writes them, three decimals, with the currency:
 * `1 234,567 dt` (fr), `1,234.567 DT` (en), `1.234,567 د.ت` (ar, the amount isolated left to right). The
 * millimes never go through floating
 * point: the dinars are grouped as an integer and the millimes appended.
 * @example formatDinars(-1234567, 'fr') === '-1 234,567 dt'
 */
export function formatDinars(millimes: number, language: string): string {
  const format = numberFormatOf(language);
  const decimal = format.formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? ',';
  const abs = Math.abs(Math.trunc(millimes));
  const whole = format.format(Math.floor(abs / 1000));
  const sign = millimes < 0 ? '-' : '';
  return withCurrency(`${sign}${whole}${decimal}${String(abs % 1000).padStart(3, '0')}`, language);
}

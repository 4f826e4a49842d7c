// Reading amounts back, for the tests that check screens and PDFs (unit, API and browser suites). Kept
// out of the contracts and format entries: the pages never parse an amount, so they never ship this.
import { moneyStyleOf, NBSP } from './money';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A pattern of one amount in the language's format (bidi isolates optional), for tests that read
 * screens and PDFs back; global, so `matchAll` finds every amount of a text.
 */
export function moneyPatternOf(language: string): RegExp {
  const { group, decimal, currency } = moneyStyleOf(language);
  const number = `-?\\d{1,3}(?:${escape(group)}\\d{3})*${escape(decimal)}\\d{3}`;
  return new RegExp(`\u2066?(${number})\u2069?${NBSP}${escape(currency)}`, 'gu');
}

/**
 * One amount written by `formatDinars` back to integer millimes; null when the text is not exactly an
 * amount of that language (another grouping, decimal mark or currency).
 * @example parseDinars('1\u202f234,567\u00a0dt', 'fr') === 1234567
 */
export function parseDinars(text: string, language: string): number | null {
  const pattern = moneyPatternOf(language);
  const match = new RegExp(`^${pattern.source}$`, 'u').exec(text.trim());
  if (!match) return null;
  const { group, decimal } = moneyStyleOf(language);
  const [whole = '', fraction = ''] = match[1]!.split(group).join('').split(decimal);
  const negative = whole.startsWith('-');
  const millimes = Number(whole.replace('-', '')) * 1000 + Number(fraction);
  return negative ? -millimes : millimes;
}

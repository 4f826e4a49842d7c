import {
  dinarsToMillimes,
  formatAmount,
  formatDinars,
  millimesToInput,
  withCurrency,
} from './money';
import { moneyPatternOf, parseDinars } from './money-parse';
import * as uiMoney from '../ui/format/money';

const LANGUAGES = ['fr', 'en', 'ar'] as const;

describe('formatDinars', () => {
  it('writes millimes as dinars in each language, three decimals, Latin digits', () => {
    // fr and ar group with a narrow no-break space, which no reader takes for decimals.
    expect(formatDinars(1_234_567, 'fr')).toBe('1\u202f234,567\u00a0dt');
    expect(formatDinars(1_234_567, 'en')).toBe('1,234.567\u00a0DT');
    expect(formatDinars(1_234_567, 'ar')).toBe('\u20661\u202f234,567\u2069\u00a0د.ت');
    expect(formatDinars(98_705_000, 'ar')).toBe('\u206698\u202f705,000\u2069\u00a0د.ت');
    expect(formatDinars(89_500, 'fr-FR')).toBe('89,500\u00a0dt');
  });

  it('writes 0 and 1 millime', () => {
    expect(formatDinars(0, 'fr')).toBe('0,000\u00a0dt');
    expect(formatDinars(0, 'en')).toBe('0.000\u00a0DT');
    expect(formatDinars(0, 'ar')).toBe('\u20660,000\u2069\u00a0د.ت');
    expect(formatDinars(-0, 'en')).toBe('0.000\u00a0DT');
    expect(formatDinars(1, 'fr')).toBe('0,001\u00a0dt');
    expect(formatDinars(1, 'en')).toBe('0.001\u00a0DT');
    expect(formatDinars(1, 'ar')).toBe('\u20660,001\u2069\u00a0د.ت');
  });

  it('writes negative amounts with the sign inside the Arabic isolate', () => {
    expect(formatDinars(-5, 'fr')).toBe('-0,005\u00a0dt');
    expect(formatDinars(-1_234_567, 'en')).toBe('-1,234.567\u00a0DT');
    expect(formatDinars(-14_000, 'ar')).toBe('\u2066-14,000\u2069\u00a0د.ت');
  });

  it('writes 10^12 millimes and beyond without floating point', () => {
    expect(formatDinars(10 ** 12, 'fr')).toBe('1\u202f000\u202f000\u202f000,000\u00a0dt');
    expect(formatDinars(10 ** 12, 'en')).toBe('1,000,000,000.000\u00a0DT');
    expect(formatDinars(10 ** 12, 'ar')).toBe(
      '\u20661\u202f000\u202f000\u202f000,000\u2069\u00a0د.ت',
    );
    // Beyond 2^53 / 1000 a float division would lose millimes; the integers do not.
    expect(formatDinars(9_007_199_254_740_991, 'en')).toBe('9,007,199,254,740.991\u00a0DT');
  });

  it('never ends a line between the number and its currency', () => {
    for (const language of LANGUAGES) {
      const text = formatDinars(123_456_789, language);
      expect(text).not.toMatch(/[ \n]/);
      expect(text).toContain('\u00a0');
    }
  });

  it('is the one the screens import', () => {
    expect(uiMoney.formatDinars).toBe(formatDinars);
    expect(uiMoney.dinarsToMillimes).toBe(dinarsToMillimes);
  });
});

describe('parseDinars', () => {
  it('reads back what formatDinars wrote, in each language', () => {
    for (const language of LANGUAGES)
      for (const millimes of [0, 1, -1, 999, 1000, 89_500, -1_234_567, 10 ** 12])
        expect(parseDinars(formatDinars(millimes, language), language)).toBe(millimes);
  });

  it('refuses another language’s format or a bare number', () => {
    expect(parseDinars('98.705 د.ت', 'ar')).toBeNull();
    expect(parseDinars('\u20661.234,567\u2069 د.ت', 'ar')).toBeNull();
    expect(parseDinars('89.500', 'fr')).toBeNull();
    expect(parseDinars('89,500 dt', 'fr')).toBeNull(); // plain space: the currency could wrap
    expect(parseDinars(formatDinars(89_500, 'en'), 'fr')).toBeNull();
    expect(parseDinars('23831.500\u00a0DT', 'en')).toBeNull();
  });

  it('finds every amount of a text', () => {
    const text = `Total ${formatDinars(1_500, 'fr')} et ${formatDinars(-2_000_000, 'fr')}.`;
    expect([...text.matchAll(moneyPatternOf('fr'))].map((m) => m[1])).toEqual([
      '1,500',
      '-2\u202f000,000',
    ]);
  });
});

describe('amounts in text fields', () => {
  it('writes millimes the way they are typed back, with the language’s decimal mark', () => {
    expect(millimesToInput(12_500, 'fr')).toBe('12,500');
    expect(millimesToInput(12_500, 'en')).toBe('12.500');
    expect(millimesToInput(1_234_567, 'ar')).toBe('1234,567');
    for (const language of LANGUAGES)
      expect(dinarsToMillimes(millimesToInput(7_005, language))).toBe(7_005);
  });

  it('reads typed dinars as integer millimes', () => {
    expect(dinarsToMillimes('12,5')).toBe(12_500);
    expect(dinarsToMillimes('0.075')).toBe(75);
    expect(dinarsToMillimes('1.2345')).toBeNull();
  });

  it('writes the bare number for a table with the currency in its header', () => {
    expect(formatAmount(1_234_567, 'fr')).toBe('1\u202f234,567');
  });
});

describe('withCurrency', () => {
  it('puts the currency after an amount written elsewhere, isolating it in Arabic', () => {
    expect(withCurrency('1,2M', 'fr')).toBe('1,2M\u00a0dt');
    expect(withCurrency('12.3k', 'en')).toBe('12.3k\u00a0DT');
    expect(withCurrency('-5', 'ar')).toBe('\u2066-5\u2069\u00a0د.ت');
  });
});

import { abbreviateNumber } from './abbreviate-number';
import { formatDisplayDate, formatRequest, formatTyped, requestDayIn } from './format-date';
import { weekdayColour } from './weekday-colour';
import { localeOf } from '@wolvo/shared/contracts/core';
import { dateTimeFormatOf, numberFormatOf } from './intl-cache';

describe('abbreviateNumber', () => {
  it('keeps numbers of up to 6 digits as they are', () => {
    expect(abbreviateNumber(0)).toBe('0');
    expect(abbreviateNumber(999_999)).toBe('999999');
    expect(abbreviateNumber(12_345.5)).toBe('12345.5');
  });

  it.each([
    [1_000_000, '1M'],
    [1_234_567, '1.2M'],
    [12_345_678, '12.3M'],
    [1_500_000_000, '1.5G'],
    [2e12, '2T'],
    [3.25e15, '3.3P'],
    [4e18, '4E'],
    [-7_654_321, '-7.7M'],
  ])('abbreviates %p as %p', (value, text) => {
    expect(abbreviateNumber(value)).toBe(text);
  });

  it('rolls over to the next suffix instead of showing 1000M', () => {
    expect(abbreviateNumber(999_960_000)).toBe('1G');
  });

  it('uses k when asked to abbreviate from fewer digits', () => {
    expect(abbreviateNumber(12_500, { minDigits: 4 })).toBe('12.5k');
  });
});

describe('weekdayColour', () => {
  it('follows the spec, Monday to Sunday', () => {
    // 16 June 2025 is a Monday
    const colours = Array.from({ length: 7 }, (_, i) => weekdayColour(new Date(2025, 5, 16 + i)));
    expect(colours).toEqual(['lightblue', 'blue', 'purple', 'pink', 'orange', 'yellow', 'green']);
  });
});

describe('formatDisplayDate', () => {
  it('formats MMMM dd yyyy in the language, - when missing', () => {
    expect(formatDisplayDate('2025-06-09T10:05:00', 'en')).toBe('June 09 2025');
    expect(formatDisplayDate('2025-06-09T10:05:00', 'fr', true)).toBe('juin 09 2025 10:05');
    expect(formatDisplayDate(null, 'en')).toBe('-');
    expect(formatDisplayDate('garbage', 'en')).toBe('-');
  });
});

describe('Intl formatters built once', () => {
  it('gives the same formatter for the same locale and options, another for other options', () => {
    expect(numberFormatOf('fr-FR')).toBe(numberFormatOf('fr-FR'));
    expect(numberFormatOf('fr-FR', { style: 'percent' })).not.toBe(numberFormatOf('fr-FR'));
    expect(numberFormatOf('fr-FR', { style: 'percent' }).format(0.5)).toBe(
      new Intl.NumberFormat('fr-FR', { style: 'percent' }).format(0.5),
    );
    const day = { day: 'numeric', timeZone: 'UTC' } as const;
    expect(dateTimeFormatOf('en-GB', day)).toBe(dateTimeFormatOf('en-GB', day));
    expect(dateTimeFormatOf('ar-TN', day)).not.toBe(dateTimeFormatOf('en-GB', day));
  });

  it("formats in the language's locale: a language and its locale share one formatter", () => {
    expect(['fr', 'en', 'ar', 'ar-TN', 'de'].map((l) => localeOf(l))).toEqual([
      'fr-FR',
      'en-GB',
      'ar-TN',
      'ar-TN',
      'fr-FR',
    ]);
    expect(numberFormatOf('ar')).toBe(numberFormatOf('ar-TN'));
    // A bare `ar` would write Arabic-Indic digits; the dashboard writes Latin ones in every language.
    expect(numberFormatOf('ar').format(1234)).toMatch(/^1.?234$/);
    expect(numberFormatOf('ar').resolvedOptions().locale).toBe('ar-TN');
  });
});

describe('the one date helper (issue 36)', () => {
  it('prints the wall clock of a time zone, and a bare day as that day anywhere', () => {
    expect(formatDisplayDate('2026-11-28T09:05:00Z', 'fr', true, 'Africa/Tunis')).toBe(
      'novembre 28 2026 10:05',
    );
    expect(formatDisplayDate('2026-11-27T23:30:00Z', 'en', false, 'Africa/Tunis')).toBe(
      'November 28 2026',
    );
    expect(formatDisplayDate('2026-11-28', 'ar')).toBe('نوفمبر 28 2026');
  });

  it('writes the picker and request formats, and a day in a time zone', () => {
    const day = new Date(2026, 7, 3);
    expect(formatTyped(day)).toBe('03.08.26');
    expect(formatRequest(day)).toBe('2026-08-03');
    expect(requestDayIn(new Date('2026-11-27T23:30:00Z'), 'Africa/Tunis')).toBe('2026-11-28');
  });
});

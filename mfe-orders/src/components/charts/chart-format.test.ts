import {
  formatAxisDay,
  formatChange,
  formatCompact,
  formatCompactDinars,
  formatCount,
} from './chart-format';

describe('chart formats', () => {
  it('keeps figures of up to 6 digits in full and abbreviates bigger ones', () => {
    expect(formatCompact(999_999, 'en')).toBe('999,999');
    expect(formatCompact(1_234_567, 'en')).toBe('1.2M');
    expect(formatCompact(1_234_567, 'fr')).toBe('1,2M');
    expect(formatCompact(2_500_000_000, 'ar')).toMatch(/^2[.,]5G$/);
  });

  it('shows millimes as whole dinars with the currency', () => {
    expect(formatCompactDinars(12_345_678, 'en')).toBe('12,346 DT');
    expect(formatCompactDinars(1_234_567_890, 'fr')).toBe('1,2M dt');
    expect(formatCompactDinars(5_000, 'ar')).toBe('\u20665\u2069 د.ت');
  });

  it('signs a change and leaves it out without a comparison', () => {
    expect(formatChange(12.5, 'en')).toBe('+12.5%');
    expect(formatChange(-50, 'en')).toBe('-50%');
    expect(formatChange(0, 'en')).toBe('0%');
    expect(formatChange(null, 'en')).toBeNull();
  });

  it('writes days and counts the language’s way', () => {
    expect(formatAxisDay('2026-11-16', 'en')).toBe('Mon 16 Nov');
    expect(formatAxisDay('2026-11-16', 'en', false)).toBe('16 Nov');
    expect(formatCount(2.25, 'fr', 1)).toMatch(/^2,[23]$/);
  });
});

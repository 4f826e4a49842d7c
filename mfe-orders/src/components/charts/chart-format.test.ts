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

  it('abbreviates axis amounts from 1000 dinars on, visibly, with the one money style', () => {
    expect(formatCompactDinars(12_345_678, 'en')).toBe('12.3k\u00a0DT');
    expect(formatCompactDinars(1_234_567_890, 'fr')).toBe('1,2M\u00a0dt');
    expect(formatCompactDinars(5_000_000, 'fr')).toBe('5k\u00a0dt');
    expect(formatCompactDinars(999_960_000, 'en')).toBe('1M\u00a0DT');
    expect(formatCompactDinars(-2_500_000, 'ar')).toBe('\u2066-2,5k\u2069\u00a0د.ت');
    expect(formatCompactDinars(1_000_000_000_000_000, 'en')).toBe('1T\u00a0DT');
  });

  it('keeps axis amounts under 1000 dinars as whole dinars', () => {
    expect(formatCompactDinars(5_000, 'ar')).toBe('\u20665\u2069\u00a0د.ت');
    expect(formatCompactDinars(850_400, 'fr')).toBe('850\u00a0dt');
    expect(formatCompactDinars(0, 'en')).toBe('0\u00a0DT');
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

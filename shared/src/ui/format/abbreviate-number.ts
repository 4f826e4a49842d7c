/** Suffixes of thousands powers: k (10^3) up to E (10^18). */
export const NUMBER_SUFFIXES = ['', 'k', 'M', 'G', 'T', 'P', 'E'] as const;

/** Options of `abbreviateNumber`. */
export interface AbbreviateOptions {
  /** Numbers whose integer part has fewer digits are shown in full; 7 ("above 6 digits") by default. */
  minDigits?: number;
  /** Decimals kept on abbreviated numbers (trailing zeros dropped); 1 by default. */
  decimals?: number;
}

function trimZeros(text: string): string {
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

/**
 * Shortens big numbers for widgets and charts: above 6 digits with k, M, G, T, P, E
 * (1234567 -> "1.2M", 999999 -> "999999"); smaller numbers are returned as they are.
 */
export function abbreviateNumber(
  value: number,
  { minDigits = 7, decimals = 1 }: AbbreviateOptions = {},
): string {
  if (!Number.isFinite(value)) return String(value);
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  if (Math.trunc(abs).toString().length < minDigits) return String(value);
  let tier = Math.min(Math.floor(Math.log10(abs) / 3), NUMBER_SUFFIXES.length - 1);
  let scaled = Number((abs / 10 ** (tier * 3)).toFixed(decimals));
  // 999.96M rounds to 1000.0M: move up one tier instead.
  if (scaled >= 1000 && tier < NUMBER_SUFFIXES.length - 1) {
    tier += 1;
    scaled = Number((abs / 10 ** (tier * 3)).toFixed(decimals));
  }
  return `${sign}${trimZeros(scaled.toFixed(decimals))}${NUMBER_SUFFIXES[tier]}`;
}

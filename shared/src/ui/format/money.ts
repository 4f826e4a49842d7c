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

/**
 * The one Tunisian phone rule (issue 36): 8 digits whose first digit is a real range (mobile 2, 4, 5, 9;
 * fixed 3, 7). Input may carry spaces, dots, dashes, brackets and a +216 / 00216 prefix; the stored form
 * is the 8 digits. The server (orders, import, merchant API, clients, team, roulette) and the forms all
 * call these, so the rule changes in one place.
 */

/** A stored Tunisian phone: 8 digits starting with 2, 3, 4, 5, 7 or 9. */
export const TUNISIAN_PHONE_PATTERN = '^[234579][0-9]{7}$';

const PHONE = new RegExp(TUNISIAN_PHONE_PATTERN);

/** A phone as stored: separators removed, then a +216 / 00216 prefix (or a bare 216 before 8 digits). */
export function normalizePhone(raw: string): string {
  const compact = raw.trim().replace(/[\s.\-()/]/g, '');
  const withoutPrefix = compact.replace(/^(\+216|00216)/, '');
  // A spreadsheet cell read as a number loses its "+": 21622123456.
  return /^216\d{8}$/.test(withoutPrefix) ? withoutPrefix.slice(3) : withoutPrefix;
}

/** Whether an already normalised phone is a Tunisian number that can exist. */
export const isTunisianPhone = (normalised: string): boolean => PHONE.test(normalised);

/** The 8 stored digits of a phone as typed, or null when it cannot be a Tunisian number. */
export function parseTunisianPhone(raw: string): string | null {
  const normalised = normalizePhone(raw);
  return isTunisianPhone(normalised) ? normalised : null;
}

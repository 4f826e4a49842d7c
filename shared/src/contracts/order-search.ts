import { normalizePhone } from './phone';

/** What a header search text can be: an order id, a slip or partner code, a phone (prefixes all). */
export interface OrderSearchTerms {
  idPrefix: string | null;
  codePrefix: string | null;
  phonePrefix: string | null;
}

/** A code as printed on a slip or by a partner: letters, digits and the separators partners use. */
const CODE_TEXT = /^[A-Za-z0-9][A-Za-z0-9_/-]{0,39}$/;

/**
 * Reads a header search text; null when it can be none of an id, a code or a phone (the spec's
 * client.id.invalid-type). A phone is typed as on a slip or a call log: spaces, +216 or 00216 allowed.
 */
export function parseOrderSearch(text: string): OrderSearchTerms | null {
  const trimmed = text.trim();
  const phone = normalizePhone(trimmed);
  const terms: OrderSearchTerms = {
    idPrefix: /^\d{1,10}$/.test(trimmed) ? trimmed : null,
    codePrefix: CODE_TEXT.test(trimmed) && /[A-Za-z]/.test(trimmed) ? trimmed.toUpperCase() : null,
    // Two digits at least: a single digit would list every recipient of a range.
    phonePrefix: /^[234579]\d{1,7}$/.test(phone) ? phone : null,
  };
  return terms.idPrefix || terms.codePrefix || terms.phonePrefix ? terms : null;
}

import { randomBytes } from 'node:crypto';

/** Prefix of a delivery partner's status-feed key (a merchant's starts with `wlv_`). */
export const PARTNER_KEY_PREFIX = 'wlp_';

/** A new random status-feed key for a partner (256 bits), shown once and stored only hashed. */
export function generatePartnerKey(): string {
  return `${PARTNER_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
}

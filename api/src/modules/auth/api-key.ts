import { createHash, randomBytes } from 'node:crypto';

/** Prefix of every merchant API key, so a leaked key is recognisable in logs and scanners. */
export const API_KEY_PREFIX = 'wlv_';

/**
 * SHA-256 (hex) of a merchant API key. Keys are 32 random bytes, far beyond guessing, so a fast hash is
 * enough and lets the key be looked up through a unique index (a salted scrypt could not be).
 */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** A new random API key (shown once to the client admin, stored only hashed). */
export function generateApiKey(): string {
  return `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
}

/** The key as settings shows it after creation: prefix, dots and its last four characters. */
export function maskApiKey(hint: string | null): string | null {
  return hint === null ? null : `${API_KEY_PREFIX}••••••••${hint}`;
}

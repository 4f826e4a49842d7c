import { hashApiKey } from '../../modules/auth/api-key';

/** A merchant's API key columns: stored hashed, with the hint a person recognises it by. */
export function apiKeyColumns(key: string, createdAt: string) {
  return {
    apiKey: null,
    apiKeyHash: hashApiKey(key),
    apiKeyHint: key.slice(-4),
    apiKeyCreatedAt: createdAt,
  };
}

/** A partner's status-feed key columns, stored hashed like every key. */
export function partnerKeyColumns(key: string) {
  return { apiKey: null, apiKeyHash: hashApiKey(key), apiKeyHint: key.slice(-4) };
}

/** A RIB as a bank prints it (bank, branch, account, key), with the check key the client rules demand. */
export function demoRib(bank: number, branch: number, account: number): string {
  const body = `${bank}${branch}${account}`;
  const key = String(97n - ((BigInt(body) * 100n) % 97n)).padStart(2, '0');
  return `${bank} ${branch} ${account} ${key}`;
}

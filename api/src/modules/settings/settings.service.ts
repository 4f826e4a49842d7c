import { nowIso, type Db } from '../../db/database';
import { notFound } from '../../http-error';
import type { AuthContext } from '../auth/access';
import { generateApiKey, hashApiKey, maskApiKey } from '../auth/api-key';
import { findApiKeyInfo, replaceApiKey } from './settings.repository';

/** The client admin's API key, masked: the key itself is only shown when generated. */
export async function getApiKey(db: Db, auth: AuthContext) {
  const row = await findApiKeyInfo(db, auth.clientId ?? -1);
  if (!row) throw notFound('client.id.not-found');
  return { maskedKey: maskApiKey(row.apiKeyHint), createdAt: row.apiKeyCreatedAt };
}

/** A new API key for the caller's client; the old one is revoked. The answer is the only copy. */
export async function regenerateApiKey(db: Db, auth: AuthContext) {
  const clientId = auth.clientId ?? -1;
  if (!(await findApiKeyInfo(db, clientId))) throw notFound('client.id.not-found');
  const apiKey = generateApiKey();
  const createdAt = nowIso();
  const hint = apiKey.slice(-4);
  await replaceApiKey(db, clientId, { hash: hashApiKey(apiKey), hint, createdAt });
  return { apiKey, maskedKey: maskApiKey(hint)!, createdAt };
}

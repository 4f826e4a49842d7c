import type { DbOrTx } from '../../db/database';
import { findOrderKeysByPhone } from './orders.repository';

/** How far back a merchant's orders count as the twin of a new one (issue #36). */
export const DUPLICATE_WINDOW_MS = 48 * 60 * 60 * 1000;

/** What makes two orders the same parcel: recipient phone, COD and merchandise. */
export interface DuplicateKey {
  phone1: string;
  price: number;
  merchandise: string | null;
}

// Merchandise compared without case or surrounding spaces: "Robe " and "robe" are one article.
const keyOf = (o: DuplicateKey) =>
  `${o.phone1}|${o.price}|${(o.merchandise ?? '').trim().toLowerCase()}`;

/**
 * For each candidate, whether the client already has an order (not deleted) with the same recipient
 * phone, COD and merchandise created in the 48 hours up to `now` (exactly 48 hours ago included).
 */
export async function findDuplicates(
  db: DbOrTx,
  clientId: number,
  candidates: readonly DuplicateKey[],
  now: Date,
): Promise<boolean[]> {
  if (!candidates.length) return [];
  const since = new Date(now.getTime() - DUPLICATE_WINDOW_MS).toISOString();
  const phones = [...new Set(candidates.map((c) => c.phone1))];
  const seen = new Set<string>();
  // Phones in chunks: an import of 10,000 rows stays under both engines' bound parameter limits.
  for (let start = 0; start < phones.length; start += 1_000) {
    const rows = await findOrderKeysByPhone(
      db,
      clientId,
      phones.slice(start, start + 1_000),
      since,
      now.toISOString(),
    );
    for (const r of rows)
      seen.add(keyOf({ phone1: r.phone1, price: Number(r.price), merchandise: r.merchandise }));
  }
  return candidates.map((c) => seen.has(keyOf(c)));
}

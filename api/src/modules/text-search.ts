import { sql, type RawBuilder } from 'kysely';

// `%` and `_` typed by the user are literal characters, not wildcards.
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The `like` pattern of `text` anywhere, in lower case: compare it with a `lower()`ed column. */
export const containsPattern = (text: string): RawBuilder<string> =>
  sql<string>`${`%${likeEscape(text.toLowerCase())}%`} escape '\\'`;

/** A search box's `like` pattern (`containsPattern` of the trimmed text), or null when it is blank. */
export function searchPattern(search: string | undefined): RawBuilder<string> | null {
  const text = search?.trim();
  return text ? containsPattern(text) : null;
}

import { badRequest } from '../http-error';

/**
 * Keyset paging of the lists sorted newest first (creation time, then id, both descending): a page's
 * `nextCursor` names its last row, and the next page is read from the index right after that key, so
 * page 1,000 costs what page 1 does, where an OFFSET reads and drops every row before it. The cursor is
 * opaque to callers: base64url of `createdAt|id`.
 */
export interface PageKey {
  createdAt: string;
  id: number;
}

// The query parameter and the answer's field are the orders' contract's (one definition for every list).
export { CursorParam, NextCursorField } from '@wolvo/shared/contracts/orders';

const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;

export function encodeCursor(key: PageKey): string {
  return Buffer.from(`${key.createdAt}|${key.id}`, 'utf8').toString('base64url');
}

/** The key a cursor names; 400 naming the field when it is not one this API handed out. */
export function decodeCursor(cursor: string): PageKey {
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const [createdAt, id, ...rest] = text.split('|');
  const n = Number(id);
  if (
    rest.length ||
    !createdAt ||
    !ISO_UTC.test(createdAt) ||
    Number.isNaN(Date.parse(createdAt)) ||
    !/^[1-9][0-9]{0,9}$/.test(id ?? '') ||
    n > 2_147_483_647
  )
    throw badRequest("cursor: must be a list's nextCursor, as it returned it");
  return { createdAt, id: n };
}

/** The next page's cursor: the last row's key when the page is full, else null. */
export function nextCursorOf(rows: Array<{ createdAt: string; id: number }>, limit: number) {
  const last = rows.at(-1);
  return rows.length === limit && last ? encodeCursor(last) : null;
}

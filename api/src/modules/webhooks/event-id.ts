import { randomBytes } from 'node:crypto';

/**
 * An event's id: `evt_` and a version-7 UUID (RFC 9562), whose first 48 bits are the time in
 * milliseconds. Ids made later sort after, so each new event and delivery lands at the end of its
 * indexes instead of on a random page: fewer pages for each status change to write and to checkpoint.
 */
export function newEventId(now = Date.now()): string {
  const bytes = randomBytes(16);
  bytes.writeUIntBE(now, 0, 6);
  bytes[6] = (bytes[6]! & 0x0f) | 0x70; // version 7
  bytes[8] = (bytes[8]! & 0x3f) | 0x80; // RFC 9562 variant
  const hex = bytes.toString('hex');
  return `evt_${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

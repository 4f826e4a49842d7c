import { GOVERNORATES } from '@wolvo/shared/geo';
import { SeededRandom } from './random';
import { FIRST_NAMES, LAST_NAMES } from './demo-catalog';

/** How much demo data to create. */
export interface SeedOptions {
  seed: number;
  orders: number;
  /** The moment "now" for the generated history (default: the current time). */
  now?: Date;
  /**
   * False: the large tables too are inserted by one query builder statement per chunk, as before
   * `bulkInsert` (the test compares both; same rows).
   */
  bulk?: boolean;
}

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
/** How far back the generated history goes. */
const HISTORY_DAYS = 120;

/**
 * What every step of the demo seed draws from: one seeded random sequence (the steps run in a fixed order,
 * so a seed always gives the same rows), the history's time span and the demo accounts' password hash.
 */
export interface SeedContext {
  options: SeedOptions;
  rnd: SeededRandom;
  nowMs: number;
  /** The first day of the generated history. */
  start: number;
  passwordHash: string;
  /** A Tunisian mobile number. */
  phone: () => string;
  /** A first name and a last name. */
  person: () => string;
  /** A governorate and one of its delegations, as `{ delegation, city }` (the schema's names). */
  place: () => { delegation: string; city: string };
}

export function createSeedContext(options: SeedOptions, passwordHash: string): SeedContext {
  const rnd = new SeededRandom(options.seed);
  const nowMs = (options.now ?? new Date()).getTime();
  return {
    options,
    rnd,
    nowMs,
    start: nowMs - HISTORY_DAYS * DAY,
    passwordHash,
    phone: () =>
      `${rnd.pick(['2', '5', '9', '4'])}${String(rnd.int(0, 9_999_999)).padStart(7, '0')}`,
    person: () => `${rnd.pick(FIRST_NAMES)} ${rnd.pick(LAST_NAMES)}`,
    place: () => {
      const gov = rnd.pick(GOVERNORATES);
      return { delegation: gov.name, city: rnd.pick(gov.delegations.slice(0, -1)) };
    },
  };
}

export function iso(ms: number): string {
  return new Date(ms).toISOString();
}

export function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export function randomKey(rnd: SeededRandom): string {
  // Deterministic for a seed, so demo data is reproducible; real keys come from randomBytes.
  let key = '';
  for (let i = 0; i < 32; i++) key += 'abcdefghijklmnopqrstuvwxyz0123456789'[rnd.int(0, 35)];
  return key;
}

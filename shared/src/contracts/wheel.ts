/**
 * Fortune wheel (spec sections 3, 4, 7): a merchant's wheel of prizes, single-use links its customers
 * play once on the public roulette page, and the participants.
 */

/** Items of a wheel, and the weight of each (its chance is its weight over the sum). */
export const WHEEL_MIN_ITEMS = 2;
export const WHEEL_MAX_ITEMS = 12;
// The weights' bounds (1 to 1000) and a link's lifetime (a week) are WHEEL_PROBABILITY_MIN/MAX and
// WHEEL_URL_TTL_MS in constants.ts.

/** A link's state: unused, used once played, expired a week after creation if unused, or deleted. */
export const WHEEL_URL_STATES = ['UNUSED', 'USED', 'EXPIRED', 'DELETED'] as const;
export type WheelUrlState = (typeof WHEEL_URL_STATES)[number];

/** Why a link cannot be played (GET /verify-url). */
export const WHEEL_URL_REFUSALS = ['NOT_FOUND', 'USED', 'EXPIRED', 'DISABLED'] as const;
export type WheelUrlRefusal = (typeof WHEEL_URL_REFUSALS)[number];

export interface WheelItem {
  id: number;
  title: string;
  value: string;
  probability: number;
}

/** POST /add and PUT /edit/{id} items: an id keeps an existing item, none adds one. */
export interface WheelItemInput {
  id?: number;
  title: string;
  value: string;
  probability: number;
}

export interface WheelSummary {
  id: number;
  name: string;
  active: boolean;
  createdAt: string;
  updatedAt: string;
  items: number;
  /** Links by state, and how many were played. */
  urls: Record<WheelUrlState, number>;
  participants: number;
}

export interface WheelUrl {
  id: string;
  state: WheelUrlState;
  createdAt: string;
  expiresAt: string;
  /** The page a customer opens: `${PUBLIC_URL}/{lang}/roulette/{id}`. */
  url: string;
}

export interface WheelDetail extends Omit<WheelSummary, 'items'> {
  items: WheelItem[];
}

export interface WheelParticipant {
  id: number;
  urlId: string;
  visitorId: string;
  device: string | null;
  browser: string | null;
  /** The prize as it was when drawn (an item edited later does not change it). */
  wonTitle: string | null;
  wonValue: string | null;
  hasPlayed: boolean;
  /** The link had expired (a visitor arrived too late). */
  expired: boolean;
  detailsSaved: boolean;
  fullname: string | null;
  phone: string | null;
  governorate: string | null;
  delegation: string | null;
  address: string | null;
  createdAt: string;
  /** When the merchant marked the prize handed over (POST /{wheelId}/withdraw-status/{urlId}). */
  withdrawnAt: string | null;
}

/** POST /add, PUT /edit/{id} (every field optional there: `{ active: false }` disables the wheel). */
export interface WheelBody {
  name: string;
  active?: boolean;
  items: WheelItemInput[];
}

/** GET /verify-url/{urlId}. */
export interface WheelUrlVerification {
  valid: boolean;
  reason: WheelUrlRefusal | null;
}

/** GET /preview/{urlId}: the wheel's name and items' titles, nothing else of the merchant. */
export interface WheelPreview {
  name: string;
  items: Array<{ id: number; title: string }>;
}

/** POST /play. */
export interface WheelPlayBody {
  urlId: string;
  /** A random id the visitor's browser keeps (localStorage), to tell returning visitors apart. */
  visitorId: string;
}
export interface WheelPlayResult {
  item: { id: number; title: string; value: string };
}

export { isWheelNoPrize, WHEEL_NO_PRIZE_VALUE } from './wheel-prize';

/** POST /save: the winner's details, once per play. */
export interface WheelSaveBody {
  urlId: string;
  fullname: string;
  phone: string;
  governorate: string;
  delegation: string;
  address: string;
}

export const WHEEL_MESSAGES = {
  notFound: 'roulette.id.not-found',
  used: 'roulette.url.used',
  expired: 'roulette.url.expired',
  disabled: 'roulette.wheel.disabled',
  notPlayed: 'roulette.url.not-played',
  detailsSaved: 'roulette.details.already-saved',
  noPrize: 'roulette.details.no-prize',
  alreadyWithdrawn: 'roulette.prize.already-withdrawn',
  wheelNotFound: 'wheel.not-found',
  itemCount: 'wheel.items.count',
  probability: 'wheel.item.probability',
  itemRequired: 'wheel.item.required',
  itemUnknown: 'wheel.item.unknown',
  nameRequired: 'wheel.name.required',
  urlNotFound: 'wheel.url.not-found',
} as const;

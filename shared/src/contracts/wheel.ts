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

export { isWheelNoPrize, WHEEL_NO_PRIZE_VALUE } from './wheel-prize';

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

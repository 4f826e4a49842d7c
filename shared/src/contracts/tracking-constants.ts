/**
 * Recipient tracking (`/{lang}/track/{token}`): what the public page may show of one parcel, and the
 * choices its recipient may make. Never the recipient's address or phones, never another order.
 */

/** The parcel's journey as the recipient reads it. */
export const TRACKING_STAGES = [
  'CREATED',
  'PICKED_UP',
  'AT_HUB',
  'OUT_FOR_DELIVERY',
  'DELIVERED',
  'RETURNING',
  'RETURNED',
  'CANCELLED',
  'CLOSED',
] as const;
export type TrackingStage = (typeof TRACKING_STAGES)[number];

/** Stages after which the recipient has nothing left to choose. */
export const TRACKING_FINAL_STAGES: readonly TrackingStage[] = [
  'DELIVERED',
  'RETURNING',
  'RETURNED',
  'CANCELLED',
  'CLOSED',
];

/** A recipient's choice: a delivery day among the next working days, or refusing the parcel. */
export const TRACKING_CHOICE_KINDS = ['DAY', 'REFUSE'] as const;
export type TrackingChoiceKind = (typeof TRACKING_CHOICE_KINDS)[number];

export { TRACKING_CHOICE_DAYS, TRACKING_NOTE_MAX } from './tracking-limits';

// The page's answer and the choice's body are TypeBox schemas in `./tracking/schemas.ts`
// (`@wolvo/shared/contracts/tracking`); their types are re-exported by the barrel.

/** Message keys of the tracking calls (translated in the tracking page). */
export const TRACKING_MESSAGES = {
  notFound: 'track.not-found',
  closed: 'track.choice.closed',
  alreadyMade: 'track.choice.already-made',
  dayInvalid: 'track.choice.day-invalid',
  noteTooLong: 'track.choice.note-too-long',
} as const;

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

export interface TrackingStep {
  stage: TrackingStage;
  /** When the parcel reached this stage (ISO), or null while it has not. */
  at: string | null;
}

export interface TrackingChoice {
  kind: TrackingChoiceKind;
  /** The chosen day (YYYY-MM-DD) of a DAY choice. */
  day: string | null;
  note: string | null;
  at: string;
}

/** GET /v1/track/{token}. Money in integer millimes. */
export interface TrackingView {
  company: string;
  code: string;
  stage: TrackingStage;
  /** 1 for the first delivery try, 2, 3, then 4 for "fourth or later"; null before the first try. */
  tryNumber: number | null;
  steps: TrackingStep[];
  /** Expected delivery days (YYYY-MM-DD, Tunis time), or null once the parcel's journey is over. */
  expected: { from: string; to: string } | null;
  /** What the recipient pays the courier; 0 when nothing is due. */
  amountDue: number;
  paymentType: 'CACHE' | 'CHECK';
  canOpen: boolean;
  fragile: boolean;
  /** Governorate and delegation only, with their Arabic names for Arabic readers. */
  destination: {
    governorate: string;
    delegation: string;
    arabic: { governorate: string; delegation: string };
  };
  /** The latest choice of the recipient, if any. */
  choice: TrackingChoice | null;
  /** Days the recipient may choose now (YYYY-MM-DD); empty when no choice may be made today. */
  choiceDays: string[];
}

/** POST /v1/track/{token}/choice. */
export interface TrackingChoiceBody {
  kind: TrackingChoiceKind;
  day?: string;
  note?: string;
}

/** Message keys of the tracking calls (translated in the tracking page). */
export const TRACKING_MESSAGES = {
  notFound: 'track.not-found',
  closed: 'track.choice.closed',
  alreadyMade: 'track.choice.already-made',
  dayInvalid: 'track.choice.day-invalid',
  noteTooLong: 'track.choice.note-too-long',
} as const;

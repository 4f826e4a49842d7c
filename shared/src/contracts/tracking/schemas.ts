// The recipient tracking's wire shapes (`/api/v1/track/{token}`, public): the single source of the API's
// validation and answers and, through `Static<>`, of every TypeScript type of them. What the page may
// show of one parcel: never the recipient's address or phones, never another order.
import { Type, type Static } from '@sinclair/typebox';
import { TRACKING_CHOICE_KINDS, TRACKING_STAGES } from '../tracking-constants';

const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', examples: ['2026-11-26'] });
const Stage = Type.Union(TRACKING_STAGES.map((s) => Type.Literal(s)));
const Kind = Type.Union(TRACKING_CHOICE_KINDS.map((k) => Type.Literal(k)));

export const TrackingTokenParam = Type.Object({
  token: Type.String({ description: 'The token of the slip QR code (order id and its HMAC)' }),
});

/** A stage and when the parcel reached it (ISO), or null while it has not. */
export const TrackingStep = Type.Object({
  stage: Stage,
  at: Type.Union([Type.Null(), Type.String()]),
});
/** The recipient's latest choice: a DAY (`day`, YYYY-MM-DD) or REFUSE, with a note for the courier. */
export const TrackingChoice = Type.Object({
  kind: Kind,
  day: Type.Union([Type.Null(), Day]),
  note: Type.Union([Type.Null(), Type.String()]),
  at: Type.String(),
});
/** GET /{token}. Money in integer millimes. */
export const TrackingView = Type.Object({
  company: Type.String(),
  code: Type.String(),
  stage: Stage,
  /** 1 for the first delivery try, 2, 3, then 4 for "fourth or later"; null before the first try. */
  tryNumber: Type.Union([Type.Null(), Type.Integer()]),
  steps: Type.Array(TrackingStep),
  /** Expected delivery days (YYYY-MM-DD, Tunis time), or null once the parcel's journey is over. */
  expected: Type.Union([Type.Null(), Type.Object({ from: Day, to: Day })]),
  amountDue: Type.Integer({
    description: 'Millimes the recipient pays the courier; 0: nothing due',
  }),
  paymentType: Type.Union([Type.Literal('CACHE'), Type.Literal('CHECK')]),
  canOpen: Type.Boolean(),
  fragile: Type.Boolean(),
  /** Governorate and delegation only, with their Arabic names for Arabic readers. */
  destination: Type.Object({
    governorate: Type.String(),
    delegation: Type.String(),
    arabic: Type.Object({ governorate: Type.String(), delegation: Type.String() }),
  }),
  choice: Type.Union([Type.Null(), TrackingChoice]),
  /** Days the recipient may choose now (YYYY-MM-DD); empty when no choice may be made today. */
  choiceDays: Type.Array(Day),
});

/** POST /{token}/choice. */
export const TrackingChoiceBody = Type.Object(
  {
    kind: Kind,
    day: Type.Optional(
      Type.String({ maxLength: 10, description: 'YYYY-MM-DD, one of choiceDays' }),
    ),
    // The 200-character rule answers its own message (track.choice.note-too-long); this only bounds it.
    note: Type.Optional(Type.String({ maxLength: 2000 })),
  },
  { additionalProperties: false },
);

export type TrackingStep = Static<typeof TrackingStep>;
export type TrackingChoice = Static<typeof TrackingChoice>;
export type TrackingView = Static<typeof TrackingView>;
export type TrackingChoiceBody = Static<typeof TrackingChoiceBody>;

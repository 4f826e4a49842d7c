import { Type, type Static } from '@sinclair/typebox';
import { TRACKING_CHOICE_KINDS, TRACKING_STAGES } from '@wolvo/shared/contracts';

const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', examples: ['2026-11-26'] });
const Stage = Type.Union(TRACKING_STAGES.map((s) => Type.Literal(s)));
const Kind = Type.Union(TRACKING_CHOICE_KINDS.map((k) => Type.Literal(k)));

export const TrackingTokenParam = Type.Object({
  token: Type.String({ description: 'The token of the slip QR code (order id and its HMAC)' }),
});
export type TrackingTokenParam = Static<typeof TrackingTokenParam>;

export const TrackingViewSchema = Type.Object({
  company: Type.String(),
  code: Type.String(),
  stage: Stage,
  tryNumber: Type.Union([Type.Null(), Type.Integer()]),
  steps: Type.Array(Type.Object({ stage: Stage, at: Type.Union([Type.Null(), Type.String()]) })),
  expected: Type.Union([Type.Null(), Type.Object({ from: Day, to: Day })]),
  amountDue: Type.Integer({
    description: 'Millimes the recipient pays the courier; 0: nothing due',
  }),
  paymentType: Type.Union([Type.Literal('CACHE'), Type.Literal('CHECK')]),
  canOpen: Type.Boolean(),
  fragile: Type.Boolean(),
  destination: Type.Object({
    governorate: Type.String(),
    delegation: Type.String(),
    arabic: Type.Object({ governorate: Type.String(), delegation: Type.String() }),
  }),
  choice: Type.Union([
    Type.Null(),
    Type.Object({
      kind: Kind,
      day: Type.Union([Type.Null(), Day]),
      note: Type.Union([Type.Null(), Type.String()]),
      at: Type.String(),
    }),
  ]),
  choiceDays: Type.Array(Day),
});

export const TrackingChoiceBodySchema = Type.Object(
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
export type TrackingChoiceBodySchema = Static<typeof TrackingChoiceBodySchema>;

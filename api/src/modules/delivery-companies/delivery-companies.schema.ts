import { Type, type Static } from '@sinclair/typebox';
import {
  MAX_PARTNER_UPDATES,
  PARTNER_FEED_STATUSES,
  PAYMENT_WEEKDAYS as WEEKDAYS,
} from '@wolvo/shared/contracts';
const Millimes = (description: string) =>
  Type.Integer({
    minimum: 0,
    maximum: 1_000_000_000,
    description: `${description}, integer millimes`,
  });
const Percent = (description: string) =>
  Type.Number({
    minimum: 0,
    maximum: 100,
    multipleOf: 0.01,
    description: `${description}, percent with up to two decimals`,
  });
const OptionalText = (maxLength = 120) => Type.Optional(Type.String({ minLength: 1, maxLength }));

export const DeliveryCompanySchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  patent: Type.Union([Type.String(), Type.Null()]),
  rib: Type.Union([Type.String(), Type.Null()]),
  cin: Type.Union([Type.String(), Type.Null()]),
  rc: Type.Union([Type.String(), Type.Null()]),
  pos: Type.Union([Type.String(), Type.Null()]),
  pickupAddress: Type.Union([Type.String(), Type.Null()]),
  partnerLogin: Type.Union([Type.String(), Type.Null()]),
  userId: Type.Union([Type.Integer(), Type.Null()]),
  deliveryCost: Type.Integer(),
  returnCost: Type.Integer(),
  exchangeCost: Type.Integer(),
  insurance: Type.Number(),
  refundPercentage: Type.Number(),
  paymentDays: Type.Array(Type.String()),
  createdAt: Type.String(),
});

export const DeliveryCompanyList = Type.Object({ companies: Type.Array(DeliveryCompanySchema) });

export const AddedDeliveryCompany = Type.Composite([
  DeliveryCompanySchema,
  Type.Object({
    apiKey: Type.String({
      description: 'The status-feed key, answered once; only its hash is kept',
    }),
  }),
]);

export const AddDeliveryCompanyBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 120, pattern: '\\S' }),
    patent: OptionalText(),
    rib: Type.Optional(Type.String({ pattern: '^[0-9 ]{20,30}$' })),
    cin: Type.Optional(Type.String({ pattern: '^[0-9]{8}$' })),
    rc: OptionalText(),
    pos: OptionalText(),
    pickupAddress: OptionalText(300),
    partnerLogin: Type.Optional(
      Type.String({ minLength: 3, maxLength: 80, pattern: '^[A-Za-z0-9._@-]+$' }),
    ),
    password: Type.Optional(Type.String({ minLength: 8, maxLength: 256 })),
    deliveryCost: Millimes('Delivery cost'),
    returnCost: Millimes('Return cost'),
    exchangeCost: Millimes('Exchange cost'),
    insurance: Type.Optional(Percent('Insurance')),
    refundPercentage: Type.Optional(Percent('Refund')),
    paymentDays: Type.Optional(
      Type.Array(Type.Union(WEEKDAYS.map((d) => Type.Literal(d))), {
        maxItems: 7,
        uniqueItems: true,
      }),
    ),
  },
  { additionalProperties: false },
);
export type AddDeliveryCompanyBody = Static<typeof AddDeliveryCompanyBody>;

export const PartnerStatusUpdatesBody = Type.Object(
  {
    updates: Type.Array(
      Type.Object(
        {
          idempotencyKey: Type.String({ minLength: 1, maxLength: 100 }),
          orderCode: Type.String({ minLength: 1, maxLength: 40 }),
          status: Type.Union(PARTNER_FEED_STATUSES.map((s) => Type.Literal(s))),
          partnerStatus: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }),
          location: Type.Optional(Type.Union([Type.Null(), Type.String({ maxLength: 120 })])),
          note: Type.Optional(Type.Union([Type.Null(), Type.String({ maxLength: 500 })])),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: MAX_PARTNER_UPDATES },
    ),
  },
  { additionalProperties: false },
);
export type PartnerStatusUpdatesBody = Static<typeof PartnerStatusUpdatesBody>;

export const PartnerStatusUpdatesResponse = Type.Object({
  results: Type.Array(
    Type.Object({
      idempotencyKey: Type.String(),
      result: Type.Union([
        Type.Literal('accepted'),
        Type.Literal('duplicate'),
        Type.Literal('refused'),
      ]),
      reason: Type.Optional(Type.String()),
    }),
  ),
});

export const AssignPartnerBody = Type.Object(
  {
    ids: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 1000 }),
    deliveryCompanyId: Type.Integer({ minimum: 1 }),
  },
  { additionalProperties: false },
);
export type AssignPartnerBody = Static<typeof AssignPartnerBody>;

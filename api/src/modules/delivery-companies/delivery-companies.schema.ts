import { Type, type Static } from '@sinclair/typebox';

const WEEKDAYS = [
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
  'SUNDAY',
] as const;
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
    apiKey: Type.Optional(
      Type.String({ minLength: 16, maxLength: 128, pattern: '^[A-Za-z0-9_-]+$' }),
    ),
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

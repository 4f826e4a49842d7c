import { Type, type Static } from '@sinclair/typebox';
import { DEFAULT_OFFSET, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@wolvo/shared/contracts';

const Int = Type.Integer();
const Str = Type.String();

export const ClientAccountsQuery = Type.Object(
  {
    offset: Type.Integer({ minimum: 0, default: DEFAULT_OFFSET }),
    limit: Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE }),
    search: Type.Optional(
      Type.String({
        maxLength: 100,
        description: 'Part of the full name, username, email or a company name',
      }),
    ),
    confirmed: Type.Optional(Type.Boolean()),
    active: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type ClientAccountsQuery = Static<typeof ClientAccountsQuery>;

export const ClientAccount = Type.Object({
  id: Int,
  userId: Int,
  fullname: Str,
  username: Str,
  email: Str,
  avatar: Type.Union([Str, Type.Null()]),
  companies: Type.Array(Str, { description: 'Company names, the main one first' }),
  phone1: Type.Union([Str, Type.Null()]),
  delegation: Type.Union([Str, Type.Null()], { description: 'Governorate' }),
  city: Type.Union([Str, Type.Null()], { description: 'Delegation within the governorate' }),
  confirmed: Type.Boolean(),
  active: Type.Boolean(),
  createdAt: Str,
});

export const ClientAccountsPage = Type.Object({
  items: Type.Array(ClientAccount),
  page: Int,
  total: Int,
  totalPages: Int,
});

export const ClientActivationResult = Type.Object({
  message: Type.Union([Type.Literal('client.activated'), Type.Literal('client.deactivated')]),
  client: ClientAccount,
});

export const ClientPasswordResetResult = Type.Object({
  message: Type.Literal('client.password-reset'),
  password: Type.String({ description: 'Shown once; only its hash is stored' }),
});

// Types only: every rule (required, formats, limits) is in client-rules.ts, so each problem is answered
// as `field: message-key` under its field.
// Null first: with the server's type coercion, a null tried against a number or string first would become 0 or ''.
const OptionalText = Type.Optional(Type.Union([Type.Null(), Type.String({ maxLength: 1000 })]));

export const AddClientBody = Type.Object(
  {
    fullname: Type.String({ maxLength: 1000 }),
    email: Type.String({ maxLength: 1000 }),
    companies: Type.Array(Type.String({ maxLength: 1000 }), { maxItems: 10 }),
    delegation: Type.String({ maxLength: 1000, description: 'Governorate' }),
    city: Type.String({ maxLength: 1000, description: 'Delegation within the governorate' }),
    pickupAddress: Type.String({ maxLength: 1000 }),
    phone1: Type.String({ maxLength: 1000 }),
    phone2: OptionalText,
    deliveryCost: Type.Integer({ description: 'Integer millimes' }),
    returnCost: Type.Integer({ description: 'Integer millimes' }),
    exchangeCost: Type.Integer({ description: 'Integer millimes' }),
    insuranceBp: Type.Optional(Type.Integer({ description: 'Basis points (1 % = 100)' })),
    refundBp: Type.Optional(Type.Integer({ description: 'Basis points (1 % = 100)' })),
    pos: OptionalText,
    patent: OptionalText,
    cin: OptionalText,
    rib: OptionalText,
    rc: OptionalText,
    paymentDays: Type.Optional(Type.Array(Type.String({ maxLength: 20 }), { maxItems: 7 })),
    paymentType: Type.Optional(Type.Union([Type.Literal('CACHE'), Type.Literal('BANK_TRANSFER')])),
    preferredDeliveryCompanyId: Type.Optional(Type.Union([Type.Null(), Type.Integer()])),
  },
  { additionalProperties: false },
);
export type AddClientBody = Static<typeof AddClientBody>;

export const AddClientResult = Type.Object({
  message: Type.Literal('client.added'),
  client: ClientAccount,
  username: Type.String(),
  password: Type.Optional(
    Type.String({
      description:
        'Shown once; only its hash is stored (absent from an answer given again for an Idempotency-Key)',
    }),
  ),
  apiKey: Type.Optional(
    Type.String({
      description:
        'Shown once; only its hash is stored (absent from an answer given again for an Idempotency-Key)',
    }),
  ),
});

export const ClientConfirmationResult = Type.Object({
  message: Type.Literal('client.confirmed'),
  client: ClientAccount,
});

export const ClientsByCreatorQuery = Type.Object(
  {
    ...ClientAccountsQuery.properties,
    creatorId: Type.Optional(
      Type.Integer({ minimum: 1, description: 'The staff member; default: the caller' }),
    ),
  },
  { additionalProperties: false },
);
export type ClientsByCreatorQuery = Static<typeof ClientsByCreatorQuery>;

// Clients and their businesses: the wire shapes of `/v1/client/...` and `/v1/business/...`, the single
// source of the API's validation and answers (its routes use these objects) and, through `Static<>`, of
// every TypeScript type of them in the API and the browser.
import { Type, type Static } from '@sinclair/typebox';
import { DEFAULT_OFFSET, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants';
import { PAYMENT_WEEKDAYS } from '../client-api';
import { CLIENT_PAYMENT_TYPES, type ClientPaymentType } from '../orders-constants';

const Int = Type.Integer();
const Str = Type.String();
const Nullable = <T extends ReturnType<typeof Type.String>>(t: T) => Type.Union([t, Type.Null()]);
/** A string of a known set, typed as that set (the API answers only those). */
const OneOf = <T extends string>(values: readonly T[]) =>
  Type.Unsafe<T>({ type: 'string', enum: [...values] });

/** `/confirm/:id`, `/edit/:id`...: a positive id, as text in the path. */
export const IdParam = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,9}$' }) });
/** `/get/search/:id`: the first digits of an id. */
export const IdPrefixParam = Type.Object({ id: Type.String({ pattern: '^[0-9]{1,10}$' }) });

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

// Types only: every rule (required, formats, limits) is the client rules' (`checkClientFields` of
// `@wolvo/shared/contracts/clients/rules`, the API's and the client form's), so each problem is answered
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

/** A multipart body (`FormData`): add client with its documents, the client editor. Types only. */
export const MultipartForm = Type.Unsafe<FormData>({ type: 'object' });
/** POST /client/add: JSON, or the same fields as a multipart form with the payment documents. */
export const AddClientBodyOrForm = Type.Union([AddClientBody, MultipartForm]);

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

/** One hit of GET /client/get/search/{id}: clients whose id starts with the digits typed. */
export const ClientSearchHit = Type.Object({
  id: Int,
  createdAt: Str,
  fullname: Str,
  businessName: Nullable(Str),
});
export const ClientSearchHits = Type.Array(ClientSearchHit);

/** One staff change to an order or a client (the audit trail). */
export const AuditEntry = Type.Object({
  id: Int,
  at: Str,
  by: Type.Union([Type.Object({ id: Int, username: Str }), Type.Null()]),
  changes: Type.Array(
    Type.Object({
      field: Str,
      before: Type.Union([Str, Type.Number(), Type.Null()]),
      after: Type.Union([Str, Type.Number(), Type.Null()]),
    }),
  ),
});

/** A payment document of a client (PDF, PNG or JPEG), served to staff and to that client only. */
export const ClientDocument = Type.Object({
  id: Int,
  url: Str,
  contentType: Nullable(Str),
  createdAt: Str,
});

/** GET /client/get/search-for-id/{id}: everything the client editor and the detail drawer show. */
export const ClientEdit = Type.Object({
  id: Int,
  userId: Int,
  fullname: Str,
  email: Str,
  username: Str,
  companies: Type.Array(Str, { description: 'The main company first' }),
  delegation: Nullable(Str),
  city: Nullable(Str),
  pickupAddress: Nullable(Str),
  phone1: Nullable(Str),
  phone2: Nullable(Str),
  deliveryCost: Type.Integer({ description: 'Integer millimes' }),
  returnCost: Type.Integer({ description: 'Integer millimes' }),
  exchangeCost: Type.Integer({ description: 'Integer millimes' }),
  pos: Nullable(Str),
  cin: Nullable(Str),
  patent: Nullable(Str),
  rib: Nullable(Str),
  rc: Nullable(Str),
  paymentDays: Type.Array(OneOf(PAYMENT_WEEKDAYS)),
  paymentType: OneOf<ClientPaymentType>(CLIENT_PAYMENT_TYPES),
  insuranceBp: Type.Integer({ description: 'Basis points' }),
  refundBp: Type.Integer({ description: 'Basis points' }),
  preferredDeliveryCompany: Nullable(Str),
  confirmed: Type.Boolean(),
  active: Type.Boolean(),
  documents: Type.Array(ClientDocument),
  createdAt: Str,
  edits: Type.Array(AuditEntry),
});

/** PUT /client/edit/{id} answer. */
export const UpdateClientResult = Type.Object({
  message: Type.Literal('update-client.success'),
  client: ClientEdit,
});

/** GET /business/get. */
export const BusinessQuery = Type.Object(
  {
    clientId: Type.Optional(
      Type.Integer({ minimum: 1, description: 'Staff only: businesses of one client' }),
    ),
  },
  { additionalProperties: false },
);
export const BusinessSummary = Type.Object({ id: Int, name: Str, clientId: Int });
export const BusinessList = Type.Array(BusinessSummary);

export type ClientAccountDto = Static<typeof ClientAccount>;
export type ClientAccountsQuery = Static<typeof ClientAccountsQuery>;
export type ClientAccountsPage = Static<typeof ClientAccountsPage>;
export type ClientActivationResult = Static<typeof ClientActivationResult>;
export type ClientPasswordResetResult = Static<typeof ClientPasswordResetResult>;
export type AddClientRequest = Static<typeof AddClientBody>;
export type AddClientResult = Static<typeof AddClientResult>;
export type ClientConfirmationResult = Static<typeof ClientConfirmationResult>;
export type ClientsByCreatorQuery = Static<typeof ClientsByCreatorQuery>;
export type ClientSearchHit = Static<typeof ClientSearchHit>;
export type ClientDocumentDto = Static<typeof ClientDocument>;
export type ClientEditDto = Static<typeof ClientEdit>;
export type UpdateClientResult = Static<typeof UpdateClientResult>;
export type BusinessQuery = Static<typeof BusinessQuery>;
export type BusinessSummary = Static<typeof BusinessSummary>;

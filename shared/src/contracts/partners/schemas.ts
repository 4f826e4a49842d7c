// Delivery companies (partners): the wire shapes of `/v1/delivery-company/...`, of the partners' status
// feed (`/v1/partner/status-updates`) and of handing orders to a partner, the single source of the API's
// validation and answers and, through `Static<>`, of every TypeScript type of them.
import { Type, type Static } from '@sinclair/typebox';
import { DEFAULT_OFFSET, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants';
import { MAX_PARTNER_UPDATES, PARTNER_FEED_STATUSES } from '../partner-feed';

const NullableText = Type.Union([Type.String(), Type.Null()]);

export const DeliveryCompanySchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  patent: NullableText,
  rib: NullableText,
  cin: NullableText,
  rc: NullableText,
  pos: NullableText,
  pickupAddress: NullableText,
  partnerLogin: NullableText,
  userId: Type.Union([Type.Integer(), Type.Null()]),
  deliveryCost: Type.Integer({ description: 'Integer millimes' }),
  returnCost: Type.Integer({ description: 'Integer millimes' }),
  exchangeCost: Type.Integer({ description: 'Integer millimes' }),
  insuranceBp: Type.Integer({ description: 'Basis points (1 % = 100)' }),
  refundBp: Type.Integer({ description: 'Basis points (1 % = 100)' }),
  paymentDays: Type.Array(Type.String()),
  active: Type.Boolean({ description: 'False: its feed key is refused and it gets no new orders' }),
  createdAt: Type.String(),
});

export const DeliveryCompaniesQuery = Type.Object(
  {
    offset: Type.Integer({ minimum: 0, default: DEFAULT_OFFSET }),
    limit: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: MAX_PAGE_SIZE,
        description: 'A page of this size; without it, every partner matching the filters',
      }),
    ),
    search: Type.Optional(
      Type.String({
        maxLength: 100,
        description: 'Part of the name, the partner login, the RC or the pickup address',
      }),
    ),
    active: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

export const DeliveryCompanyList = Type.Object({
  companies: Type.Array(DeliveryCompanySchema),
  page: Type.Integer(),
  total: Type.Integer(),
  totalPages: Type.Integer(),
});

export const AddedDeliveryCompany = Type.Object({
  ...DeliveryCompanySchema.properties,
  partnerLogin: Type.String(),
  password: Type.String({
    description: 'The partner password, answered once; only its hash is kept',
  }),
  apiKey: Type.String({ description: 'The status-feed key, answered once; only its hash is kept' }),
});

export const DeliveryCompanyChangeResult = Type.Object({
  message: Type.Union([
    Type.Literal('delivery-company.updated'),
    Type.Literal('delivery-company.activated'),
    Type.Literal('delivery-company.deactivated'),
  ]),
  company: DeliveryCompanySchema,
});

// Types only: every rule (required, formats, limits) is `checkPartnerFields`
// (`@wolvo/shared/contracts/partners/rules`), the API's and the form's, so each problem is answered
// as `field: message-key` under its field. Null first: with the server's type coercion, a null tried
// against a number or string first would become 0 or ''.
const OptionalText = Type.Optional(Type.Union([Type.Null(), Type.String({ maxLength: 1000 })]));
const fields = {
  name: Type.String({ maxLength: 1000 }),
  patent: OptionalText,
  rib: Type.Optional(
    Type.Union([Type.Null(), Type.String({ maxLength: 1000, description: '20 digits' })]),
  ),
  cin: Type.Optional(
    Type.Union([Type.Null(), Type.String({ maxLength: 1000, description: '8 digits' })]),
  ),
  rc: OptionalText,
  pos: OptionalText,
  pickupAddress: OptionalText,
  deliveryCost: Type.Number({ description: 'Integer millimes' }),
  returnCost: Type.Number({ description: 'Integer millimes' }),
  exchangeCost: Type.Number({ description: 'Integer millimes' }),
  insuranceBp: Type.Optional(Type.Number({ description: 'Basis points (1 % = 100), 0 to 10000' })),
  refundBp: Type.Optional(Type.Number({ description: 'Basis points (1 % = 100), 0 to 10000' })),
  paymentDays: Type.Optional(Type.Array(Type.String({ maxLength: 20 }), { maxItems: 7 })),
};

export const DeliveryCompanyBody = Type.Object(fields, { additionalProperties: false });

export const AddDeliveryCompanyBody = Type.Object(
  {
    ...fields,
    partnerLogin: Type.Optional(
      Type.Union([
        Type.Null(),
        Type.String({ maxLength: 1000, description: 'Default: made from the name' }),
      ]),
    ),
  },
  { additionalProperties: false },
);

export const OrdersToAssignQuery = Type.Object(
  {
    offset: Type.Integer({ minimum: 0, default: DEFAULT_OFFSET }),
    limit: Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE }),
    clientId: Type.Optional(Type.Integer({ minimum: 1 })),
    search: Type.Optional(
      Type.String({ maxLength: 100, description: 'Code, recipient name or phone, or company' }),
    ),
    includeAssigned: Type.Optional(Type.Boolean({ default: false })),
  },
  { additionalProperties: false },
);

export const OrdersToAssignPage = Type.Object({
  items: Type.Array(
    Type.Object({
      id: Type.Integer(),
      code: Type.String(),
      clientId: Type.Integer(),
      business: Type.String(),
      recipient: Type.String(),
      delegation: Type.String(),
      city: Type.String(),
      price: Type.Integer({ description: 'COD, integer millimes' }),
      status: Type.String(),
      collectedAt: Type.String(),
      deliveryCompanyId: Type.Union([Type.Integer(), Type.Null()]),
      deliveryCompany: NullableText,
    }),
  ),
  page: Type.Integer(),
  total: Type.Integer(),
  totalPages: Type.Integer(),
});

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

/** `/edit/:id`, `/activate/:id`, `/deactivate/:id`. */
export const IdParam = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,9}$' }) });

/** PUT /v1/order/assign-partner answer. */
export const AssignPartnerResult = Type.Object({
  message: Type.Literal('partner.orders-assigned'),
  count: Type.Integer(),
});

export type DeliveryCompany = Static<typeof DeliveryCompanySchema>;
export type DeliveryCompaniesQuery = Static<typeof DeliveryCompaniesQuery>;
export type DeliveryCompanyList = Static<typeof DeliveryCompanyList>;
export type AddedDeliveryCompany = Static<typeof AddedDeliveryCompany>;
export type DeliveryCompanyChangeResult = Static<typeof DeliveryCompanyChangeResult>;
export type DeliveryCompanyRequest = Static<typeof DeliveryCompanyBody>;
export type AddDeliveryCompanyRequest = Static<typeof AddDeliveryCompanyBody>;
export type OrdersToAssignQuery = Static<typeof OrdersToAssignQuery>;
export type OrdersToAssignPage = Static<typeof OrdersToAssignPage>;
export type OrderToAssign = OrdersToAssignPage['items'][number];
export type PartnerStatusUpdatesBody = Static<typeof PartnerStatusUpdatesBody>;
export type AssignPartnerRequest = Static<typeof AssignPartnerBody>;

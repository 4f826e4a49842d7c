// The orders' wire shapes (`/api/v1/order`: search, detail, the merchant's daily list, the editors,
// exchanges, import): the single source of the API's validation and answers (its routes use these
// objects) and, through `Static<>`, of every TypeScript type of them in the API and the browser.
import { Type, type Static } from '@sinclair/typebox';
// A staff change (audit trail); a client sees only when, with `by` null and no changes.
import { AuditEntry } from '../clients/schemas';
import { CursorParam, NextCursorField } from '../paging';
import { DEFAULT_OFFSET, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants';
import {
  EDITOR_STATUSES,
  IMPORT_COLUMN_KEYS,
  MAX_IMPORT_ROWS,
  ORDER_PAYMENT_TYPES,
  ORDER_SOURCES,
  ORDER_STATUSES,
  SERVICE_TYPES,
  SUB_STATUSES,
} from '../orders-constants';
import { ORDER_LINK_CODES, REFUSAL_RISK_LEVELS, VOUCHER_MAX_ORDERS } from '../order-api';
import { TUNISIAN_PHONE_PATTERN } from '../phone';

/** Largest amount of an order, in millimes (the API's order rules check the same bound). */
const MAX_ORDER_AMOUNT = 100_000_000;
/** Ids joined by commas (`12,15,18`), as the spec's `ids` queries take them. */
const ID_LIST_PATTERN = '^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9})*$';

const Nullable = <
  T extends
    | ReturnType<typeof Type.String>
    | ReturnType<typeof Type.Integer>
    | ReturnType<typeof Type.Number>,
>(
  t: T,
) => Type.Union([t, Type.Null()]);
/**
 * A number or null in a request body: one type list, not a union, because the coercing validator turns
 * a union's null into 0 (and 0 into null). Ranges are the order rules' to check.
 */
const NullableNumber = (t: ReturnType<typeof Type.Integer> | ReturnType<typeof Type.Number>) =>
  Type.Unsafe<number | null>({ ...t, type: [t.type, 'null'] });
const Str = Type.String();
const Int = Type.Integer();

/** `/edit/:id`, `/edit/delivery-cost/:id`: a positive order id, as text in the path. */
export const OrderIdParam = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,9}$' }) });

/** The search term of the header order search: digits only. */
export const OrderIdPrefixParam = Type.Object({ id: Type.String({ pattern: '^[0-9]{1,10}$' }) });

/** The header search text: an order id, a slip or partner code, or a phone (see parseOrderSearch). */
export const OrderSearchParam = Type.Object({ id: Type.String({ minLength: 1, maxLength: 40 }) });

export const OrderSearchHit = Type.Object({
  id: Int,
  code: Str,
  partnerCode: Nullable(Str),
  createdAt: Str,
  price: Type.Integer({ description: 'COD, integer millimes' }),
  status: Str,
  businessName: Str,
});

/** GET /v1/order/get/search/{id}: at most 10 hits, exact matches first. */
export const OrderSearchHits = Type.Array(OrderSearchHit);

/** A movement of an order's history, newest first in lists. */
export const Movement = Type.Object({
  id: Int,
  createdAt: Str,
  status: Str,
  subStatus: Nullable(Str),
  alphaStatus: Nullable(Str),
  partnerStatus: Type.Optional(Nullable(Str)),
  location: Nullable(Str),
  note: Type.Optional(Nullable(Str)),
  message: Nullable(Str),
  recipientChoice: Type.Union([
    Type.Null(),
    Type.Object({
      kind: Type.Union([Type.Literal('DAY'), Type.Literal('REFUSE')]),
      day: Nullable(Str),
      note: Nullable(Str),
    }),
  ]),
});

/** A linked exchanged or returned order as the modal shows it. */
export const LinkedOrder = Type.Object({
  id: Int,
  code: Str,
  partnerCode: Nullable(Str),
  returningMerchandise: Nullable(Str),
  status: Str,
  movements: Type.Array(Movement),
});

/** Recipient of an order. */
export const OrderRecipient = Type.Object({
  id: Int,
  fullname: Str,
  email: Nullable(Str),
  phone1: Str,
  phone2: Nullable(Str),
  delegation: Str,
  city: Str,
  address: Str,
  postalCode: Nullable(Str),
});

/** Client block of the order modal (staff only). */
export const OrderClient = Type.Object({
  id: Int,
  fullname: Str,
  avatar: Nullable(Str),
  email: Str,
  createdAt: Str,
  delegation: Nullable(Str),
  city: Nullable(Str),
  pickupAddress: Nullable(Str),
  phone1: Nullable(Str),
  phone2: Nullable(Str),
});

/**
 * An order's money trail, in integer millimes: the cash the partner collected, when it was remitted
 * (PAID_TO_WOLVO), the bill that pays it, and what the bill's line makes of it (at the bill's frozen
 * rates, or the client's current ones while no bill holds it). `kind` null: no money has moved yet.
 */
export const OrderMoney = Type.Object({
  kind: Type.Union([
    ...(['DELIVERED', 'EXCHANGED', 'RETURNED', 'REFUNDED'] as const).map((k) => Type.Literal(k)),
    Type.Null(),
  ]),
  partner: Nullable(Str),
  remittedAt: Nullable(Str),
  bill: Type.Union([
    Type.Object({ id: Int, paymentNumber: Str, status: Str, confirmedAt: Nullable(Str) }),
    Type.Null(),
  ]),
  cod: Int,
  cost: Int,
  insurance: Int,
  refund: Int,
  net: Int,
});

/** Full order detail of GET /v1/order/get/search-for-id/{id}. Money in integer millimes. */
export const OrderDetail = Type.Object({
  id: Int,
  code: Str,
  /** The recipient's tracking page (the slip's QR code), a link the merchant may send; on GET only. */
  trackingUrl: Type.Optional(Str),
  partnerCode: Nullable(Str),
  reference: Nullable(Str),
  status: Str,
  subStatus: Nullable(Str),
  source: Str,
  service: Str,
  merchandise: Nullable(Str),
  merchandisePrice: Nullable(Int),
  merchandiseQuantity: Int,
  returningMerchandise: Nullable(Str),
  weight: Nullable(Type.Number({ description: 'kg' })),
  price: Type.Integer({ description: 'COD, integer millimes' }),
  oldPrice: Nullable(Int),
  paymentType: Str,
  canOpen: Type.Boolean(),
  fragile: Type.Boolean(),
  note: Nullable(Str),
  deliveryDate: Nullable(Str),
  deliveryFrom: Nullable(Str),
  deliveryTo: Nullable(Str),
  createdAt: Str,
  updatedAt: Str,
  totalReports: Int,
  totalReclamations: Int,
  business: Type.Object({ id: Int, name: Str }),
  recipient: OrderRecipient,
  movements: Type.Array(Movement),
  exchangedOrder: Type.Union([LinkedOrder, Type.Null()]),
  returnedOrder: Type.Union([LinkedOrder, Type.Null()]),
  /** Only for staff. */
  client: Type.Union([OrderClient, Type.Null()]),
  /** Where the parcel's money stands (staff and the owning client). */
  money: OrderMoney,
  /** Delivery cost in integer millimes (from the client's contract, edited by staff). */
  deliveryCost: Type.Optional(Type.Integer({ description: 'Integer millimes' })),
  /** Staff changes, newest first; the client sees only when its order was edited by the provider. */
  edits: Type.Optional(Type.Array(AuditEntry)),
});

/** A string that must be one of `values` (one `enum` error, where a union of literals gives several). */
export const StringEnum = <T extends string>(values: readonly T[], options: object = {}) =>
  Type.Unsafe<T>({ type: 'string', enum: [...values], ...options });

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const Text = (options: object = {}) => Type.String({ maxLength: 500, ...options });
const OptionalText = (options: object = {}) => Type.Optional(Nullable(Text(options)));

/** The recipient block of an order being created or edited. */
const RecipientBody = Type.Object(
  {
    fullname: Text({ description: 'Letters, apostrophe, space and hyphen' }),
    phone1: Text({ description: 'Tunisian phone, 8 digits', examples: ['22123456'] }),
    phone2: OptionalText({ description: 'Tunisian phone, 8 digits' }),
    email: OptionalText(),
    delegation: Text({ description: 'Governorate (shared geography)', examples: ['Tunis'] }),
    city: Text({ description: 'Delegation within the governorate', examples: ['La Marsa'] }),
    address: Text(),
    postalCode: OptionalText({ description: '4 digits' }),
  },
  { additionalProperties: false },
);

/** POST /v1/order/add body (field rules: `checkOrder` of ./rules). */
export const AddOrderBody = Type.Object(
  {
    businessId: Id,
    service: StringEnum(SERVICE_TYPES),
    source: Type.Optional(StringEnum(ORDER_SOURCES, { default: 'MANUAL' })),
    recipient: RecipientBody,
    merchandise: Text(),
    merchandiseQuantity: Type.Integer({ minimum: 1, maximum: 10_000 }),
    merchandisePrice: Type.Optional(
      NullableNumber(Type.Integer({ description: 'millimes, 0 or more' })),
    ),
    price: Type.Integer({ minimum: 0, description: 'COD, integer millimes' }),
    weight: Type.Optional(NullableNumber(Type.Number({ description: 'kg, more than 0' }))),
    paymentType: StringEnum(ORDER_PAYMENT_TYPES),
    canOpen: Type.Boolean(),
    fragile: Type.Boolean(),
    note: OptionalText(),
    deliveryDate: OptionalText({ description: 'yyyy-MM-dd' }),
    deliveryFrom: OptionalText({ description: 'HH:mm' }),
    deliveryTo: OptionalText({ description: 'HH:mm' }),
    reference: OptionalText(),
    exchangeOrderId: Type.Optional(NullableNumber(Id)),
    returningOrderId: Type.Optional(NullableNumber(Id)),
    returningMerchandise: OptionalText(),
  },
  {
    additionalProperties: false,
    examples: [
      {
        businessId: 1,
        service: 'DELIVERY',
        recipient: {
          fullname: 'Sarra Ben Salah',
          phone1: '22123456',
          delegation: 'Tunis',
          city: 'La Marsa',
          address: '12 Rue de la Liberté',
          postalCode: '2070',
        },
        merchandise: 'Robe en lin',
        merchandiseQuantity: 1,
        price: 89500,
        paymentType: 'CACHE',
        canOpen: true,
        fragile: false,
        note: 'Appeler avant la livraison',
      },
    ],
  },
);

const StatusList = Type.Array(StringEnum(ORDER_STATUSES), { maxItems: ORDER_STATUSES.length });
const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'yyyy-MM-dd' });

/** The days (`from`, `to`) and the page of a list's query. */
const DaysAndPage = {
  from: Type.Optional(Day),
  to: Type.Optional(Day),
  offset: Type.Integer({ minimum: 0, default: DEFAULT_OFFSET }),
  limit: Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE }),
};

/** GET /v1/order/getOrdersOfTheDay query. */
export const OrdersOfTheDayQuery = Type.Object(
  {
    ...DaysAndPage,
    cursor: CursorParam,
    search: Type.Optional(Type.String({ maxLength: 100 })),
    status: Type.Optional(StatusList),
    service: Type.Optional(StringEnum(SERVICE_TYPES)),
    source: Type.Optional(StringEnum(ORDER_SOURCES)),
    businessId: Type.Optional(Id),
    clientId: Type.Optional(Id),
  },
  { additionalProperties: false },
);

/**
 * GET /v1/order/export: the list's filters without paging, or the selected orders (`ids`), and the
 * language of the headers.
 */
export const OrdersExportQuery = Type.Object(
  {
    ...Type.Omit(OrdersOfTheDayQuery, ['offset', 'limit', 'cursor']).properties,
    ids: Type.Optional(
      Type.String({
        pattern: ID_LIST_PATTERN,
        maxLength: VOUCHER_MAX_ORDERS * 11,
        description:
          'The selected orders, ids joined by commas (at most 1,000): exported instead of the filters',
        examples: ['12,15,18'],
      }),
    ),
    lang: Type.Optional(StringEnum(['fr', 'en', 'ar'] as const)),
  },
  { additionalProperties: false },
);

/** Refusal risk of a phone: counts only, never another merchant's name or orders. */
export const RefusalRisk = Type.Object({
  level: StringEnum(REFUSAL_RISK_LEVELS),
  delivered: Int,
  refused: Int,
  notSerious: Int,
});
/** One row of the orders-of-the-day list. Money in integer millimes. */
export const OrderListItem = Type.Object({
  id: Int,
  code: Str,
  partnerCode: Nullable(Str),
  reference: Nullable(Str),
  status: Str,
  subStatus: Nullable(Str),
  service: Str,
  source: Str,
  price: Int,
  paymentType: Str,
  merchandise: Nullable(Str),
  createdAt: Str,
  business: Type.Object({ id: Int, name: Str }),
  recipient: Type.Object({
    fullname: Str,
    phone1: Str,
    phone2: Nullable(Str),
    delegation: Str,
    city: Str,
  }),
  risk: RefusalRisk,
});

const PageFields = { page: Int, total: Int, totalPages: Int };

/** GET /v1/order/getOrdersOfTheDay answer. */
export const OrdersOfTheDayPage = Type.Object({
  items: Type.Array(OrderListItem),
  ...PageFields,
  ...NextCursorField,
  summary: Type.Record(Type.String(), Int, {
    description: 'Orders per status under every filter but status',
  }),
});

/** Body of the bulk routes: delete-many and the API orders' confirm and cancel. */
export const OrderIdsBody = Type.Object(
  { ids: Type.Array(Id, { minItems: 1, maxItems: 500 }) },
  { additionalProperties: false },
);
/** What the bulk routes answer: how many orders they changed. */
export const OrderCount = Type.Object({ count: Int });

/** PUT /v1/order/edit/{id} body: the spec's order update payload. */
export const UpdateOrderBody = Type.Object(
  {
    id: Type.Optional(Id),
    businessId: Type.Optional(Id),
    paymentType: Type.Optional(StringEnum(ORDER_PAYMENT_TYPES)),
    service: Type.Optional(StringEnum(SERVICE_TYPES)),
    exchangeId: Type.Optional(NullableNumber(Id)),
    newPrice: Type.Optional(Type.Integer({ minimum: 0, description: 'COD, integer millimes' })),
    merchandise: Type.Optional(Text()),
    merchandiseQuantity: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
    // Same as on creation; null clears.
    merchandisePrice: Type.Optional(
      NullableNumber(Type.Integer({ description: 'millimes, 0 or more' })),
    ),
    weight: Type.Optional(NullableNumber(Type.Number({ description: 'kg, more than 0' }))),
    recipient: Type.Optional(Type.Partial(RecipientBody, { additionalProperties: false })),
    nbStatusTries: Type.Optional(Type.Integer({ minimum: 1, maximum: 9 })),
    newStatus: Type.Optional(StringEnum(EDITOR_STATUSES)),
    subStatusDamageType: Type.Optional(StringEnum(SUB_STATUSES)),
    statusConsoleLocation: Type.Optional(Text()),
    replaceStatus: Type.Optional(StringEnum(EDITOR_STATUSES)),
    replaceStatusSubStatus: Type.Optional(StringEnum(SUB_STATUSES)),
  },
  { additionalProperties: false, minProperties: 1 },
);

export const DeliveryCostBody = Type.Object(
  {
    deliveryCost: Type.Integer({
      minimum: 0,
      maximum: MAX_ORDER_AMOUNT,
      description: 'Integer millimes',
    }),
  },
  { additionalProperties: false },
);
/** PUT /v1/order/edit/delivery-cost/{id} answer. */
export const DeliveryCostResult = Type.Object({ id: Int, deliveryCost: Int });

/** GET /v1/order/validate-exchange/... and /validate-returning/... answer. */
export const OrderLinkValidation = Type.Object({
  code: StringEnum(ORDER_LINK_CODES),
  isValid: Type.Boolean(),
});

const DigitsId = Type.String({ pattern: '^[1-9][0-9]{0,9}$' });
export const ValidateExchangeParams = Type.Object({
  orderId: Type.String({ pattern: '^(0|[1-9][0-9]{0,9})$', description: '0 for a new order' }),
  exchangeId: DigitsId,
});
export const ValidateReturningParams = Type.Object({ returningId: DigitsId });
export const PhoneParam = Type.Object({
  phone: Type.String({ pattern: TUNISIAN_PHONE_PATTERN, description: 'Tunisian phone, 8 digits' }),
});

export const ExchangeResultsQuery = Type.Object(
  {
    ...DaysAndPage,
    clientId: Type.Optional(Id),
  },
  { additionalProperties: false },
);

/** One row of GET /v1/order/exchange-results: the new order and the one it replaces. */
export const ExchangeResult = Type.Object({
  id: Int,
  code: Str,
  service: Str,
  status: Str,
  price: Int,
  createdAt: Str,
  returningMerchandise: Nullable(Str),
  recipientName: Str,
  original: Type.Union([
    Type.Object({ id: Int, code: Str, status: Str, merchandise: Nullable(Str) }),
    Type.Null(),
  ]),
});

export const ExchangeResultsPage = Type.Object({
  items: Type.Array(ExchangeResult),
  ...PageFields,
});

// ---------------------------------------------------------------------------------------------------
// Spreadsheet import (order-import.ts)

export const ImportTemplateQuery = Type.Object(
  { lang: Type.Optional(StringEnum(['fr', 'en', 'ar'] as const)) },
  { additionalProperties: false },
);

const ImportColumnKey = StringEnum(IMPORT_COLUMN_KEYS);

/** One complaint about an imported row: spreadsheet row number, column, cell, message key and values. */
export const ImportRowError = Type.Object({
  row: Type.Integer({ description: 'Row number in the spreadsheet (the header is row 1)' }),
  column: Type.Union([ImportColumnKey, Type.Null()]),
  cell: Nullable(Type.String({ examples: ['C5'] })),
  key: Type.String({ description: 'Message key (i18n)', examples: ['phone.invalid'] }),
  params: Type.Optional(Type.Record(Type.String(), Type.String())),
});

/** A valid row's order, as POST /v1/order/add-many takes it. */
const ImportedOrder = Type.Object({
  businessId: Type.Integer(),
  service: Type.Literal('DELIVERY'),
  recipient: Type.Object({
    fullname: Type.String(),
    phone1: Type.String(),
    phone2: Nullable(Type.String()),
    delegation: Type.String(),
    city: Type.String(),
    address: Type.String(),
    postalCode: Nullable(Type.String()),
  }),
  merchandise: Type.String(),
  merchandiseQuantity: Type.Integer(),
  merchandisePrice: Type.Optional(Type.Integer({ description: 'millimes' })),
  price: Type.Integer({ description: 'millimes' }),
  weight: Type.Optional(Type.Number({ description: 'kg' })),
  paymentType: StringEnum(ORDER_PAYMENT_TYPES),
  canOpen: Type.Boolean(),
  fragile: Type.Boolean(),
  deliveryDate: Nullable(Type.String()),
  reference: Nullable(Type.String()),
  note: Nullable(Type.String()),
});

/**
 * The spreadsheet to read, as the request body itself (not a form): a type for the browser's call; the
 * API reads the raw bytes (`application/octet-stream` or the .xlsx type) and checks them itself.
 */
export const ImportFile = Type.Unsafe<Blob>({ type: 'string', format: 'binary' });

export const ImportPreview = Type.Object({
  columns: Type.Array(ImportColumnKey, { description: 'The template columns found, in order' }),
  rows: Type.Array(
    Type.Object({
      row: Type.Integer(),
      values: Type.Record(Type.String(), Type.String(), {
        description: 'Cells as read, by column',
      }),
      order: Type.Union([ImportedOrder, Type.Null()]),
      errors: Type.Array(ImportRowError),
      duplicate: Type.Boolean({
        description: 'Same recipient phone, COD and merchandise as an order of the last 48 hours',
      }),
    }),
  ),
  total: Type.Integer(),
  valid: Type.Integer(),
  invalid: Type.Integer(),
});

export const AddManyOrdersBody = Type.Object(
  {
    orders: Type.Array(AddOrderBody, { minItems: 1, maxItems: MAX_IMPORT_ROWS }),
  },
  { additionalProperties: false },
);

export const AddManyOrdersResponse = Type.Object({
  count: Type.Integer(),
  orders: Type.Array(Type.Object({ id: Type.Integer(), code: Type.String() })),
});

export type OrderSearchHit = Static<typeof OrderSearchHit>;
export type MovementDto = Static<typeof Movement>;
export type LinkedOrderDto = Static<typeof LinkedOrder>;
export type RecipientDto = Static<typeof OrderRecipient>;
export type OrderClientDto = Static<typeof OrderClient>;
export type OrderMoneyDto = Static<typeof OrderMoney>;
export type OrderDetailDto = Static<typeof OrderDetail>;
export type RecipientInput = Static<typeof RecipientBody>;
export type AddOrderRequest = Static<typeof AddOrderBody>;
export type UpdateOrderRequest = Static<typeof UpdateOrderBody>;
export type OrdersOfTheDayQuery = Static<typeof OrdersOfTheDayQuery>;
export type OrdersExportQuery = Static<typeof OrdersExportQuery>;
export type RefusalRisk = Static<typeof RefusalRisk>;
export type OrderListItem = Static<typeof OrderListItem>;
export type OrdersOfTheDayPage = Static<typeof OrdersOfTheDayPage>;
export type OrderIdsRequest = Static<typeof OrderIdsBody>;
export type DeliveryCostResult = Static<typeof DeliveryCostResult>;
export type OrderLinkValidation = Static<typeof OrderLinkValidation>;
export type ExchangeResultsQuery = Static<typeof ExchangeResultsQuery>;
export type ExchangeResult = Static<typeof ExchangeResult>;
export type ExchangeResultsPage = Static<typeof ExchangeResultsPage>;
export type ImportRowError = Static<typeof ImportRowError>;
export type ImportPreview = Static<typeof ImportPreview>;
export type AddManyOrdersResponse = Static<typeof AddManyOrdersResponse>;

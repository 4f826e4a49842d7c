// The pickups' wire shapes (`/api/v1/order/pickup-request`, the pickup lists, collecting) and the two PDFs
// printed around them (the slips `/v1/order/voucher`, the manifest `/v1/order/manifest`): the single source
// of the API's validation and answers and, through `Static<>`, of every TypeScript type of them.
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { VOUCHER_LAYOUTS, VOUCHER_MAX_ORDERS } from '../order-api';
import { PICKUP_STATES } from '../pickups-constants';
import { FAILED_PICKUP_KINDS } from '../reclamations';

const Int = Type.Integer();
const NullableString = Type.Union([Type.Null(), Type.String()]);
const State = Type.Union(PICKUP_STATES.map((s) => Type.Literal(s)));
const Page = <T extends TSchema>(item: T) =>
  Type.Object({ items: Type.Array(item), page: Int, total: Int, totalPages: Int });
const Paging = {
  offset: Type.Integer({ minimum: 0, default: 0 }),
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 10 }),
};
/** Where to pick up: the client's address, governorate (`delegation`) and delegation (`city`), phones. */
const PickupPlace = {
  clientId: Int,
  clientName: Type.String(),
  company: Type.String(),
  pickupAddress: NullableString,
  delegation: NullableString,
  city: NullableString,
  phone1: NullableString,
  phone2: NullableString,
};

const ClientPickupFields = {
  id: Int,
  state: State,
  createdAt: Type.String(),
  collectedAt: NullableString,
  /** Parcels in the request and the cash to collect on them. */
  parcels: Int,
  cod: Type.Integer({ description: 'Cash to collect on the parcels, in millimes' }),
};
/** One pickup request as its merchant sees it (GET /getClientPickups, the answer of /pickup-request). */
export const ClientPickup = Type.Object(ClientPickupFields);
/** One parcel of a staff pickup: those still AWAITING_COLLECTION may be marked collected. */
export const StaffPickupOrder = Type.Object({
  id: Int,
  code: Type.String(),
  recipientName: Type.String(),
  price: Type.Integer({ description: 'COD in millimes' }),
  status: Type.String(),
  collectedAt: Type.Union([
    Type.Null(),
    Type.String({ description: 'null while the parcel waits' }),
  ]),
});
/** One pickup request as staff see it (GET /getCommercialPickupsOfTheDay). */
export const StaffPickup = Type.Object({
  ...ClientPickupFields,
  ...PickupPlace,
  orders: Type.Array(StaffPickupOrder),
});
export const ClientPickupsPage = Page(ClientPickup);
export const StaffPickupsPage = Page(StaffPickup);

export const PickupsQuery = Type.Object(Paging, { additionalProperties: false });
export const PickupsOfTheDayQuery = Type.Object(
  { ...Paging, day: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })) },
  { additionalProperties: false },
);
/** POST /pickup-request: the printed parcels asked to be picked up together. */
export const PickupRequestBody = Type.Object(
  { ids: Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 1000 }) },
  { additionalProperties: false },
);
export const PickupIdParam = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,9}$' }) });
/** PUT /pickup/{id}/collect: the parcels collected; without `ids`, all those still waiting. */
export const CollectPickupBody = Type.Object(
  {
    ids: Type.Optional(
      Type.Array(Type.Integer({ minimum: 1 }), {
        minItems: 1,
        maxItems: 1000,
        description: 'The parcels collected; without it, all those still waiting',
      }),
    ),
  },
  { additionalProperties: false },
);
export const CollectPickupResult = Type.Object({
  id: Int,
  collected: Int,
  /** The orders now COLLECTED (for their manifest). */
  orderIds: Type.Array(Int),
  /** Parcels of the request still waiting (0: the request is collected). */
  remaining: Int,
});

/** An order concerned by a failed pickup (every order of a late request, the ones left of a partial one). */
export const FailedPickupOrder = Type.Object({
  id: Int,
  code: Type.String(),
  status: Type.String(),
  recipientName: Type.String(),
  price: Type.Integer({ description: 'COD in millimes' }),
});
/** One pickup request that went wrong. */
export const FailedPickup = Type.Object({
  id: Int,
  kind: Type.Union(FAILED_PICKUP_KINDS.map((k) => Type.Literal(k))),
  createdAt: Type.String(),
  collectedAt: NullableString,
  /** Parcels in the request, and the orders concerned. */
  parcels: Int,
  orders: Type.Array(FailedPickupOrder),
});
/** One client's failed pickups (GET /getReclamationPickups), with whom to call and where to go. */
export const ClientFailedPickups = Type.Object({
  ...PickupPlace,
  requests: Type.Array(FailedPickup),
});
export const FailedPickupsPage = Page(ClientFailedPickups);

const Lang = Type.Union(
  ['fr', 'en', 'ar'].map((l) => Type.Literal(l)),
  { default: 'fr', description: 'Language of the labels (names and addresses print as written)' },
);
/** GET /v1/order/voucher query: `ids` as the spec has it, a comma list. */
export const VoucherQuery = Type.Object(
  {
    ids: Type.String({
      pattern: '^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9})*$',
      // Room for VOUCHER_MAX_ORDERS ids of up to 10 digits; the count is checked after parsing.
      maxLength: VOUCHER_MAX_ORDERS * 11,
      description: 'Order ids joined by commas (at most 1,000)',
      examples: ['12,15,18'],
    }),
    layout: Type.Union(
      VOUCHER_LAYOUTS.map((l) => Type.Literal(l)),
      {
        default: 'a4',
        description: 'a4: four A6 slips per A4 page; thermal: one 100 × 150 mm label per page',
      },
    ),
    lang: Lang,
  },
  { additionalProperties: false },
);
/** GET /v1/order/manifest query: the selected orders (an empty selection answers `manifest.no-items`). */
export const ManifestQuery = Type.Object(
  {
    ids: Type.Optional(
      Type.String({
        pattern: '^([1-9][0-9]{0,9}(,[1-9][0-9]{0,9})*)?$',
        maxLength: VOUCHER_MAX_ORDERS * 11,
        description: 'Order ids joined by commas (at most 1,000)',
        examples: ['12,15,18'],
      }),
    ),
    lang: Lang,
  },
  { additionalProperties: false },
);

export type ClientPickup = Static<typeof ClientPickup>;
export type StaffPickup = Static<typeof StaffPickup>;
export type StaffPickupOrder = Static<typeof StaffPickupOrder>;
export type PickupsQuery = Static<typeof PickupsQuery>;
export type PickupsOfTheDayQuery = Static<typeof PickupsOfTheDayQuery>;
export type CollectPickupRequest = Static<typeof CollectPickupBody>;
export type CollectPickupResult = Static<typeof CollectPickupResult>;
export type FailedPickupOrder = Static<typeof FailedPickupOrder>;
export type FailedPickup = Static<typeof FailedPickup>;
export type ClientFailedPickups = Static<typeof ClientFailedPickups>;
export type VoucherQuery = Static<typeof VoucherQuery>;
export type ManifestQuery = Static<typeof ManifestQuery>;

import { Type, type Static } from '@sinclair/typebox';
import { WHEEL_URL_REFUSALS, WHEEL_URL_STATES } from '@wolvo/shared/contracts';

const Int = Type.Integer();
const Str = Type.String();
const Nullable = <T extends ReturnType<typeof Type.String>>(t: T) => Type.Union([Type.Null(), t]);
const Text = (maxLength: number) => Type.String({ maxLength });

/** Link ids: 22 URL-safe characters (128 random bits); the demo's older ids are a little longer. */
export const UrlIdParam = Type.Object({ urlId: Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' }) });
export type UrlIdParam = Static<typeof UrlIdParam>;
export const WheelIdParam = Type.Object({ wheelId: Type.String({ pattern: '^[1-9][0-9]{0,9}$' }) });
export type WheelIdParam = Static<typeof WheelIdParam>;
export const WheelUrlParams = Type.Object({
  wheelId: Type.String({ pattern: '^[1-9][0-9]{0,9}$' }),
  urlId: Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' }),
});
export type WheelUrlParams = Static<typeof WheelUrlParams>;
export const WheelDeleteUrlParams = Type.Object({
  wheelId: Type.String({ pattern: '^[1-9][0-9]{0,9}$' }),
  id: Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' }),
});
export type WheelDeleteUrlParams = Static<typeof WheelDeleteUrlParams>;

// Bounds here only stop abuse; the rules (2 to 12 items, weights 1 to 1000) answer their own messages.
const ItemInput = Type.Object(
  {
    id: Type.Optional(Type.Integer({ minimum: 1 })),
    title: Text(60),
    value: Text(60),
    probability: Type.Number(),
  },
  { additionalProperties: false },
);
export const AddWheelBody = Type.Object(
  {
    name: Text(80),
    active: Type.Optional(Type.Boolean()),
    items: Type.Array(ItemInput, { maxItems: 50 }),
  },
  { additionalProperties: false },
);
export type AddWheelBody = Static<typeof AddWheelBody>;
export const EditWheelBody = Type.Partial(AddWheelBody, { additionalProperties: false });
export type EditWheelBody = Static<typeof EditWheelBody>;

const UrlCounts = Type.Object(
  Object.fromEntries(WHEEL_URL_STATES.map((s) => [s, Int])) as Record<
    (typeof WHEEL_URL_STATES)[number],
    typeof Int
  >,
);
const Item = Type.Object({ id: Int, title: Str, value: Str, probability: Int });
const SummaryFields = {
  id: Int,
  name: Str,
  active: Type.Boolean(),
  createdAt: Str,
  updatedAt: Str,
  urls: UrlCounts,
  participants: Int,
};
export const WheelSummaryList = Type.Array(Type.Object({ ...SummaryFields, items: Int }));
export const WheelDetailSchema = Type.Object({ ...SummaryFields, items: Type.Array(Item) });
export const WheelUrlSchema = Type.Object({
  id: Str,
  state: Type.Union(WHEEL_URL_STATES.map((s) => Type.Literal(s))),
  createdAt: Str,
  expiresAt: Str,
  url: Str,
});
const Page = <T extends ReturnType<typeof Type.Object>>(item: T) =>
  Type.Object({ items: Type.Array(item), page: Int, total: Int, totalPages: Int });
export const WheelUrlPage = Page(WheelUrlSchema);
export const ParticipantSchema = Type.Object({
  id: Int,
  urlId: Str,
  visitorId: Str,
  device: Nullable(Str),
  browser: Nullable(Str),
  wonTitle: Nullable(Str),
  wonValue: Nullable(Str),
  hasPlayed: Type.Boolean(),
  expired: Type.Boolean(),
  detailsSaved: Type.Boolean(),
  fullname: Nullable(Str),
  phone: Nullable(Str),
  governorate: Nullable(Str),
  delegation: Nullable(Str),
  address: Nullable(Str),
  createdAt: Str,
  withdrawnAt: Nullable(Str),
});
export const ParticipantPage = Page(ParticipantSchema);
export const PageQuery = Type.Object(
  {
    offset: Type.Integer({ minimum: 0, default: 0 }),
    limit: Type.Integer({ minimum: 1, maximum: 100, default: 10 }),
  },
  { additionalProperties: false },
);
export type PageQuery = Static<typeof PageQuery>;

export const VerificationSchema = Type.Object({
  valid: Type.Boolean(),
  reason: Type.Union([Type.Null(), ...WHEEL_URL_REFUSALS.map((r) => Type.Literal(r))]),
});
export const PreviewSchema = Type.Object({
  name: Str,
  items: Type.Array(Type.Object({ id: Int, title: Str })),
});
export const PlayBody = Type.Object(
  {
    urlId: Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' }),
    visitorId: Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' }),
  },
  { additionalProperties: false },
);
export type PlayBody = Static<typeof PlayBody>;
export const PlayResult = Type.Object({
  item: Type.Object({ id: Int, title: Str, value: Str }),
});
export const SaveBody = Type.Object(
  {
    urlId: Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' }),
    fullname: Text(100),
    phone: Text(30),
    governorate: Text(60),
    delegation: Text(60),
    address: Text(1000),
  },
  { additionalProperties: false },
);
export type SaveBody = Static<typeof SaveBody>;

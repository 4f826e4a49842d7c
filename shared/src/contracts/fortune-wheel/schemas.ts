// The fortune wheel's wire shapes: the single source of the API's validation and answers (its routes use
// these objects) and, through `Static<>`, of every TypeScript type of them in the API and the browser.
import { Type, type Static } from '@sinclair/typebox';
import { WHEEL_PROBABILITY_MAX, WHEEL_PROBABILITY_MIN } from '../constants';
import {
  WHEEL_MAX_ITEMS,
  WHEEL_MESSAGES as M,
  WHEEL_MIN_ITEMS,
  WHEEL_URL_REFUSALS,
  WHEEL_URL_STATES,
} from '../wheel';

const Int = Type.Integer();
const Str = Type.String();
const Nullable = <T extends ReturnType<typeof Type.String>>(t: T) => Type.Union([Type.Null(), t]);
const Text = (maxLength: number) => Type.String({ maxLength });
const Numeric = Type.String({ pattern: '^[1-9][0-9]{0,9}$' });
/** Link ids: 22 URL-safe characters (128 random bits); the demo's older ids are a little longer. */
const LinkId = Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' });

/** `/get/:id`, `/edit/:id`, `/delete/:id`. */
export const IdParam = Type.Object({ id: Numeric });
export const UrlIdParam = Type.Object({ urlId: LinkId });
export const WheelIdParam = Type.Object({ wheelId: Numeric });
export const WheelUrlParams = Type.Object({ wheelId: Numeric, urlId: LinkId });
export const WheelDeleteUrlParams = Type.Object({ wheelId: Numeric, id: LinkId });

// The wire's bounds only stop abuse; the rules (2 to 12 items, weights 1 to 1000) are WheelRules below.
const ItemInput = Type.Object(
  {
    /** An id keeps an existing item, none adds one. */
    id: Type.Optional(Type.Integer({ minimum: 1 })),
    title: Text(60),
    value: Text(60),
    probability: Type.Number(),
  },
  { additionalProperties: false },
);
/** POST /add. */
export const AddWheelBody = Type.Object(
  {
    name: Text(80),
    active: Type.Optional(Type.Boolean()),
    items: Type.Array(ItemInput, { maxItems: 50 }),
  },
  { additionalProperties: false },
);
/** PUT /edit/{id}: the fields sent (`{ active: false }` alone disables the wheel). */
export const EditWheelBody = Type.Partial(AddWheelBody, { additionalProperties: false });

/**
 * The rules of a wheel's fields, each failure named by its field with the message key the API answers
 * (`items.1.probability: wheel.item.probability`): the API checks a body with them after the wire's
 * validation, and the editor's form uses them as its resolver, so the browser says the server's rule in
 * the server's words. `errorMessage` is the key (`ruleErrorsOf` in `./rules`).
 */
const Filled = (errorMessage: string) => Type.String({ pattern: '\\S', errorMessage });
const ItemRules = Type.Object({
  id: Type.Optional(Type.Integer()),
  title: Filled(M.itemRequired),
  value: Filled(M.itemRequired),
  probability: Type.Integer({
    minimum: WHEEL_PROBABILITY_MIN,
    maximum: WHEEL_PROBABILITY_MAX,
    errorMessage: M.probability,
  }),
});
export const WheelRules = Type.Object({
  name: Filled(M.nameRequired),
  active: Type.Optional(Type.Boolean()),
  items: Type.Array(ItemRules, {
    minItems: WHEEL_MIN_ITEMS,
    maxItems: WHEEL_MAX_ITEMS,
    errorMessage: M.itemCount,
  }),
});
/** PUT /edit: only the fields sent are checked. */
export const WheelEditRules = Type.Partial(WheelRules);

const UrlCounts = Type.Object(
  Object.fromEntries(WHEEL_URL_STATES.map((s) => [s, Int])) as Record<
    (typeof WHEEL_URL_STATES)[number],
    typeof Int
  >,
);
export const WheelItem = Type.Object({ id: Int, title: Str, value: Str, probability: Int });
const SummaryFields = {
  id: Int,
  name: Str,
  active: Type.Boolean(),
  createdAt: Str,
  updatedAt: Str,
  /** Links by state, and how many were played. */
  urls: UrlCounts,
  participants: Int,
};
export const WheelSummary = Type.Object({ ...SummaryFields, items: Int });
export const WheelSummaryList = Type.Array(WheelSummary);
export const WheelDetail = Type.Object({ ...SummaryFields, items: Type.Array(WheelItem) });
export const WheelUrl = Type.Object({
  id: Str,
  state: Type.Union(WHEEL_URL_STATES.map((s) => Type.Literal(s))),
  createdAt: Str,
  expiresAt: Str,
  /** The page a customer opens: `${PUBLIC_URL}/{lang}/roulette/{id}`. */
  url: Str,
});
const Page = <T extends ReturnType<typeof Type.Object>>(item: T) =>
  Type.Object({ items: Type.Array(item), page: Int, total: Int, totalPages: Int });
export const WheelUrlPage = Page(WheelUrl);
export const WheelParticipant = Type.Object({
  id: Int,
  urlId: Str,
  visitorId: Str,
  device: Nullable(Str),
  browser: Nullable(Str),
  /** The prize as it was when drawn (an item edited later does not change it). */
  wonTitle: Nullable(Str),
  wonValue: Nullable(Str),
  hasPlayed: Type.Boolean(),
  /** The link had expired (a visitor arrived too late). */
  expired: Type.Boolean(),
  detailsSaved: Type.Boolean(),
  fullname: Nullable(Str),
  phone: Nullable(Str),
  governorate: Nullable(Str),
  delegation: Nullable(Str),
  address: Nullable(Str),
  createdAt: Str,
  /** When the merchant marked the prize handed over (POST /{wheelId}/withdraw-status/{urlId}). */
  withdrawnAt: Nullable(Str),
});
export const ParticipantPage = Page(WheelParticipant);
export const WheelPageQuery = Type.Object(
  {
    offset: Type.Integer({ minimum: 0, default: 0 }),
    limit: Type.Integer({ minimum: 1, maximum: 100, default: 10 }),
  },
  { additionalProperties: false },
);
export const ExportQuery = Type.Object(
  { lang: Type.Optional(Type.Union((['fr', 'en', 'ar'] as const).map((l) => Type.Literal(l)))) },
  { additionalProperties: false },
);

/** GET /verify-url/{urlId}: whether a link can be played, or why not. */
export const WheelUrlVerification = Type.Object({
  valid: Type.Boolean(),
  reason: Type.Union([Type.Null(), ...WHEEL_URL_REFUSALS.map((r) => Type.Literal(r))]),
});
/** GET /preview/{urlId}: the wheel's name and items' titles, nothing else of the merchant. */
export const WheelPreview = Type.Object({
  name: Str,
  items: Type.Array(Type.Object({ id: Int, title: Str })),
});
/** POST /play. `visitorId`: a random id the visitor's browser keeps, to tell returning visitors apart. */
export const WheelPlayBody = Type.Object(
  { urlId: LinkId, visitorId: LinkId },
  { additionalProperties: false },
);
export const WheelPlayResult = Type.Object({
  item: Type.Object({ id: Int, title: Str, value: Str }),
});
/** POST /save: the winner's details, once per play. */
export const WheelSaveBody = Type.Object(
  {
    urlId: LinkId,
    fullname: Text(100),
    phone: Text(30),
    governorate: Text(60),
    delegation: Text(60),
    address: Text(1000),
  },
  { additionalProperties: false },
);
/** 204: nothing. */
export const NoContent = Type.Null();

export type WheelItem = Static<typeof WheelItem>;
export type WheelItemInput = Static<typeof ItemInput>;
export type WheelSummary = Static<typeof WheelSummary>;
export type WheelDetail = Static<typeof WheelDetail>;
export type WheelUrl = Static<typeof WheelUrl>;
export type WheelParticipant = Static<typeof WheelParticipant>;
export type WheelBody = Static<typeof AddWheelBody>;
export type WheelEditBody = Static<typeof EditWheelBody>;
export type WheelPageQuery = Static<typeof WheelPageQuery>;
export type WheelUrlVerification = Static<typeof WheelUrlVerification>;
export type WheelPreview = Static<typeof WheelPreview>;
export type WheelPlayBody = Static<typeof WheelPlayBody>;
export type WheelPlayResult = Static<typeof WheelPlayResult>;
export type WheelSaveBody = Static<typeof WheelSaveBody>;

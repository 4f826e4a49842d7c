// The dashboards' wire shapes (spec sections 2 and 7): dashboard alpha (orders per status over a period,
// for a client or, for staff, every client or one) and the partner dashboard (per delivery partner: parcels
// handed over, their statuses in the partner's wording, cash collected and what it still owes). The single
// source of the API's validation and answers and of their TypeScript types. Money in millimes.
import { Type, type Static } from '@sinclair/typebox';

const Int = Type.Integer();
const Str = Type.String();
const Millimes = Type.Integer({ description: 'Millimes' });
const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'yyyy-MM-dd (UTC day)' });
/** Without dates: the last 7 days. */
const Range = { from: Type.Optional(Day), to: Type.Optional(Day) };

/** Query of GET /v1/order/getDashboardAlpha. */
export const DashboardAlphaQuery = Type.Object(
  {
    ...Range,
    clientId: Type.Optional(
      Type.Integer({ minimum: 1, description: 'Staff only: one client (a client sees its own)' }),
    ),
  },
  { additionalProperties: false },
);
export type DashboardAlphaQuery = Static<typeof DashboardAlphaQuery>;

/** How many orders created in the period are in one status now. */
export const DashboardStatusCount = Type.Object({ status: Str, count: Int });
export type DashboardStatusCount = Static<typeof DashboardStatusCount>;

/** A client staff may pick in dashboard alpha's client filter (its main company, or its admin's name). */
export const DashboardClientOption = Type.Object({ id: Int, name: Str });
export type DashboardClientOption = Static<typeof DashboardClientOption>;

/** GET /v1/order/getDashboardAlpha: orders created between `from` and `to` (UTC days) per status. */
export const DashboardAlpha = Type.Object({
  from: Str,
  to: Str,
  /** The client counted: the caller's own for a client, the filter (or null: every client) for staff. */
  clientId: Type.Union([Type.Null(), Int]),
  total: Int,
  /** Statuses with at least one order, in the order of `ORDER_STATUSES`. */
  statuses: Type.Array(DashboardStatusCount),
  /** Staff only: the clients of the filter. */
  clients: Type.Optional(Type.Array(DashboardClientOption)),
});
export type DashboardAlpha = Static<typeof DashboardAlpha>;

/** Query of GET /v1/order/getDashboardPartner. */
export const DashboardPartnerQuery = Type.Object(
  { ...Range, deliveryCompanyId: Type.Optional(Type.Integer({ minimum: 1 })) },
  { additionalProperties: false },
);
export type DashboardPartnerQuery = Static<typeof DashboardPartnerQuery>;

/** Parcels of one partner in one status and one partner wording (null: no update from the partner yet). */
export const DashboardPartnerStatus = Type.Object({
  status: Str,
  partnerStatus: Type.Union([Type.Null(), Str]),
  count: Int,
});
export type DashboardPartnerStatus = Static<typeof DashboardPartnerStatus>;

/** One delivery partner on the partner dashboard. */
export const DashboardPartnerRow = Type.Object({
  deliveryCompanyId: Int,
  name: Str,
  /** Parcels created in the period and handed to this partner. */
  handedOver: Int,
  delivered: Int,
  /** Cash collected on the delivered ones among them. */
  deliveredCod: Millimes,
  /** Today's debt, whatever the period: delivered parcels whose cash the partner has not remitted. */
  owed: Millimes,
  owedOrders: Int,
  statuses: Type.Array(DashboardPartnerStatus),
});
export type DashboardPartnerRow = Static<typeof DashboardPartnerRow>;

/** GET /v1/order/getDashboardPartner. */
export const DashboardPartner = Type.Object({
  from: Str,
  to: Str,
  partners: Type.Array(DashboardPartnerRow),
  totals: Type.Object({
    handedOver: Int,
    delivered: Int,
    deliveredCod: Millimes,
    owed: Millimes,
  }),
});
export type DashboardPartner = Static<typeof DashboardPartner>;

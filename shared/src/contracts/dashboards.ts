/**
 * Dashboards (spec sections 2 and 7): dashboard alpha (orders per status over a period, for a client or,
 * for staff, every client or one) and the partner dashboard (per delivery partner: parcels handed over,
 * their statuses in the partner's wording, cash collected and what it still owes). Money in millimes.
 */
import type { OrderStatus } from './orders';

/** Statuses whose cash the recipient paid: the parcel was delivered (and maybe remitted and billed). */
export const DELIVERED_COD_STATUSES: readonly OrderStatus[] = [
  'DELIVERED',
  'PAID_TO_WOLVO',
  'PAID_TO_SENDER',
];

/** How many orders created in the period are in one status now. */
export interface DashboardStatusCount {
  status: string;
  count: number;
}

/** A client staff may pick in dashboard alpha's client filter. */
export interface DashboardClientOption {
  id: number;
  /** The client's main company, or its admin's name when it has none. */
  name: string;
}

/** GET /v1/order/getDashboardAlpha response: orders created between `from` and `to` (UTC days) per status. */
export interface DashboardAlpha {
  from: string;
  to: string;
  /** The client counted: the caller's own for a client, the filter (or null: every client) for staff. */
  clientId: number | null;
  total: number;
  /** Statuses with at least one order, in the order of `ORDER_STATUSES`. */
  statuses: DashboardStatusCount[];
  /** Staff only: the clients of the filter. */
  clients?: DashboardClientOption[];
}

/** Parcels of one partner in one status and one partner wording. */
export interface DashboardPartnerStatus {
  status: string;
  /** The partner's own wording of its last update (null: no update from the partner yet). */
  partnerStatus: string | null;
  count: number;
}

/** One delivery partner on the partner dashboard. */
export interface DashboardPartnerRow {
  deliveryCompanyId: number;
  name: string;
  /** Parcels created in the period and handed to this partner. */
  handedOver: number;
  /** Cash collected on the delivered ones among them. */
  deliveredCod: number;
  delivered: number;
  /** Today's debt, whatever the period: delivered parcels whose cash the partner has not remitted. */
  owed: number;
  owedOrders: number;
  statuses: DashboardPartnerStatus[];
}

/** GET /v1/order/getDashboardPartner response. */
export interface DashboardPartner {
  from: string;
  to: string;
  partners: DashboardPartnerRow[];
  totals: { handedOver: number; delivered: number; deliveredCod: number; owed: number };
}

import type { OrderStatus } from './orders-constants';

/** Header carrying a delivery partner's status-feed key. */
export const PARTNER_KEY_HEADER = 'x-partner-key';

/** Updates one feed call may carry. */
export const MAX_PARTNER_UPDATES = 500;

/** Statuses a delivery partner may report: the parcel's road from the hub to the recipient and back. */
export const PARTNER_FEED_STATUSES = [
  'CONSOLE_TO_LOCATION',
  'CONSOLE_IN_BOUND',
  'IN_TRANSIT',
  'IN_TRANSIT_SECOND_TRY',
  'IN_TRANSIT_THIRD_TRY',
  'IN_TRANSIT_N_TRY',
  'RETURNED_TRY_ISSUE',
  'DELIVERED',
  'RETURN_TO_SENDER',
  'IN_TRANSIT_TO_SENDER',
  'DELIVERED_TO_SENDER',
] as const satisfies readonly OrderStatus[];
/** One status a partner may report. */
export type PartnerFeedStatus = (typeof PARTNER_FEED_STATUSES)[number];

/** Why an update was refused (message keys). */
export const PARTNER_FEED_MESSAGES = {
  /** Unknown code, or an order assigned to another partner (the two are not told apart). */
  notAssigned: 'partner.order-not-assigned',
  /** The order has not been collected from the merchant yet. */
  notCollected: 'partner.order-not-collected',
  /** The order's journey is over (back with the merchant, or settled). */
  closed: 'partner.order-closed',
  assigned: 'partner.orders-assigned',
  /** Finance: a parcel in a remittance that is not a delivered one of that partner. */
  notDue: 'partner.order-not-due',
  remittanceRecorded: 'partner.remittance-recorded',
  inactive: 'delivery-company.inactive',
} as const;

/** One status change a partner reports. */
export interface PartnerStatusUpdate {
  /** The partner's unique id of this update: sending it again changes nothing. */
  idempotencyKey: string;
  /** The order code printed on the slip. */
  orderCode: string;
  status: PartnerFeedStatus;
  /** The partner's own wording of the status, shown to staff. */
  partnerStatus: string;
  location?: string | null;
  note?: string | null;
}

/** POST /v1/partner/status-updates body. */
export interface PartnerStatusUpdatesRequest {
  updates: PartnerStatusUpdate[];
}

/** What became of one update, in the order sent. */
export interface PartnerStatusUpdateResult {
  idempotencyKey: string;
  result: 'accepted' | 'duplicate' | 'refused';
  /** For a refused update: a `PARTNER_FEED_MESSAGES` key. */
  reason?: string;
}

/** POST /v1/partner/status-updates response. */
export interface PartnerStatusUpdatesResponse {
  results: PartnerStatusUpdateResult[];
}

/**
 * Pickups (spec sections 2, 5, 7): a merchant asks for its printed parcels to be picked up; staff see the
 * requests of the day and mark them collected. Money in integer millimes.
 */
export const PICKUP_STATES = ['REQUESTED', 'COLLECTED'] as const;
export type PickupState = (typeof PICKUP_STATES)[number];

/** Order statuses a pickup may be asked for: the slip is printed and nobody asked yet. */
export const PICKUP_READY_STATUSES = ['READY', 'BP_PRINTED', 'PRINTED_N_TIMES'] as const;

/** One pickup request as its merchant sees it (GET /v1/order/getClientPickups). */
export interface ClientPickup {
  id: number;
  state: PickupState;
  createdAt: string;
  collectedAt: string | null;
  /** Parcels in the request and the cash to collect on them. */
  parcels: number;
  cod: number;
}

/** One pickup request as staff see it (GET /v1/order/getCommercialPickupsOfTheDay). */
export interface StaffPickup extends ClientPickup {
  clientId: number;
  clientName: string;
  company: string;
  /** Where to pick up: the client's address, governorate (`delegation`) and delegation (`city`). */
  pickupAddress: string | null;
  delegation: string | null;
  city: string | null;
  phone1: string | null;
  phone2: string | null;
  /** The request's parcels: those still AWAITING_COLLECTION may be marked collected. */
  orders: StaffPickupOrder[];
}

/** One parcel of a staff pickup. */
export interface StaffPickupOrder {
  id: number;
  code: string;
  recipientName: string;
  /** COD in millimes. */
  price: number;
  status: string;
  /** When the parcel was collected (its first COLLECTED movement), null while it waits. */
  collectedAt: string | null;
}

/** PUT /v1/order/pickup/{id}/collect body: the parcels collected; without `ids`, all still waiting. */
export interface CollectPickupRequest {
  ids?: number[];
}

/** PUT /v1/order/pickup/{id}/collect answer. */
export interface CollectPickupResult {
  id: number;
  collected: number;
  /** The orders now COLLECTED (for their manifest). */
  orderIds: number[];
  /** Parcels of the request still waiting (0: the request is collected). */
  remaining: number;
}

export const PICKUP_MESSAGES = {
  noOrders: 'pickup.no-orders',
  notFound: 'pickup.not-found',
  alreadyCollected: 'pickup.already-collected',
  orderNotWaiting: 'pickup.order-not-waiting',
  notPrinted: 'order.not-printed',
  alreadyRequested: 'order.pickup-already-requested',
} as const;

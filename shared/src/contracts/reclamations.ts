/**
 * Reclamations between a client and the provider's staff (spec sections 3, 7): a client files one about
 * one of its orders or in general; staff answer it and close it. Each side is told by a notification
 * (ADD_RECLAMATION to staff, UPDATE_RECLAMATION to the client).
 */
export const RECLAMATION_STATES = ['OPEN', 'RESOLVED'] as const;
export type ReclamationState = (typeof RECLAMATION_STATES)[number];

/** Longest description or answer, in characters. */
export const RECLAMATION_TEXT_MAX = 2000;

// The reclamation, its list and its bodies are TypeBox schemas in `./reclamation/schemas.ts`
// (`@wolvo/shared/contracts/reclamation`); their types are re-exported by the barrel.

/** Why a pickup request went wrong: nobody came a day after it was asked, or some parcels were left. */
export const FAILED_PICKUP_KINDS = ['NOT_COLLECTED', 'PARTIAL'] as const;
export type FailedPickupKind = (typeof FAILED_PICKUP_KINDS)[number];

/** A request is late when it is still to collect this long after it was made. */
export const PICKUP_LATE_AFTER_MS = 24 * 60 * 60 * 1000;

/** An order concerned by a failed pickup (every order of a late request, the ones left of a partial one). */
export interface FailedPickupOrder {
  id: number;
  code: string;
  status: string;
  recipientName: string;
  price: number;
}

/** One pickup request that went wrong. */
export interface FailedPickup {
  id: number;
  kind: FailedPickupKind;
  createdAt: string;
  collectedAt: string | null;
  /** Parcels in the request, and the orders concerned. */
  parcels: number;
  orders: FailedPickupOrder[];
}

/** One client's failed pickups (GET /v1/order/getReclamationPickups), with whom to call and where to go. */
export interface ClientFailedPickups {
  clientId: number;
  clientName: string;
  company: string;
  pickupAddress: string | null;
  delegation: string | null;
  city: string | null;
  phone1: string | null;
  phone2: string | null;
  requests: FailedPickup[];
}

export const RECLAMATION_MESSAGES = {
  notFound: 'reclamation.not-found',
  descriptionRequired: 'reclamation.description-required',
  responseRequired: 'reclamation.response-required',
  orderNotFound: 'order.not-found',
  userNotFound: 'user.not-found',
} as const;

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

// A client's failed pickups (GET /v1/order/getReclamationPickups) are TypeBox schemas in
// `./pickups/schemas.ts`; their types are re-exported by the barrel.

export const RECLAMATION_MESSAGES = {
  notFound: 'reclamation.not-found',
  descriptionRequired: 'reclamation.description-required',
  responseRequired: 'reclamation.response-required',
  orderNotFound: 'order.not-found',
  userNotFound: 'user.not-found',
} as const;

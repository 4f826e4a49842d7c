/**
 * Pickups (spec sections 2, 5, 7): a merchant asks for its printed parcels to be picked up; staff see the
 * requests of the day and mark them collected. Money in integer millimes.
 */
export const PICKUP_STATES = ['REQUESTED', 'COLLECTED'] as const;
export type PickupState = (typeof PICKUP_STATES)[number];

/** Order statuses a pickup may be asked for: the slip is printed and nobody asked yet. */
export const PICKUP_READY_STATUSES = ['READY', 'BP_PRINTED', 'PRINTED_N_TIMES'] as const;

// The requests, their lists and bodies are TypeBox schemas in `./pickups/schemas.ts`
// (`@wolvo/shared/contracts/pickups`); their types are re-exported by the barrel.

export const PICKUP_MESSAGES = {
  noOrders: 'pickup.no-orders',
  notFound: 'pickup.not-found',
  alreadyCollected: 'pickup.already-collected',
  orderNotWaiting: 'pickup.order-not-waiting',
  notPrinted: 'order.not-printed',
  alreadyRequested: 'order.pickup-already-requested',
} as const;

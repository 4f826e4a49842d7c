import type * as base from '../fr/pickup';

/** Texts of the client's pickups page (`orders` namespace, `pickup.` keys). */

export const pickupTexts: typeof base.pickupTexts = {
  ready: 'Parcels ready for pickup',
  'ready-help': 'Parcels whose slip is printed. Select them, then ask for their pickup.',
  'no-ready': 'No printed parcel waiting: print slips from the orders of the day.',
  'select-all': 'Select the parcels of the page',
  select: 'Select parcel {{code}}',
  request_one: 'Request pickup ({{count}} parcel)',
  request_other: 'Request pickup ({{count}} parcels)',
  requested_one: 'Pickup requested for {{count}} parcel.',
  requested_other: 'Pickup requested for {{count}} parcels.',
  requests: 'My pickup requests',
  'no-requests': 'No request yet.',
  col: {
    code: 'Parcel',
    recipient: 'Recipient',
    city: 'Destination',
    price: 'Price',
    status: 'Status',
    date: 'Requested',
    parcels: 'Parcels',
    cod: 'To collect',
    state: 'State',
    collected: 'Collected',
  },
  'card-parcels': 'Parcels: {{count}}',
  'card-collected': 'Collected: {{date}}',
  state: { REQUESTED: 'Requested', COLLECTED: 'Collected' },
  failed: 'The list could not be loaded.',
  retry: 'Try again',
};

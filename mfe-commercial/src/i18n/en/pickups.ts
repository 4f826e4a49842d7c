import type * as base from '../fr/pickups';

/** Texts of the staff's pickups of the day (`commercial` namespace, `pickups.` keys). */

export const pickupsTexts: typeof base.pickupsTexts = {
  day: 'Collected on',
  help: 'Requests to collect, whatever their date (partly collected: the parcels left are to collect), then every request with a parcel collected on the chosen day; the manifest lists the parcels collected that day.',
  empty: 'No pickup to do.',
  col: {
    client: 'Client',
    address: 'Pickup address',
    phones: 'Phones',
    parcels: 'Parcels',
    cod: 'To collect',
    requested: 'Requested',
    state: 'State',
    action: 'Action',
  },
  state: {
    REQUESTED: 'To collect',
    COLLECTED: 'Collected',
    PARTLY: 'Partly collected {{collected}}/{{total}}',
  },
  map: 'See on the map',
  'map-label': 'See on the map: the address of {{name}} (new tab)',
  collect: 'Mark collected',
  'collect-title': 'Pickup of {{name}} done?',
  'collect-text':
    'Tick the parcels the courier took: they become collected; the others stay to collect.',
  'collect-all': 'All parcels ({{count}})',
  'collect-parcels': 'Parcels to collect',
  'collect-chosen_one': '{{count}} of {{total}} parcels chosen',
  'collect-chosen_other': '{{count}} of {{total}} parcels chosen',
  'collect-none': 'Choose one parcel at least.',
  'collect-some_one': 'Mark {{count}} parcel collected',
  'collect-some_other': 'Mark {{count}} parcels collected',
  'on-day_one': '{{count}} collected this day',
  'on-day_other': '{{count}} collected this day',
  'collect-already_one':
    '{{count}} of {{total}} parcels already collected: only the others are offered.',
  'collect-already_other':
    '{{count}} of {{total}} parcels already collected: only the others are offered.',
  manifest: 'Manifest',
  'manifest-label': 'Print the manifest of the collected parcels of {{name}}',
  collected_one: '{{count}} parcel collected.',
  collected_other: '{{count}} parcels collected.',
  cancel: 'Cancel',
  failed: 'The pickups could not be loaded.',
  retry: 'Try again',
};

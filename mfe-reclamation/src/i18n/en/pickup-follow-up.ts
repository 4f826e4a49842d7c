import type * as base from '../fr/pickup-follow-up';

/** Texts of the staff's pickup follow-up (`reclamation` namespace, `pickupFollowUp.` keys). */

export const pickupFollowUpTexts: typeof base.pickupFollowUpTexts = {
  help: 'Pickup requests still not collected a day later, and those collected in part, per client.',
  empty: { title: 'No failed pickup', text: 'Every pickup asked for was done.' },
  failed: 'The pickup follow-up could not be loaded.',
  retry: 'Try again',
  address: 'Pickup address',
  phones: 'Phones',
  call: 'Call {{phone}}',
  request: 'Request no. {{id}} of {{date}}',
  collected: 'collected on {{date}}',
  kind: { NOT_COLLECTED: 'Not collected', PARTIAL: 'Collected in part' },
  concerned_one: '{{count}} of {{parcels}} parcels concerned',
  concerned_other: '{{count}} of {{parcels}} parcels concerned',
  col: { code: 'Code', recipient: 'Recipient', status: 'Status', cod: 'Amount' },
};

/** Texts of the staff's pickup follow-up (`reclamation` namespace, `pickupFollowUp.` keys). */

export const pickupFollowUpTexts = {
  help: 'Les demandes de ramassage toujours pas ramassées un jour après, et celles ramassées en partie, par client.',
  empty: {
    title: 'Aucun ramassage en souffrance',
    text: 'Tous les ramassages demandés sont faits.',
  },
  failed: 'Impossible de charger le suivi des ramassages.',
  retry: 'Réessayer',
  address: 'Adresse de ramassage',
  phones: 'Téléphones',
  call: 'Appeler le {{phone}}',
  request: 'Demande n° {{id}} du {{date}}',
  collected: 'ramassée le {{date}}',
  kind: { NOT_COLLECTED: 'Non ramassée', PARTIAL: 'Ramassée en partie' },
  concerned_one: '{{count}} colis concerné sur {{parcels}}',
  concerned_other: '{{count}} colis concernés sur {{parcels}}',
  col: { code: 'Code', recipient: 'Destinataire', status: 'Statut', cod: 'Montant' },
};

export type PickupFollowUpTexts = typeof pickupFollowUpTexts;

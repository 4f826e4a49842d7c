/** Texts of the client's pickups page (`orders` namespace, `pickup.` keys). */

export const pickupTexts = {
  ready: 'Colis prêts à ramasser',
  'ready-help':
    'Les colis dont le bordereau est imprimé. Sélectionnez-les puis demandez leur ramassage.',
  'no-ready':
    'Aucun colis imprimé en attente : imprimez les bordereaux depuis les commandes du jour.',
  'select-all': 'Sélectionner les colis de la page',
  select: 'Sélectionner le colis {{code}}',
  request_one: 'Demander le ramassage ({{count}} colis)',
  request_other: 'Demander le ramassage ({{count}} colis)',
  requested_one: 'Ramassage demandé pour {{count}} colis.',
  requested_other: 'Ramassage demandé pour {{count}} colis.',
  requests: 'Mes demandes de ramassage',
  'no-requests': 'Aucune demande pour l’instant.',
  col: {
    code: 'Colis',
    recipient: 'Destinataire',
    city: 'Destination',
    price: 'Prix',
    status: 'État',
    date: 'Demandé le',
    parcels: 'Colis',
    cod: 'À encaisser',
    state: 'État',
    collected: 'Ramassé le',
  },
  'card-parcels': 'Colis : {{count}}',
  'card-collected': 'Ramassé le : {{date}}',
  state: { REQUESTED: 'Demandé', COLLECTED: 'Ramassé' },
  failed: 'Impossible de charger la liste.',
  retry: 'Réessayer',
};

export type PickupTexts = typeof pickupTexts;

/** Texts of the staff's pickups of the day (`commercial` namespace, `pickups.` keys). */

export const pickupsTexts = {
  day: 'Ramassés le',
  help: 'Les demandes à ramasser, quelle que soit leur date (ramassées en partie : les colis restants sont à ramasser), puis chaque demande dont un colis a été ramassé le jour choisi ; le manifeste liste les colis ramassés ce jour-là.',
  empty: 'Aucun ramassage à faire.',
  col: {
    client: 'Client',
    address: 'Adresse de ramassage',
    phones: 'Téléphones',
    parcels: 'Colis',
    cod: 'À encaisser',
    requested: 'Demandé le',
    state: 'État',
    action: 'Action',
  },
  state: {
    REQUESTED: 'À ramasser',
    COLLECTED: 'Ramassé',
    PARTLY: 'Ramassé en partie {{collected}}/{{total}}',
  },
  map: 'Voir sur la carte',
  'map-label': 'Voir sur la carte : l’adresse de {{name}} (nouvel onglet)',
  collect: 'Marquer ramassé',
  'collect-title': 'Ramassage de {{name}} fait ?',
  'collect-text':
    'Cochez les colis que le livreur a pris : ils passent à l’état ramassé ; les autres restent à ramasser.',
  'collect-all': 'Tous les colis ({{count}})',
  'collect-parcels': 'Colis à ramasser',
  'collect-chosen_one': '{{count}} colis choisi sur {{total}}',
  'collect-chosen_other': '{{count}} colis choisis sur {{total}}',
  'collect-none': 'Choisissez au moins un colis.',
  'collect-some_one': 'Marquer {{count}} colis ramassé',
  'collect-some_other': 'Marquer {{count}} colis ramassés',
  'on-day_one': '{{count}} ramassé ce jour',
  'on-day_other': '{{count}} ramassés ce jour',
  'collect-already_one':
    '{{count}} colis sur {{total}} déjà ramassé : seuls les autres sont proposés.',
  'collect-already_other':
    '{{count}} colis sur {{total}} déjà ramassés : seuls les autres sont proposés.',
  manifest: 'Manifeste',
  'manifest-label': 'Imprimer le manifeste des colis ramassés de {{name}}',
  collected_one: '{{count}} colis ramassé.',
  collected_other: '{{count}} colis ramassés.',
  cancel: 'Annuler',
  failed: 'Impossible de charger les ramassages.',
  retry: 'Réessayer',
};

export type PickupsTexts = typeof pickupsTexts;

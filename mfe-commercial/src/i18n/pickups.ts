/** Texts of the staff's pickups of the day (`commercial` namespace, `pickups.` keys). */
const fr = {
  day: 'Ramassés le',
  help: 'Les demandes à ramasser, quelle que soit leur date, puis celles ramassées le jour choisi.',
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
  state: { REQUESTED: 'À ramasser', COLLECTED: 'Ramassé' },
  map: 'Voir sur la carte',
  'map-label': 'Voir sur la carte : l’adresse de {{name}} (nouvel onglet)',
  collect: 'Marquer ramassé',
  'collect-title': 'Ramassage de {{name}} fait ?',
  'collect-text': 'Ses {{count}} colis passent à l’état ramassé.',
  collected: '{{count}} colis ramassés.',
  cancel: 'Annuler',
  failed: 'Impossible de charger les ramassages.',
  retry: 'Réessayer',
};

export type PickupsTexts = typeof fr;

const en: PickupsTexts = {
  day: 'Collected on',
  help: 'Requests to collect, whatever their date, then those collected on the chosen day.',
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
  state: { REQUESTED: 'To collect', COLLECTED: 'Collected' },
  map: 'See on the map',
  'map-label': 'See on the map: the address of {{name}} (new tab)',
  collect: 'Mark collected',
  'collect-title': 'Pickup of {{name}} done?',
  'collect-text': 'Its {{count}} parcels become collected.',
  collected: '{{count}} parcels collected.',
  cancel: 'Cancel',
  failed: 'The pickups could not be loaded.',
  retry: 'Try again',
};

const ar: PickupsTexts = {
  day: 'المستلمة في',
  help: 'الطلبات التي تنتظر الاستلام أيًّا كان تاريخها، ثم تلك المستلمة في اليوم المختار.',
  empty: 'لا يوجد استلام للقيام به.',
  col: {
    client: 'الحريف',
    address: 'عنوان الاستلام',
    phones: 'الهواتف',
    parcels: 'الطرود',
    cod: 'المبلغ المحصَّل',
    requested: 'تاريخ الطلب',
    state: 'الحالة',
    action: 'إجراء',
  },
  state: { REQUESTED: 'في انتظار الاستلام', COLLECTED: 'تم الاستلام' },
  map: 'عرض على الخريطة',
  'map-label': 'عرض على الخريطة: عنوان {{name}} (علامة تبويب جديدة)',
  collect: 'تسجيل الاستلام',
  'collect-title': 'هل تم استلام طرود {{name}}؟',
  'collect-text': 'تصبح طروده الـ {{count}} مستلمة.',
  collected: 'تم استلام {{count}} طرود.',
  cancel: 'إلغاء',
  failed: 'تعذّر تحميل عمليات الاستلام.',
  retry: 'إعادة المحاولة',
};

export const pickupsTexts = { fr, en, ar };

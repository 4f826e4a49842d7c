/** Texts of the client's pickups page (`orders` namespace, `pickup.` keys). */
const fr = {
  ready: 'Colis prêts à ramasser',
  'ready-help':
    'Les colis dont le bordereau est imprimé. Sélectionnez-les puis demandez leur ramassage.',
  'no-ready':
    'Aucun colis imprimé en attente : imprimez les bordereaux depuis les commandes du jour.',
  'select-all': 'Sélectionner les colis de la page',
  select: 'Sélectionner le colis {{code}}',
  request: 'Demander le ramassage ({{count}} colis)',
  requested: 'Ramassage demandé pour {{count}} colis.',
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

export type PickupTexts = typeof fr;

const en: PickupTexts = {
  ready: 'Parcels ready for pickup',
  'ready-help': 'Parcels whose slip is printed. Select them, then ask for their pickup.',
  'no-ready': 'No printed parcel waiting: print slips from the orders of the day.',
  'select-all': 'Select the parcels of the page',
  select: 'Select parcel {{code}}',
  request: 'Request pickup ({{count}} parcels)',
  requested: 'Pickup requested for {{count}} parcels.',
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

const ar: PickupTexts = {
  ready: 'طرود جاهزة للاستلام',
  'ready-help': 'الطرود التي طُبع وصلها. اخترها ثم اطلب استلامها.',
  'no-ready': 'لا توجد طرود مطبوعة في الانتظار: اطبع الوصولات من طلبيات اليوم.',
  'select-all': 'اختيار طرود الصفحة',
  select: 'اختيار الطرد {{code}}',
  request: 'طلب الاستلام ({{count}} طرود)',
  requested: 'تم طلب استلام {{count}} طرود.',
  requests: 'طلبات الاستلام',
  'no-requests': 'لا توجد طلبات بعد.',
  col: {
    code: 'الطرد',
    recipient: 'المستلم',
    city: 'الوجهة',
    price: 'السعر',
    status: 'الحالة',
    date: 'تاريخ الطلب',
    parcels: 'الطرود',
    cod: 'المبلغ المحصَّل',
    state: 'الحالة',
    collected: 'تاريخ الاستلام',
  },
  'card-parcels': 'الطرود: {{count}}',
  'card-collected': 'تاريخ الاستلام: {{date}}',
  state: { REQUESTED: 'مطلوب', COLLECTED: 'تم الاستلام' },
  failed: 'تعذّر تحميل القائمة.',
  retry: 'إعادة المحاولة',
};

export const pickupTexts = { fr, en, ar };

/** Texts of the exchange-results page (`orders` namespace, `exchange-results.` keys). */
const fr = {
  intro: 'Les échanges et contre-échanges de la période, avec la commande que chacun remplace.',
  add: 'Ajouter un échange',
  column: {
    order: 'Échange',
    recipient: 'Destinataire',
    status: 'Statut',
    price: 'Prix (dt)',
    returning: 'Marchandise reprise',
    original: 'Commande d’origine',
    'original-status': 'Statut d’origine',
  },
  'no-original': 'Aucune',
  open: 'Ouvrir la commande {{code}}',
  empty: {
    title: 'Aucun échange',
    text: 'Aucun échange sur cette période. Changez la période ou ajoutez un échange.',
  },
  failed: 'Impossible de charger les échanges.',
  retry: 'Réessayer',
};

const en: typeof fr = {
  intro: 'Exchanges and counter-exchanges of the period, with the order each one replaces.',
  add: 'Add exchange',
  column: {
    order: 'Exchange',
    recipient: 'Recipient',
    status: 'Status',
    price: 'COD (dt)',
    returning: 'Merchandise taken back',
    original: 'Original order',
    'original-status': 'Original status',
  },
  'no-original': 'None',
  open: 'Open order {{code}}',
  empty: {
    title: 'No exchanges',
    text: 'No exchange in this period. Change the period or add an exchange.',
  },
  failed: 'The exchanges could not be loaded.',
  retry: 'Try again',
};

const ar: typeof fr = {
  intro: 'الاستبدالات والاستبدالات العكسية خلال الفترة، مع الطلبية التي يعوّضها كل منها.',
  add: 'إضافة استبدال',
  column: {
    order: 'الاستبدال',
    recipient: 'المستلم',
    status: 'الحالة',
    price: 'السعر (د.ت)',
    returning: 'البضاعة المسترجعة',
    original: 'الطلبية الأصلية',
    'original-status': 'حالة الأصلية',
  },
  'no-original': 'لا شيء',
  open: 'فتح الطلبية {{code}}',
  empty: {
    title: 'لا توجد استبدالات',
    text: 'لا يوجد أي استبدال في هذه الفترة. غيّر الفترة أو أضف استبدالاً.',
  },
  failed: 'تعذّر تحميل الاستبدالات.',
  retry: 'إعادة المحاولة',
};

/** exchange-results texts by language. */
export const exchangeResultsTexts = { fr, en, ar };

/** Texts of the add-exchange page (`orders` namespace, `add-exchange.` keys) and the spec's `validate-order.` keys. */
const fr = {
  intro:
    'Un échange remplace une commande livrée : le livreur apporte la nouvelle marchandise et reprend l’ancienne.',
  section: {
    original: 'Commande d’origine',
    pair: 'Échange enregistré',
  },
  search: {
    label: 'Commande à échanger',
    placeholder: 'N°, code ou téléphone',
    hint: 'Tapez au moins 2 caractères.',
    searching: 'Recherche…',
    none: 'Aucune commande trouvée',
  },
  validating: 'Vérification de la commande…',
  valid: 'Cette commande peut être échangée.',
  code: {
    NOT_DELIVERED: 'Seule une commande livrée peut être échangée.',
    SAME_ORDER: 'Une commande ne peut pas s’échanger elle-même.',
  },
  original: {
    recipient: 'Destinataire',
    merchandise: 'Marchandise livrée',
    price: 'Prix (dt)',
    status: 'Statut',
  },
  field: {
    returningMerchandise: 'Marchandise à reprendre',
    price: 'Nouveau prix contre remboursement (DT)',
  },
  hint: {
    returningMerchandise: 'Ce que le livreur rapporte au marchand.',
  },
  'choose-original': 'Choisissez d’abord la commande à échanger.',
  save: 'Enregistrer l’échange',
  reset: 'Vider le formulaire',
  saved: 'Échange {{code}} créé',
  failed: 'L’échange n’a pas été enregistré : vérifiez les champs signalés.',
  'add-another': 'Ajouter un autre échange',
  results: 'Résultats des échanges',
  pair: {
    new: 'Nouvelle commande (échange)',
    original: 'Commande d’origine',
    price: 'Prix (dt)',
    open: 'Ouvrir la commande {{code}}',
    returning: 'Reprise : {{merchandise}}',
    replaces: 'remplace',
  },
};

const en: typeof fr = {
  intro:
    'An exchange replaces a delivered order: the courier brings the new merchandise and takes the old one back.',
  section: {
    original: 'Original order',
    pair: 'Exchange saved',
  },
  search: {
    label: 'Order to exchange',
    placeholder: 'Number, code or phone',
    hint: 'Type at least 2 characters.',
    searching: 'Searching…',
    none: 'No order found',
  },
  validating: 'Checking the order…',
  valid: 'This order can be exchanged.',
  code: {
    NOT_DELIVERED: 'Only a delivered order can be exchanged.',
    SAME_ORDER: 'An order cannot exchange itself.',
  },
  original: {
    recipient: 'Recipient',
    merchandise: 'Delivered merchandise',
    price: 'COD (dt)',
    status: 'Status',
  },
  field: {
    returningMerchandise: 'Merchandise to take back',
    price: 'New cash on delivery (DT)',
  },
  hint: {
    returningMerchandise: 'What the courier brings back to the merchant.',
  },
  'choose-original': 'Choose the order to exchange first.',
  save: 'Save exchange',
  reset: 'Clear the form',
  saved: 'Exchange {{code}} created',
  failed: 'The exchange was not saved: check the marked fields.',
  'add-another': 'Add another exchange',
  results: 'Exchange results',
  pair: {
    new: 'New order (exchange)',
    original: 'Original order',
    price: 'COD (dt)',
    open: 'Open order {{code}}',
    returning: 'Taken back: {{merchandise}}',
    replaces: 'replaces',
  },
};

const ar: typeof fr = {
  intro: 'الاستبدال يعوّض طلبية تم تسليمها: يحمل المندوب البضاعة الجديدة ويسترجع القديمة.',
  section: {
    original: 'الطلبية الأصلية',
    pair: 'تم تسجيل الاستبدال',
  },
  search: {
    label: 'الطلبية المراد استبدالها',
    placeholder: 'الرقم أو الرمز أو الهاتف',
    hint: 'اكتب حرفين على الأقل.',
    searching: 'جارٍ البحث…',
    none: 'لم يتم العثور على أي طلبية',
  },
  validating: 'جارٍ التحقق من الطلبية…',
  valid: 'يمكن استبدال هذه الطلبية.',
  code: {
    NOT_DELIVERED: 'لا يمكن استبدال إلا طلبية تم تسليمها.',
    SAME_ORDER: 'لا يمكن لطلبية أن تستبدل نفسها.',
  },
  original: {
    recipient: 'المستلم',
    merchandise: 'البضاعة المسلّمة',
    price: 'السعر (د.ت)',
    status: 'الحالة',
  },
  field: {
    returningMerchandise: 'البضاعة المسترجعة',
    price: 'مبلغ الدفع عند الاستلام الجديد (د.ت)',
  },
  hint: {
    returningMerchandise: 'ما يعيده المندوب إلى التاجر.',
  },
  'choose-original': 'اختر أولاً الطلبية المراد استبدالها.',
  save: 'حفظ الاستبدال',
  reset: 'إفراغ الاستمارة',
  saved: 'تم إنشاء الاستبدال {{code}}',
  failed: 'لم يتم حفظ الاستبدال: تحقّق من الحقول المشار إليها.',
  'add-another': 'إضافة استبدال آخر',
  results: 'نتائج الاستبدالات',
  pair: {
    new: 'الطلبية الجديدة (استبدال)',
    original: 'الطلبية الأصلية',
    price: 'المبلغ (د.ت)',
    open: 'فتح الطلبية {{code}}',
    returning: 'المسترجع: {{merchandise}}',
    replaces: 'تعوّض',
  },
};

/** add-exchange texts by language. */
export const addExchangeTexts = { fr, en, ar };

const validateFr = {
  'exchange-not-found': 'Commande d’échange introuvable !',
  'exchange-has-relationship':
    'Cette commande a déjà été remplacée par un autre échange : elle ne peut pas l’être une seconde fois.',
  'exchange-failed': 'La validation de la commande d’échange a échoué.',
};

/** The spec's exchange-validation messages (`validate-order.` keys) by language. */
export const validateOrderTexts: Record<'fr' | 'en' | 'ar', typeof validateFr> = {
  fr: validateFr,
  en: {
    'exchange-not-found': 'Exchange order not found!',
    'exchange-has-relationship':
      'This order has already been replaced by another exchange: it cannot be exchanged twice.',
    'exchange-failed': 'Failed to validate the exchange order.',
  },
  ar: {
    'exchange-not-found': 'طلبية الاستبدال غير موجودة!',
    'exchange-has-relationship':
      'تم استبدال هذه الطلبية من قبل بطلبية أخرى: لا يمكن استبدالها مرة ثانية.',
    'exchange-failed': 'فشل التحقق من طلبية الاستبدال.',
  },
};

/** Texts of the add-exchange page (`orders` namespace, `add-exchange.` keys) and the spec's `validate-order.` keys. */
const fr = {
  intro:
    'Un échange remplace une commande livrée : le livreur apporte la nouvelle marchandise et reprend l’ancienne.',
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
  failed: 'L’échange n’a pas été enregistré : vérifiez les champs signalés.',
  'add-another': 'Ajouter un autre échange',
  results: 'Résultats des échanges',
  pair: {
    new: 'Nouvelle commande (échange)',
    original: 'Commande d’origine',
    price: 'Prix (dt)',
    open: 'Ouvrir la commande {{code}}',
    returning: 'Reprise : {{merchandise}}',
    replaces: 'remplace',
  },
  service: {
    label: 'Type d’échange',
  },
  counter: {
    intro:
      'Un contre-échange reprend une commande retournée à l’expéditeur : le livreur apporte la nouvelle marchandise et reprend la marchandise retournée.',
    search: 'Commande retournée à reprendre',
    merchandise: 'Marchandise retournée',
    valid: 'Cette commande retournée peut être reprise.',
    code: {
      NOT_RETURNED: 'Seule une commande retournée à l’expéditeur peut être reprise.',
      ALREADY_IN_USE: 'Cette commande est déjà reprise par un autre contre-échange.',
      SAME_ORDER: 'Une commande ne peut pas se reprendre elle-même.',
    },
    save: 'Enregistrer le contre-échange',
    saved: 'Contre-échange {{code}} créé',
    failed: 'Le contre-échange n’a pas été enregistré : vérifiez les champs signalés.',
    pair: {
      title: 'Contre-échange enregistré',
      new: 'Nouvelle commande (contre-échange)',
      original: 'Commande retournée',
      replaces: 'reprend',
    },
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
  service: {
    label: 'Kind of exchange',
  },
  counter: {
    intro:
      'A counter-exchange takes back an order returned to the sender: the courier brings the new merchandise and takes the returned one back.',
    search: 'Returned order to take back',
    merchandise: 'Returned merchandise',
    valid: 'This returned order can be taken back.',
    code: {
      NOT_RETURNED: 'Only an order returned to the sender can be taken back.',
      ALREADY_IN_USE: 'Another counter-exchange already takes this order back.',
      SAME_ORDER: 'An order cannot take itself back.',
    },
    save: 'Save counter-exchange',
    saved: 'Counter-exchange {{code}} created',
    failed: 'The counter-exchange was not saved: check the marked fields.',
    pair: {
      title: 'Counter-exchange saved',
      new: 'New order (counter-exchange)',
      original: 'Returned order',
      replaces: 'takes back',
    },
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
  service: {
    label: 'نوع الاستبدال',
  },
  counter: {
    intro:
      'الاستبدال العكسي يسترجع طلبية أُرجعت إلى المرسل: يحمل المندوب البضاعة الجديدة ويسترجع البضاعة المرتجعة.',
    search: 'الطلبية المرتجعة المراد استرجاعها',
    merchandise: 'البضاعة المرتجعة',
    valid: 'يمكن استرجاع هذه الطلبية المرتجعة.',
    code: {
      NOT_RETURNED: 'لا يمكن استرجاع إلا طلبية أُرجعت إلى المرسل.',
      ALREADY_IN_USE: 'هذه الطلبية مسترجعة بالفعل في استبدال عكسي آخر.',
      SAME_ORDER: 'لا يمكن لطلبية أن تسترجع نفسها.',
    },
    save: 'حفظ الاستبدال العكسي',
    saved: 'تم إنشاء الاستبدال العكسي {{code}}',
    failed: 'لم يتم حفظ الاستبدال العكسي: تحقّق من الحقول المشار إليها.',
    pair: {
      title: 'تم تسجيل الاستبدال العكسي',
      new: 'الطلبية الجديدة (استبدال عكسي)',
      original: 'الطلبية المرتجعة',
      replaces: 'تسترجع',
    },
  },
};

/** add-exchange texts by language. */
export const addExchangeTexts = { fr, en, ar };

const validateFr = {
  'exchange-not-found': 'Commande d’échange introuvable !',
  'exchange-has-relationship':
    'Cette commande a déjà été remplacée par un autre échange : elle ne peut pas l’être une seconde fois.',
  'exchange-failed': 'La validation de la commande d’échange a échoué.',
  'returning-not-found': 'Commande retournée introuvable !',
  'returning-failed': 'La validation de la commande retournée a échoué.',
};

/** The spec's exchange-validation messages (`validate-order.` keys) by language. */
export const validateOrderTexts: Record<'fr' | 'en' | 'ar', typeof validateFr> = {
  fr: validateFr,
  en: {
    'exchange-not-found': 'Exchange order not found!',
    'exchange-has-relationship':
      'This order has already been replaced by another exchange: it cannot be exchanged twice.',
    'exchange-failed': 'Failed to validate the exchange order.',
    'returning-not-found': 'Returning order not found!',
    'returning-failed': 'Failed to validate the returning order.',
  },
  ar: {
    'exchange-not-found': 'طلبية الاستبدال غير موجودة!',
    'exchange-has-relationship':
      'تم استبدال هذه الطلبية من قبل بطلبية أخرى: لا يمكن استبدالها مرة ثانية.',
    'exchange-failed': 'فشل التحقق من طلبية الاستبدال.',
    'returning-not-found': 'الطلبية المرتجعة غير موجودة!',
    'returning-failed': 'فشل التحقق من الطلبية المرتجعة.',
  },
};

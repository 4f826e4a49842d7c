/** Texts of the edit-order dialog (`orders` namespace, `edit-order.` keys); field labels are add-order's. */
const fr = {
  edit: 'Modifier',
  'edit-row': 'Modifier la commande {{code}}',
  title: 'Modifier la commande {{code}}',
  intro: 'Seuls les champs modifiés sont envoyés. Les champs marqués * sont obligatoires.',
  'printed-warning':
    'Le bordereau a déjà été imprimé : après la modification, il faudra le réimprimer.',
  loading: 'Chargement de la commande…',
  'load-failed': 'La commande n’a pas pu être chargée.',
  retry: 'Réessayer',
  'no-change': 'Aucune modification à enregistrer.',
  save: 'Enregistrer',
  cancel: 'Annuler',
};

const en: typeof fr = {
  edit: 'Edit',
  'edit-row': 'Edit order {{code}}',
  title: 'Edit order {{code}}',
  intro: 'Only the fields you change are sent. Fields marked * are required.',
  'printed-warning':
    'The delivery slip was already printed: after this change it must be reprinted.',
  loading: 'Loading the order…',
  'load-failed': 'The order could not be loaded.',
  retry: 'Retry',
  'no-change': 'Nothing changed yet.',
  save: 'Save',
  cancel: 'Cancel',
};

const ar: typeof fr = {
  edit: 'تعديل',
  'edit-row': 'تعديل الطلبية {{code}}',
  title: 'تعديل الطلبية {{code}}',
  intro: 'تُرسل الحقول التي تغيّرها فقط. الحقول المعلّمة بـ * إلزامية.',
  'printed-warning': 'تمت طباعة وصل التسليم: بعد هذا التعديل يجب إعادة طباعته.',
  loading: 'جارٍ تحميل الطلبية…',
  'load-failed': 'تعذّر تحميل الطلبية.',
  retry: 'إعادة المحاولة',
  'no-change': 'لا توجد تغييرات بعد.',
  save: 'حفظ',
  cancel: 'إلغاء',
};

export const editOrderTexts = { fr, en, ar };

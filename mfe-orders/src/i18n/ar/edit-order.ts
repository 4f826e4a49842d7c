import type * as base from '../fr/edit-order';

/** Texts of the edit-order dialog (`orders` namespace, `edit-order.` keys); field labels are add-order's. */

export const editOrderTexts: typeof base.editOrderTexts = {
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

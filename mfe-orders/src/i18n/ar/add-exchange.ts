import type * as base from '../fr/add-exchange';

/** Texts of the add-exchange page (`orders` namespace, `add-exchange.` keys) and the spec's `validate-order.` keys. */

/** add-exchange texts by language. */
export const addExchangeTexts: typeof base.addExchangeTexts = {
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

/** The spec's exchange-validation messages (`validate-order.` keys) by language. */
export const validateOrderTexts: typeof base.validateOrderTexts = {
  'exchange-not-found': 'طلبية الاستبدال غير موجودة!',
  'exchange-has-relationship':
    'تم استبدال هذه الطلبية من قبل بطلبية أخرى: لا يمكن استبدالها مرة ثانية.',
  'exchange-failed': 'فشل التحقق من طلبية الاستبدال.',
  'returning-not-found': 'الطلبية المرتجعة غير موجودة!',
  'returning-failed': 'فشل التحقق من الطلبية المرتجعة.',
};

/** Texts of users > clients (`team` namespace, under `clients.`). */

export const clientTexts = {
  search: 'بحث (الاسم، البريد الإلكتروني، الشركة)',
  'confirmed-filter': 'التأكيد',
  'active-filter': 'حالة الحساب',
  any: 'الكل',
  yes: 'نعم',
  no: 'لا',
  'filter-confirmed': { true: 'مؤكَّدون', false: 'غير مؤكَّدين' },
  'filter-active': { true: 'نشطون', false: 'معطَّلون' },
  column: {
    name: 'الحريف',
    email: 'البريد الإلكتروني',
    companies: 'الشركات',
    confirmed: 'مؤكَّد',
    active: 'نشط',
    created: 'تاريخ الإنشاء',
    actions: 'الإجراءات',
  },
  status: {
    confirmed: 'مؤكَّد',
    unconfirmed: 'غير مؤكَّد',
    active: 'نشط',
    inactive: 'معطَّل',
  },
  'actions-of': 'إجراءات {{name}}',
  activate: 'تفعيل الحساب',
  deactivate: 'تعطيل الحساب',
  'reset-password': 'إعادة تعيين كلمة المرور',
  row: {
    activate: 'تفعيل حساب {{name}}',
    deactivate: 'تعطيل حساب {{name}}',
    'reset-password': 'إعادة تعيين كلمة مرور {{name}}',
  },
  cancel: 'إلغاء',
  confirm: {
    activate: {
      title: 'تفعيل حساب {{name}}؟',
      text: 'سيتمكن الحريف وفريقه من تسجيل الدخول من جديد.',
    },
    deactivate: {
      title: 'تعطيل حساب {{name}}؟',
      text: 'سيتم تسجيل خروج الحريف وأعضاء فريقه عند طلبهم التالي ولن يتمكنوا من تسجيل الدخول.',
    },
    'reset-password': {
      title: 'إعادة تعيين كلمة مرور {{name}}؟',
      text: 'ستُنشأ كلمة مرور جديدة وتُعرض مرة واحدة فقط؛ ولن تعمل القديمة بعد الآن.',
    },
  },
  password: {
    title: 'كلمة المرور الجديدة لـ {{name}}',
    text: 'أرسلها إلى الحريف عبر قناة آمنة. لن تُعرض مجددًا بعد إغلاق هذه النافذة.',
    label: 'كلمة المرور',
    copy: 'نسخ كلمة المرور',
    copied: 'تم نسخ كلمة المرور.',
    'copy-failed': 'تعذّر النسخ: حدّد كلمة المرور وانسخها.',
    close: 'لقد دوّنت كلمة المرور',
  },
  empty: { title: 'لا يوجد حرفاء', text: 'لا يوجد حساب حريف يطابق هذه المعايير.' },
  failed: 'تعذّر تحميل الحرفاء.',
  retry: 'إعادة المحاولة',
};

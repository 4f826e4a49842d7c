import type * as base from '../fr/pickups';

/** Texts of the staff's pickups of the day (`commercial` namespace, `pickups.` keys). */

export const pickupsTexts: typeof base.pickupsTexts = {
  day: 'المستلمة في',
  help: 'الطلبات التي تنتظر الاستلام أيًّا كان تاريخها (المستلمة جزئيًا: الطرود الباقية تنتظر الاستلام)، ثم كل طلب استُلم أحد طروده في اليوم المختار؛ يضم البيان الطرود المستلمة في ذلك اليوم.',
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
  state: {
    REQUESTED: 'في انتظار الاستلام',
    COLLECTED: 'تم الاستلام',
    PARTLY: 'مستلم جزئيًا {{collected}}/{{total}}',
  },
  map: 'عرض على الخريطة',
  'map-label': 'عرض على الخريطة: عنوان {{name}} (علامة تبويب جديدة)',
  collect: 'تسجيل الاستلام',
  'collect-title': 'هل تم استلام طرود {{name}}؟',
  'collect-text': 'حدّد الطرود التي أخذها الموزّع: تصبح مستلمة، وتبقى الأخرى في انتظار الاستلام.',
  'collect-all': 'كل الطرود ({{count}})',
  'collect-parcels': 'الطرود المنتظرة للاستلام',
  'collect-chosen': 'تم اختيار {{count}} من {{total}} طرود',
  'collect-none': 'اختر طردًا واحدًا على الأقل.',
  'collect-some': 'تسجيل استلام {{count}}',
  'on-day': '{{count}} مستلمة في هذا اليوم',
  'collect-already': 'تم استلام {{count}} من {{total}} طرود: تُعرض الطرود الأخرى فقط.',
  manifest: 'البيان',
  'manifest-label': 'طباعة بيان الطرود المستلمة لـ {{name}}',
  ...{
    collected_zero: 'لم يُستلم أي طرد.',
    collected_two: 'تم استلام طردين.',
    collected_few: 'تم استلام {{count}} طرود.',
    collected_many: 'تم استلام {{count}} طردًا.',
  },
  collected_one: 'تم استلام طرد واحد.',
  collected_other: 'تم استلام {{count}} طرد.',
  cancel: 'إلغاء',
  failed: 'تعذّر تحميل عمليات الاستلام.',
  retry: 'إعادة المحاولة',
};

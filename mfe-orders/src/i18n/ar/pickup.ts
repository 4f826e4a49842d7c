import type * as base from '../fr/pickup';

/** Texts of the client's pickups page (`orders` namespace, `pickup.` keys). */

export const pickupTexts: typeof base.pickupTexts = {
  ready: 'طرود جاهزة للاستلام',
  'ready-help': 'الطرود التي طُبع وصلها. اخترها ثم اطلب استلامها.',
  'no-ready': 'لا توجد طرود مطبوعة في الانتظار: اطبع الوصولات من طلبيات اليوم.',
  'select-all': 'اختيار طرود الصفحة',
  select: 'اختيار الطرد {{code}}',
  ...{
    request_zero: 'طلب الاستلام ({{count}} طرد)',
    request_two: 'طلب الاستلام (طردان)',
    request_few: 'طلب الاستلام ({{count}} طرود)',
    request_many: 'طلب الاستلام ({{count}} طردًا)',
  },
  request_one: 'طلب الاستلام (طرد واحد)',
  request_other: 'طلب الاستلام ({{count}} طرد)',
  ...{
    requested_zero: 'لم يُطلب استلام أي طرد.',
    requested_two: 'تم طلب استلام طردين.',
    requested_few: 'تم طلب استلام {{count}} طرود.',
    requested_many: 'تم طلب استلام {{count}} طردًا.',
  },
  requested_one: 'تم طلب استلام طرد واحد.',
  requested_other: 'تم طلب استلام {{count}} طرد.',
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

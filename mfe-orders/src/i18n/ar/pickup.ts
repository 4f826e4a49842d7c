import type * as base from '../fr/pickup';

/** Texts of the client's pickups page (`orders` namespace, `pickup.` keys). */

export const pickupTexts: typeof base.pickupTexts = {
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

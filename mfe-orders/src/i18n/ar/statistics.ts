import type * as base from '../fr/statistics';

/** Texts of the statistics pages, orders and turnover (`orders` namespace, `statistics.` keys). */

export const statisticsTexts: typeof base.statisticsTexts = {
  failed: 'تعذّر تحميل الإحصائيات.',
  retry: 'إعادة المحاولة',
  empty: 'لا توجد طلبات في هذه الفترة.',
  'vs-previous': '{{change}} مقارنة بفترة المقارنة',
  'no-comparison': 'بدون مقارنة',
  group: {
    PREPARING: 'قيد التحضير',
    IN_DELIVERY: 'قيد التوصيل',
    DELIVERED: 'مسلَّمة',
    RETURNED: 'مرتجعة',
    CANCELLED: 'ملغاة',
  },
  orders: {
    total: 'الطلبات',
    delivered: 'المسلَّمة',
    rate: 'نسبة التسليم',
    'rate-help': 'المسلَّمة من بين الطلبات المسلَّمة أو المرتجعة',
    'delivery-days': 'متوسط مدة التسليم',
    'days-value': '{{days}} يوم',
    'per-day': 'الطلبات يوميًا',
    'per-day-summary':
      '{{total}} طلبات من {{from}} إلى {{to}}{{comparison}}. أكثر الأيام نشاطًا: {{peak}} بـ {{peakCount}} طلبات.',
    comparison: '، مقابل {{total}} في فترة المقارنة',
    'by-status': 'الطلبات حسب الحالة',
    'by-status-summary': 'طلبات الفترة حسب الحالة: {{list}}.',
    'by-governorate': 'الطلبات حسب الولاية',
    'by-governorate-summary': 'طلبات الفترة حسب ولاية المستلم: {{list}}.',
    governorate: 'الولاية',
    count: 'الطلبات',
  },
  turnover: {
    total: 'رقم المعاملات',
    delivered: 'الطرود المسلَّمة',
    basket: 'متوسط قيمة الطلب',
    'delivery-days': 'متوسط مدة التسليم',
    'per-day': 'رقم المعاملات يوميًا',
    'per-day-summary':
      'رقم معاملات الطرود المسلَّمة من {{from}} إلى {{to}}: {{total}}{{comparison}}.',
    comparison: '، مقابل {{total}} في فترة المقارنة',
    'by-governorate': 'رقم المعاملات حسب الولاية',
    'by-governorate-summary': 'رقم معاملات الفترة حسب الولاية: {{list}}.',
    governorate: 'الولاية',
    amount: 'رقم المعاملات',
  },
};

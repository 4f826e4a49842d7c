import type { RemoteTexts } from './fr';

/** Arabic texts of a remote's area while it loads or fails (`shell` namespace, `remote.*`). */
export const remote: RemoteTexts = {
  title: 'قسم «{{area}}» غير متاح',
  updating: 'قسم «{{area}}» قيد التحديث',
  retry: 'إعادة المحاولة',
  loading: 'جارٍ تحميل القسم…',
  name: {
    orders: 'الطلبيات',
    reclamation: 'الشكاوى',
    finance: 'المالية',
    commercial: 'التجاري',
    wheel: 'عجلة الحظ',
    team: 'الفريق',
  },
  reason: {
    config: 'هذا القسم غير مهيأ في هذه البيئة.',
    offline: 'الخدمة الخاصة بهذا القسم لا تستجيب. بقية التطبيق يعمل بشكل عادي.',
    timeout: 'هذا القسم يستغرق وقتًا طويلاً للاستجابة.',
    error: 'حدث خطأ في هذا القسم.',
    skew: 'أعد المحاولة بعد لحظات، فبقية التطبيق يعمل بشكل عادي.',
  },
};

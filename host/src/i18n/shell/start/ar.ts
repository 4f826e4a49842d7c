import type { ShellStartTexts } from './fr';

/** Arabic texts of the shell shown first on the login and public pages (`shell` namespace, loaded before the rest). */
export const ar: ShellStartTexts = {
  remote: {
    title: 'قسم «{{area}}» غير متاح',
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
    },
  },
  crash: {
    title: 'عذرًا، حدث خطأ ما',
    text: 'واجه التطبيق خطأً غير متوقع. أعد تحميل الصفحة أو حاول مرة أخرى.',
    reload: 'إعادة التحميل',
    'try-again': 'حاول مرة أخرى',
  },
  language: { label: 'اللغة', fr: 'Français', en: 'English', ar: 'العربية' },
  login: {
    title: 'تسجيل الدخول',
    subtitle: 'ادخل إلى لوحة تحكم Wolvo.',
    login: 'البريد الإلكتروني أو اسم المستخدم',
    password: 'كلمة المرور',
    'show-password': 'إظهار كلمة المرور',
    'hide-password': 'إخفاء كلمة المرور',
    consent: 'أوافق على شروط الاستخدام وسياسة حماية المعطيات.',
    'consent-required': 'يجب الموافقة على الشروط للمتابعة.',
    submit: 'دخول',
    failed: 'تعذر تسجيل الدخول.',
  },
  form: {
    required: 'لا يمكن ترك هذا الحقل فارغًا!',
    'email-invalid': 'بريد إلكتروني غير صالح.',
    save: 'حفظ',
  },
  version: {
    title: 'إصدار جديد متوفر',
    text: 'يتوفر إصدار جديد من Wolvo. أعد التحميل للحصول عليه، أو انتظر نحو 15 دقيقة ثم أعد التحميل.',
    later: 'لاحقًا',
    reload: 'تحديث الآن',
  },
};

import type { CrashTexts } from './fr';

/** Arabic texts of the crash screen (`shell` namespace, `crash.*`): every page shows them first. */
export const crash: CrashTexts = {
  title: 'عذرًا، حدث خطأ ما',
  text: 'واجه التطبيق خطأً غير متوقع. أعد تحميل الصفحة أو حاول مرة أخرى.',
  reload: 'إعادة التحميل',
  'try-again': 'حاول مرة أخرى',
};

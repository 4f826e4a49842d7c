import { crash } from '../crash/ar';
import type { ShellStartTexts } from './fr';

/** Arabic texts of the shell shown first on the login page (`shell` namespace, loaded before the rest). */
export const ar: ShellStartTexts = {
  crash,
  login: {
    title: 'تسجيل الدخول',
    subtitle: 'ادخل إلى لوحة تحكم Wolvo.',
    login: 'البريد الإلكتروني أو اسم المستخدم',
    password: 'كلمة المرور',
    'show-password': 'إظهار كلمة المرور',
    'hide-password': 'إخفاء كلمة المرور',
    consent: 'أوافق على شروط الاستخدام وسياسة حماية المعطيات.',
    submit: 'دخول',
  },
};

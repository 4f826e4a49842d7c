import type * as base from '../fr/roulette';

/** Texts of the public roulette page (`wheel` namespace, `roulette.` keys), apart so the page registers
 * only these and its title (`rouletteTranslations`), not every text of mfe-wheel.
 */

export const rouletteTexts: typeof base.rouletteTexts = {
  loading: 'جارٍ تحميل العجلة…',
  'wheel-label': 'عجلة الحظ: {{items}}',
  spin: 'أدِر العجلة',
  spinning: 'العجلة تدور…',
  won: 'ربحت:',
  'no-prize': 'لا حظ هذه المرة:',
  'no-prize-thanks': 'شكرًا على مشاركتك!',
  'claim-title': 'استلام جائزتك',
  'claim-intro': 'اترك معلوماتك: سيرسل لك البائع جائزتك.',
  fullname: 'الاسم الكامل',
  phone: 'الهاتف',
  governorate: 'الولاية',
  delegation: 'المعتمدية',
  address: 'العنوان',
  choose: 'اختر…',
  send: 'إرسال معلوماتي',
  thanks: 'شكرًا! تم حفظ معلوماتك. سيتصل بك البائع.',
  'invalid-title': 'لا يمكن لعب هذا الرابط',
  reason: {
    NOT_FOUND: 'هذا الرابط غير موجود. تحقق من الرابط الذي وصلك.',
    USED: 'تم لعب هذا الرابط بالفعل: كل رابط يُلعب مرة واحدة.',
    EXPIRED: 'انتهت صلاحية هذا الرابط: كان صالحًا لمدة أسبوع.',
    DISABLED: 'هذه العجلة لم تعد نشطة.',
  },
  failed: 'تعذّر تحميل العجلة.',
  retry: 'إعادة المحاولة',
  language: 'اللغة',
};

/** The roulette page's title (`pages.roulette.title`). */
export const rouletteTitle = 'جرّب حظك!';

/** What the public roulette page registers: its title and its texts, in the three languages. */
export const rouletteTranslations = {
  pages: { roulette: { title: rouletteTitle } },
  roulette: rouletteTexts,
};

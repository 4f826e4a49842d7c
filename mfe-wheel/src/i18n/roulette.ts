/** Texts of the public roulette page (`wheel` namespace, `roulette.` keys), apart so the page registers
 * only these and its title (`rouletteTranslations`), not every text of mfe-wheel.
 */
const fr = {
  loading: 'Chargement de la roue…',
  'wheel-label': 'Roue de la fortune : {{items}}',
  spin: 'Tourner la roue',
  spinning: 'La roue tourne…',
  won: 'Vous avez gagné :',
  'no-prize': 'Pas de chance cette fois :',
  'no-prize-thanks': 'Merci d’avoir joué !',
  'claim-title': 'Recevoir votre lot',
  'claim-intro': 'Laissez vos coordonnées : le vendeur vous fera parvenir votre lot.',
  fullname: 'Nom complet',
  phone: 'Téléphone',
  governorate: 'Gouvernorat',
  delegation: 'Délégation',
  address: 'Adresse',
  choose: 'Choisir…',
  send: 'Envoyer mes coordonnées',
  thanks: 'Merci ! Vos coordonnées sont enregistrées. Le vendeur vous contactera.',
  'invalid-title': 'Ce lien ne peut pas être joué',
  reason: {
    NOT_FOUND: 'Ce lien n’existe pas. Vérifiez le lien reçu.',
    USED: 'Ce lien a déjà été joué : chaque lien ne se joue qu’une fois.',
    EXPIRED: 'Ce lien a expiré : il était valable une semaine.',
    DISABLED: 'Cette roue n’est plus active.',
  },
  failed: 'La roue n’a pas pu être chargée.',
  retry: 'Réessayer',
  language: 'Langue',
};

export type RouletteTexts = typeof fr;

const en: RouletteTexts = {
  loading: 'Loading the wheel…',
  'wheel-label': 'Fortune wheel: {{items}}',
  spin: 'Spin the wheel',
  spinning: 'The wheel is spinning…',
  won: 'You won:',
  'no-prize': 'No luck this time:',
  'no-prize-thanks': 'Thank you for playing!',
  'claim-title': 'Receive your prize',
  'claim-intro': 'Leave your details: the seller will send you your prize.',
  fullname: 'Full name',
  phone: 'Phone',
  governorate: 'Governorate',
  delegation: 'Delegation',
  address: 'Address',
  choose: 'Choose…',
  send: 'Send my details',
  thanks: 'Thank you! Your details are saved. The seller will contact you.',
  'invalid-title': 'This link cannot be played',
  reason: {
    NOT_FOUND: 'This link does not exist. Check the link you received.',
    USED: 'This link has already been played: each link plays once.',
    EXPIRED: 'This link has expired: it was valid for one week.',
    DISABLED: 'This wheel is no longer active.',
  },
  failed: 'The wheel could not be loaded.',
  retry: 'Try again',
  language: 'Language',
};

const ar: RouletteTexts = {
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

export const rouletteTexts = { fr, en, ar };

/** The roulette page's title (`pages.roulette.title`). */
export const rouletteTitle = { fr: 'Tentez votre chance !', en: 'Try your luck!', ar: 'جرّب حظك!' };

/** What the public roulette page registers: its title and its texts, in the three languages. */
export const rouletteTranslations = {
  fr: { pages: { roulette: { title: rouletteTitle.fr } }, roulette: fr },
  en: { pages: { roulette: { title: rouletteTitle.en } }, roulette: en },
  ar: { pages: { roulette: { title: rouletteTitle.ar } }, roulette: ar },
};

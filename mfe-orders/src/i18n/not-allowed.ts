/** Texts of the state shown instead of a page the user may open but not use (`orders` namespace, `not-allowed.`). */
const fr = {
  title: 'Action non autorisée',
  ADD: 'Votre compte peut consulter les commandes mais pas en ajouter. Demandez cette autorisation à l’administrateur du compte.',
  back: 'Retour aux commandes du jour',
};

const en: typeof fr = {
  title: 'Action not allowed',
  ADD: 'Your account may view orders but not add them. Ask the account administrator for this permission.',
  back: 'Back to the orders of the day',
};

const ar: typeof fr = {
  title: 'إجراء غير مسموح به',
  ADD: 'يمكن لحسابك الاطلاع على الطلبيات دون إضافتها. اطلب هذا الإذن من مسؤول الحساب.',
  back: 'العودة إلى طلبيات اليوم',
};

/** not-allowed texts by language. */
export const notAllowedTexts = { fr, en, ar };

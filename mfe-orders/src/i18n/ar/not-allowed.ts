import type * as base from '../fr/not-allowed';

/** Texts of the state shown instead of a page the user may open but not use (`orders` namespace, `not-allowed.`). */

/** not-allowed texts by language. */
export const notAllowedTexts: typeof base.notAllowedTexts = {
  title: 'إجراء غير مسموح به',
  ADD: 'يمكن لحسابك الاطلاع على الطلبيات دون إضافتها. اطلب هذا الإذن من مسؤول الحساب.',
  back: 'العودة إلى طلبيات اليوم',
};

import type * as base from '../fr/pickup-follow-up';

/** Texts of the staff's pickup follow-up (`reclamation` namespace, `pickupFollowUp.` keys). */

// Arabic has six plural forms (zero, one, two, few, many, other).
// Arabic's extra plural forms (zero, two, few, many) on top of every French key.
const texts = {
  help: 'طلبات الاستلام التي لم تُستلم بعد يوم من طلبها، وتلك التي استُلمت جزئيًّا، حسب الحريف.',
  empty: { title: 'لا يوجد استلام متعثّر', text: 'تمت كل عمليات الاستلام المطلوبة.' },
  failed: 'تعذّر تحميل متابعة الاستلام.',
  retry: 'إعادة المحاولة',
  address: 'عنوان الاستلام',
  phones: 'الهواتف',
  call: 'الاتصال بالرقم {{phone}}',
  request: 'الطلب رقم {{id}} بتاريخ {{date}}',
  collected: 'استُلم في {{date}}',
  kind: { NOT_COLLECTED: 'لم يُستلم', PARTIAL: 'استُلم جزئيًّا' },
  concerned_zero: 'لا طرد معني من أصل {{parcels}}',
  concerned_one: 'طرد واحد معني من أصل {{parcels}}',
  concerned_two: 'طردان معنيّان من أصل {{parcels}}',
  concerned_few: '{{count}} طرود معنية من أصل {{parcels}}',
  concerned_many: '{{count}} طردًا معنيًّا من أصل {{parcels}}',
  concerned_other: '{{count}} طرد معني من أصل {{parcels}}',
  col: { code: 'الرمز', recipient: 'المرسل إليه', status: 'الحالة', cod: 'المبلغ' },
};

export const pickupFollowUpTexts: typeof base.pickupFollowUpTexts = texts;

import type * as base from '../fr/exchange-results';

/** Texts of the exchange-results page (`orders` namespace, `exchange-results.` keys). */

/** exchange-results texts by language. */
export const exchangeResultsTexts: typeof base.exchangeResultsTexts = {
  intro: 'الاستبدالات والاستبدالات العكسية خلال الفترة، مع الطلبية التي يعوّضها كل منها.',
  add: 'إضافة استبدال',
  column: {
    order: 'الاستبدال',
    recipient: 'المستلم',
    status: 'الحالة',
    price: 'السعر (د.ت)',
    returning: 'البضاعة المسترجعة',
    original: 'الطلبية الأصلية',
    'original-status': 'حالة الأصلية',
  },
  'no-original': 'لا شيء',
  open: 'فتح الطلبية {{code}}',
  empty: {
    title: 'لا توجد استبدالات',
    text: 'لا يوجد أي استبدال في هذه الفترة. غيّر الفترة أو أضف استبدالاً.',
  },
  failed: 'تعذّر تحميل الاستبدالات.',
  retry: 'إعادة المحاولة',
};

import type * as base from '../fr/dashboards';

/** Texts of dashboard alpha and the partner dashboard (`orders` namespace, `dashboards.` keys). */

// Arabic has six plural forms (zero, one, two, few, many, other).
// Arabic's extra plural forms (zero, two, few, many) on top of every French key.
const texts = {
  'intro-client':
    'طلبياتك المنشأة خلال الفترة حسب حالتها الحالية. تفتح كل حالة قائمة الطلبيات مصفّاة عليها.',
  'intro-client-counts': 'طلبياتك المنشأة خلال الفترة حسب حالتها الحالية.',
  'intro-staff': 'الطلبيات المنشأة خلال الفترة حسب حالتها الحالية، لكل الحرفاء أو لحريف واحد.',
  client: 'الحريف',
  'all-clients': 'كل الحرفاء',
  total: 'المجموع',
  'open-list': 'فتح القائمة المصفّاة',
  statuses: 'الطلبيات حسب الحالة',
  empty: 'لا توجد طلبيات خلال هذه الفترة.',
  failed: 'تعذّر تحميل لوحة القيادة.',
  retry: 'إعادة المحاولة',
  partner: {
    intro:
      'لكل شريك توصيل: الطرود المنشأة خلال الفترة والمسلّمة إليه، حالاتها بعبارة الشريك، المبالغ المحصّلة من الطرود المسلّمة وما يبقى عليه اليوم.',
    filter: 'الشريك',
    all: 'كل الشركاء',
    'handed-over': 'الطرود المسلّمة إليه',
    delivered: 'المسلّمة للمستلم',
    'delivered-cod': 'المحصّل (المسلّمة)',
    owed: 'المتبقّي عليه',
    'owed-help':
      'المتبقّي عليه: طرود مسلّمة لم يحوّل الشريك مبالغها بعد، إلى اليوم، مهما كانت الفترة.',
    'owed-orders_zero': 'لا طرود',
    'owed-orders_one': 'طرد واحد',
    'owed-orders_two': 'طردان',
    'owed-orders_few': '{{count}} طرود',
    'owed-orders_many': '{{count}} طردًا',
    'owed-orders_other': '{{count}} طرد',
    table: 'الأرقام حسب الشريك',
    name: 'الشريك',
    statuses: 'الحالات (عبارة الشريك)',
    'no-wording': 'دون تحديث من الشريك',
    'status-line': '{{wording}}: {{count}}',
    'no-parcels': 'لا طرود خلال الفترة',
    empty: 'لا يوجد شريك توصيل.',
    'empty-text': 'أضف شريكًا لمتابعة طروده هنا.',
    totals: 'المجموع',
    'chart-title': 'الطرود المسلّمة إلى كل شريك والمسلّمة للمستلم',
    'chart-summary': 'الطرود المسلّمة إلى كل شريك والمسلّمة للمستلم خلال الفترة: {{list}}.',
    'chart-item': '{{name}}، {{handedOver}} مسلّمة إليه، {{delivered}} مسلّمة للمستلم، {{cod}} محصّلة',
  },
};

export const dashboardTexts: typeof base.dashboardTexts = texts;

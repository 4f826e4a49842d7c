/** Texts of dashboard alpha and the partner dashboard (`orders` namespace, `dashboards.` keys). */
const fr = {
  'intro-client':
    'Vos commandes créées sur la période, par statut actuel. Un statut ouvre la liste des commandes filtrée.',
  'intro-client-counts': 'Vos commandes créées sur la période, par statut actuel.',
  'intro-staff':
    'Les commandes créées sur la période, par statut actuel, pour tous les clients ou un seul.',
  client: 'Client',
  'all-clients': 'Tous les clients',
  total: 'Total',
  'open-list': 'Ouvrir la liste filtrée',
  statuses: 'Commandes par statut',
  empty: 'Aucune commande sur cette période.',
  failed: 'Impossible de charger le tableau de bord.',
  retry: 'Réessayer',
  partner: {
    intro:
      'Par partenaire de livraison : les colis créés sur la période et qui lui sont confiés, leurs statuts avec le libellé du partenaire, l’argent encaissé sur les colis livrés et ce qu’il doit encore aujourd’hui.',
    filter: 'Partenaire',
    all: 'Tous les partenaires',
    'handed-over': 'Colis confiés',
    delivered: 'Livrés',
    'delivered-cod': 'Encaissé (livrés)',
    owed: 'Reste dû',
    'owed-help':
      'Reste dû : colis livrés dont le partenaire n’a pas encore remis l’argent, à ce jour, quelle que soit la période.',
    'owed-orders_one': '{{count}} colis',
    'owed-orders_other': '{{count}} colis',
    table: 'Chiffres par partenaire',
    name: 'Partenaire',
    statuses: 'Statuts (libellé du partenaire)',
    'no-wording': 'sans mise à jour du partenaire',
    'status-line': '{{wording}} : {{count}}',
    'no-parcels': 'Aucun colis sur la période',
    empty: 'Aucun partenaire de livraison.',
    'empty-text': 'Ajoutez un partenaire pour suivre ses colis ici.',
    totals: 'Total',
    'chart-title': 'Colis confiés et livrés par partenaire',
    'chart-summary': 'Colis confiés et livrés par partenaire sur la période : {{list}}.',
    'chart-item': '{{name}}, {{handedOver}} confiés, {{delivered}} livrés, {{cod}} encaissés',
  },
};

export type DashboardTexts = typeof fr;

const en: DashboardTexts = {
  'intro-client':
    'Your orders created in the period, by current status. A status opens the orders list filtered on it.',
  'intro-client-counts': 'Your orders created in the period, by current status.',
  'intro-staff': 'Orders created in the period, by current status, for every client or one.',
  client: 'Client',
  'all-clients': 'All clients',
  total: 'Total',
  'open-list': 'Open the filtered list',
  statuses: 'Orders by status',
  empty: 'No orders in this period.',
  failed: 'Could not load the dashboard.',
  retry: 'Try again',
  partner: {
    intro:
      'Per delivery partner: parcels created in the period and handed to it, their statuses with the partner’s wording, the cash collected on delivered parcels and what it still owes today.',
    filter: 'Partner',
    all: 'All partners',
    'handed-over': 'Handed over',
    delivered: 'Delivered',
    'delivered-cod': 'Collected (delivered)',
    owed: 'Still owed',
    'owed-help':
      'Still owed: delivered parcels whose cash the partner has not remitted yet, as of today, whatever the period.',
    'owed-orders_one': '{{count}} parcel',
    'owed-orders_other': '{{count}} parcels',
    table: 'Figures per partner',
    name: 'Partner',
    statuses: 'Statuses (partner’s wording)',
    'no-wording': 'no partner update',
    'status-line': '{{wording}}: {{count}}',
    'no-parcels': 'No parcels in the period',
    empty: 'No delivery partner.',
    'empty-text': 'Add a partner to follow its parcels here.',
    totals: 'Total',
    'chart-title': 'Parcels handed over and delivered per partner',
    'chart-summary': 'Parcels handed over and delivered per partner in the period: {{list}}.',
    'chart-item':
      '{{name}}, {{handedOver}} handed over, {{delivered}} delivered, {{cod}} collected',
  },
};

// Arabic has six plural forms (zero, one, two, few, many, other).
const ar = {
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

export const dashboardTexts: Record<'fr' | 'en' | 'ar', DashboardTexts> = { fr, en, ar };

import type * as base from '../fr/dashboards';

/** Texts of dashboard alpha and the partner dashboard (`orders` namespace, `dashboards.` keys). */

export const dashboardTexts: typeof base.dashboardTexts = {
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

import type * as base from '../fr/statistics';

/** Texts of the statistics pages, orders and turnover (`orders` namespace, `statistics.` keys). */

export const statisticsTexts: typeof base.statisticsTexts = {
  failed: 'The statistics could not be loaded.',
  retry: 'Try again',
  empty: 'No order in this period.',
  'vs-previous': '{{change}} against the comparison period',
  'no-comparison': 'No comparison',
  group: {
    PREPARING: 'Being prepared',
    IN_DELIVERY: 'Out for delivery',
    DELIVERED: 'Delivered',
    RETURNED: 'Returned',
    CANCELLED: 'Cancelled',
  },
  orders: {
    total: 'Orders',
    delivered: 'Delivered',
    rate: 'Delivery rate',
    'rate-help': 'delivered among the orders delivered or returned',
    'delivery-days': 'Average delivery time',
    'days-value': '{{days}} d',
    'per-day': 'Orders per day',
    'per-day-summary':
      '{{total}} orders from {{from}} to {{to}}{{comparison}}. Busiest day: {{peak}} with {{peakCount}} orders.',
    comparison: ', against {{total}} in the comparison period',
    'by-status': 'Orders by state',
    'by-status-summary': 'Orders of the period by state: {{list}}.',
    'by-governorate': 'Orders by governorate',
    'by-governorate-summary': "Orders of the period by the recipient's governorate: {{list}}.",
    governorate: 'Governorate',
    count: 'Orders',
  },
  turnover: {
    total: 'Turnover',
    delivered: 'Parcels delivered',
    basket: 'Average order value',
    'delivery-days': 'Average delivery time',
    'per-day': 'Turnover per day',
    'per-day-summary':
      'Turnover of the parcels delivered from {{from}} to {{to}}: {{total}}{{comparison}}.',
    comparison: ', against {{total}} in the comparison period',
    'by-governorate': 'Turnover by governorate',
    'by-governorate-summary': 'Turnover of the period by governorate: {{list}}.',
    governorate: 'Governorate',
    amount: 'Turnover',
  },
};

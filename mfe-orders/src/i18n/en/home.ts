import type * as base from '../fr/home';

/** Texts of the client home (`orders` namespace, `home.` keys). */

export const homeTexts: typeof base.homeTexts = {
  period: 'Last 30 days',
  'loading-label': 'Loading the dashboard',
  failed: 'The dashboard could not be loaded.',
  retry: 'Try again',
  empty: {
    title: 'Welcome!',
    text: 'Your figures will show here as soon as you have orders.',
    action: 'Add an order',
  },
  stock: {
    title: 'Stock at the hub',
    parcels_one: '{{count}} parcel at the hub',
    parcels_other: '{{count}} parcels at the hub',
    cod: '{{amount}} to collect',
  },
  api: {
    title: 'API orders',
    'to-confirm': 'to confirm',
    total_one: '{{count}} received in 30 days',
    total_other: '{{count}} received in 30 days',
  },
  turnover: {
    title: 'Turnover',
    delivered_one: '{{count}} parcel delivered in 30 days',
    delivered_other: '{{count}} parcels delivered in 30 days',
  },
  'delivery-days': {
    title: 'Average delivery time',
    value: '{{days}} d',
    none: '–',
    help: 'from pickup to delivery, last 30 days',
    'by-title': 'Delivery time by place',
    governorate: 'Governorate',
    delegation: 'Delegation',
    'by-label': 'Group by',
    days: 'Average days',
    delivered: 'Parcels delivered',
    empty: 'No delivery in the last 30 days.',
  },
  chart: {
    title: 'Delivered and returned',
    subtitle: 'Last 7 days compared with the 7 before',
    delivered: 'Delivered',
    returned: 'Returned',
    'delivered-previous': 'Delivered (previous 7 days)',
    'returned-previous': 'Returned (previous 7 days)',
    summary:
      'Parcels delivered and returned per day: {{delivered}} delivered and {{returned}} returned in the last 7 days, against {{deliveredBefore}} delivered and {{returnedBefore}} returned in the 7 days before.',
  },
  payments: {
    title: 'Payments',
    paid: 'Paid',
    unpaid: 'Pending',
    bills_one: '{{count}} bill',
    bills_other: '{{count}} bills',
    summary: 'Payments: {{paid}} paid, {{unpaid}} waiting for payment.',
    empty: 'No bill yet.',
    amount: 'Amount',
    status: 'State',
  },
  sources: {
    title: 'Where orders come from',
    subtitle: 'Last 30 days',
    summary: 'Orders of the last 30 days by source: {{list}}.',
    empty: 'No order in the last 30 days.',
    source: 'Source',
    orders: 'Orders',
  },
};

import type * as base from '../fr/exchange-results';

/** Texts of the exchange-results page (`orders` namespace, `exchange-results.` keys). */

/** exchange-results texts by language. */
export const exchangeResultsTexts: typeof base.exchangeResultsTexts = {
  intro: 'Exchanges and counter-exchanges of the period, with the order each one replaces.',
  add: 'Add exchange',
  column: {
    order: 'Exchange',
    recipient: 'Recipient',
    status: 'Status',
    price: 'COD (dt)',
    returning: 'Merchandise taken back',
    original: 'Original order',
    'original-status': 'Original status',
  },
  'no-original': 'None',
  open: 'Open order {{code}}',
  empty: {
    title: 'No exchanges',
    text: 'No exchange in this period. Change the period or add an exchange.',
  },
  failed: 'The exchanges could not be loaded.',
  retry: 'Try again',
};

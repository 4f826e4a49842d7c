import type * as base from '../fr/add-exchange';

/** Texts of the add-exchange page (`orders` namespace, `add-exchange.` keys) and the spec's `validate-order.` keys. */

/** add-exchange texts by language. */
export const addExchangeTexts: typeof base.addExchangeTexts = {
  intro:
    'An exchange replaces a delivered order: the courier brings the new merchandise and takes the old one back.',
  section: {
    original: 'Original order',
    pair: 'Exchange saved',
  },
  search: {
    label: 'Order to exchange',
    placeholder: 'Number, code or phone',
    hint: 'Type at least 2 characters.',
    searching: 'Searching…',
    none: 'No order found',
  },
  validating: 'Checking the order…',
  valid: 'This order can be exchanged.',
  code: {
    NOT_DELIVERED: 'Only a delivered order can be exchanged.',
    SAME_ORDER: 'An order cannot exchange itself.',
  },
  original: {
    recipient: 'Recipient',
    merchandise: 'Delivered merchandise',
    price: 'COD (dt)',
    status: 'Status',
  },
  field: {
    returningMerchandise: 'Merchandise to take back',
    price: 'New cash on delivery (DT)',
  },
  hint: {
    returningMerchandise: 'What the courier brings back to the merchant.',
  },
  'choose-original': 'Choose the order to exchange first.',
  save: 'Save exchange',
  reset: 'Clear the form',
  saved: 'Exchange {{code}} created',
  failed: 'The exchange was not saved: check the marked fields.',
  'add-another': 'Add another exchange',
  results: 'Exchange results',
  pair: {
    new: 'New order (exchange)',
    original: 'Original order',
    price: 'COD (dt)',
    open: 'Open order {{code}}',
    returning: 'Taken back: {{merchandise}}',
    replaces: 'replaces',
  },
  service: {
    label: 'Kind of exchange',
  },
  counter: {
    intro:
      'A counter-exchange takes back an order returned to the sender: the courier brings the new merchandise and takes the returned one back.',
    search: 'Returned order to take back',
    merchandise: 'Returned merchandise',
    valid: 'This returned order can be taken back.',
    code: {
      NOT_RETURNED: 'Only an order returned to the sender can be taken back.',
      ALREADY_IN_USE: 'Another counter-exchange already takes this order back.',
      SAME_ORDER: 'An order cannot take itself back.',
    },
    save: 'Save counter-exchange',
    saved: 'Counter-exchange {{code}} created',
    failed: 'The counter-exchange was not saved: check the marked fields.',
    pair: {
      title: 'Counter-exchange saved',
      new: 'New order (counter-exchange)',
      original: 'Returned order',
      replaces: 'takes back',
    },
  },
};

/** The spec's exchange-validation messages (`validate-order.` keys) by language. */
export const validateOrderTexts: typeof base.validateOrderTexts = {
  'exchange-not-found': 'Exchange order not found!',
  'exchange-has-relationship':
    'This order has already been replaced by another exchange: it cannot be exchanged twice.',
  'exchange-failed': 'Failed to validate the exchange order.',
  'returning-not-found': 'Returning order not found!',
  'returning-failed': 'Failed to validate the returning order.',
};

import type { OrderStatus } from '@wolvo/shared/contracts';

const FULFILMENT: OrderStatus[] = [
  'CREATED',
  'BP_PRINTED',
  'AWAITING_COLLECTION',
  'COLLECTED',
  'CONSOLE_TO_LOCATION',
  'CONSOLE_IN_BOUND',
  'IN_TRANSIT',
];

/** Full status paths an order may follow; a young order stops part-way along its path. */
export const LIFECYCLES: ReadonlyArray<readonly [string, readonly OrderStatus[], number]> = [
  ['delivered-paid', [...FULFILMENT, 'DELIVERED', 'PAID_TO_WOLVO', 'PAID_TO_SENDER'], 50],
  [
    'delivered-second-try',
    [...FULFILMENT, 'IN_TRANSIT_SECOND_TRY', 'DELIVERED', 'PAID_TO_WOLVO'],
    12,
  ],
  [
    'delivered-third-try',
    [...FULFILMENT, 'IN_TRANSIT_SECOND_TRY', 'IN_TRANSIT_THIRD_TRY', 'DELIVERED'],
    4,
  ],
  [
    'returned',
    [
      ...FULFILMENT,
      'IN_TRANSIT_SECOND_TRY',
      'RETURNED_TRY_ISSUE',
      'RETURN_TO_SENDER',
      'IN_TRANSIT_TO_SENDER',
      'DELIVERED_TO_SENDER',
      'RETURN_BILLED_TO_SENDER',
    ],
    12,
  ],
  [
    'returned-n-try',
    [
      ...FULFILMENT,
      'IN_TRANSIT_SECOND_TRY',
      'IN_TRANSIT_THIRD_TRY',
      'IN_TRANSIT_N_TRY',
      'RETURN_TO_SENDER',
      'IN_TRANSIT_TO_SENDER',
    ],
    3,
  ],
  ['cancelled', ['CREATED', 'CANCELLED'], 4],
  [
    'api-confirmed',
    [
      'API_ORDER_CREATED',
      'API_ORDER_CONFIRMED',
      'BP_PRINTED',
      'AWAITING_COLLECTION',
      'COLLECTED',
      'CONSOLE_IN_BOUND',
      'IN_TRANSIT',
      'DELIVERED',
      'PAID_TO_WOLVO',
    ],
    8,
  ],
  ['api-no-response', ['API_ORDER_CREATED', 'API_ORDER_NO_RESPONSE'], 2],
  ['api-cancelled', ['API_ORDER_CREATED', 'API_ORDER_CANCELLED'], 1],
  [
    'flagged',
    ['CREATED', 'ORDER_EDITED', 'BP_PRINTED', 'PRINTED_N_TIMES', 'AWAITING_COLLECTION'],
    2,
  ],
  [
    'not-serious',
    [
      'CREATED',
      'BP_PRINTED',
      'AWAITING_COLLECTION',
      'COLLECTED',
      'IN_TRANSIT',
      'RECIPIENT_NOT_SERIOUS',
      'RETURN_TO_SENDER',
    ],
    2,
  ],
];

/** Steps a status path needs about one per this many hours. */
export const HOURS_PER_STEP = 14;

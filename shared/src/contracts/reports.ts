/** Who decides on a report. */
export const DECISION_TYPES = ['WOLVO_DECISION', 'CLIENT_DECISION'] as const;
/** One decision type. */
export type DecisionType = (typeof DECISION_TYPES)[number];

/**
 * What makes an order faulty (spec sections 3 and 4: returned, stuck at the hub, damaged, lost, delayed,
 * reported). `RETURNED`: its status is one of the return statuses; `STILL_COLLECTED`: at the hub (collected
 * or in bound) for more than `HUB_STUCK_DAYS` days since its last movement; `DAMAGED`: sub-status damaged;
 * `LOST`: refunded (the parcel was paid for) without being marked damaged; `ORDER_PROBLEMS`: sub-status
 * problems; `DELAYED`: out for its third or later try; `REPORT`: an open report on it.
 */
export const FAULTY_KINDS = [
  'RETURNED',
  'STILL_COLLECTED',
  'DAMAGED',
  'LOST',
  'ORDER_PROBLEMS',
  'DELAYED',
  'REPORT',
] as const;
/** One reason an order is faulty. */
export type FaultyKind = (typeof FAULTY_KINDS)[number];

/** Statuses of a parcel that did not reach its recipient and goes, or went, back. */
export const RETURNED_STATUSES = [
  'RETURNED_TRY_ISSUE',
  'RECIPIENT_NOT_SERIOUS',
  'RETURN_TO_SENDER',
  'IN_TRANSIT_TO_SENDER',
  'DELIVERED_TO_SENDER',
  'RETURN_BILLED_TO_SENDER',
] as const;
/** Statuses of a parcel sitting at the hub. */
export const HUB_STATUSES = ['COLLECTED', 'CONSOLE_IN_BOUND'] as const;
/** Days at the hub after which a parcel counts as stuck (STILL_COLLECTED). */
export const HUB_STUCK_DAYS = 3;
/** Statuses of a parcel late enough to be faulty: its third or later delivery try. */
export const DELAYED_STATUSES = ['IN_TRANSIT_THIRD_TRY', 'IN_TRANSIT_N_TRY'] as const;

/** Report table page sizes and default (spec section 9). */
export const REPORT_PAGE_SIZES = [5, 10, 20, 30, 100] as const;
export const REPORT_DEFAULT_PAGE_SIZE = 5;
/** Report and decision texts are cut at this many characters in tables. */
export const REPORT_TRUNCATE_AT = 40;
/** Longest report or decision text accepted. */
export const REPORT_TEXT_MAX = 2000;

// A faulty order and its page are TypeBox schemas of `./order-report/schemas.ts`.

/** A delivery partner as staff see it on a report (never sent to clients). */
export interface ReportPartner {
  id: number;
  name: string;
}

// The report, its list and its bodies are TypeBox schemas in `./order-report/schemas.ts`
// (`@wolvo/shared/contracts/order-report`); their types are re-exported by the barrel.

/** Message keys of the report rules (spec sections 5 and 8). */
export const REPORT_MESSAGES = {
  orderIdInvalid: 'order.id.invalid-type',
  orderNotFound: 'order.id.not-found',
  required: 'field.required',
  decisionTypeInvalid: 'decision-type.invalid',
  decisionEmpty: 'edit-report.decision-empty',
  invalidId: 'report.id.invalid',
  notFound: 'report.id.invalid',
  clientDecides: 'report.client-decides',
  wolvoDecides: 'report.wolvo-decides',
  reportReadOnly: 'report.read-only',
  tooLong: 'text.too-long',
} as const;

/** Generic error codes the dashboard maps failures to (spec section 8). */
export const ERROR_CODES = ['API_ERROR', 'SERVER_ERROR', 'NETWORK_ERROR', 'NO_RESPONSE'] as const;
/** One generic error code. */
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The error body every API failure carries; `message` is a string or a list of strings. */
export interface ApiErrorBody {
  statusCode: number;
  message: string | string[];
  error: string;
}

/**
 * Message keys the API sends in `message`; each is an i18n key the dashboard translates.
 * Kept as spelled in the spec.
 */
export const API_MESSAGES = {
  orderNotFound: 'order.not-found',
  orderIdInvalid: 'order.id.invalid',
  orderIdNotFound: 'order.id.not-found',
  clientIdNotFound: 'client.id.not-found',
  clientIdInvalidType: 'client.id.invalid-type',
  returningInUse: 'order.returning.already-in-use',
  returningNotFound: 'order.returning.not-found',
  exchangeInUse: 'order.exchange.already-in-use',
  exchangeNotFound: 'order.exchange.not-found',
  failedToValidate: 'validation.failed',
  currentPasswordInvalid: 'password.current-invalid',
  passwordPolicy: 'password.policy',
  userNotFound: 'user.not-found',
  usernameExists: 'user.username-exists',
  emailExists: 'user.email-exists',
  invalidCredentials: 'auth.invalid-credentials',
  unauthorized: 'auth.unauthorized',
  forbidden: 'auth.forbidden',
  tooManyRequests: 'auth.too-many-requests',
  maxMembers: 'team.max-members',
  maxCompanies: 'client.max-companies',
  companyNameExists: 'client.company-name-exists',
  deletedCompaniesHaveOrders: 'client.deleted-companies-have-orders',
  creatorNotFound: 'creator.not-found',
  ownerNotFound: 'owner.not-found',
  atLeastOneOrder: 'bill.at-least-one-order',
  orderNotRefundable: 'order.not-refundable',
  paymentNotFound: 'bill.not-found',
  paymentAlreadyPaid: 'bill.already-paid',
  paymentAlreadyCancelled: 'bill.already-cancelled',
  reportIdInvalid: 'report.id.invalid',
  decisionEmpty: 'edit-report.decision-empty',
  rouletteNotFound: 'roulette.id.not-found',
  cannotPrintUnconfirmed: 'order.cannot-print-unconfirmed',
  cannotPrintCancelled: 'order.cannot-print-cancelled',
  voucherTooManyOrders: 'voucher.too-many-orders',
  exportTooManySelected: 'export.too-many-selected',
  manifestNoItems: 'manifest.no-items',
  notFound: 'not-found',
  deliveryCompanyNameExists: 'delivery-company.name-exists',
  /** The Idempotency-Key header is empty, too long or not printable ASCII. */
  idempotencyKeyInvalid: 'idempotency-key.invalid',
  /** The key was used within a day for another route or another body. */
  idempotencyKeyReused: 'idempotency-key.reused',
  serverError: 'SERVER_ERROR',
} as const;

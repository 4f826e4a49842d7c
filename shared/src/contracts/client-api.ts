/**
 * Message keys of the users > clients calls besides the ones in `API_MESSAGES` (`client.id.not-found`,
 * `client.id.invalid-type`): what the server answers on success, for the dashboard to translate.
 */
export const CLIENT_MESSAGES = {
  activated: 'client.activated',
  deactivated: 'client.deactivated',
  passwordReset: 'client.password-reset',
} as const;

/** Length of the password a reset generates (upper, lower, digit and symbol, beyond the policy). */
export const GENERATED_PASSWORD_LENGTH = 16;

/** Days a client may be paid on, stored joined by commas (`MONDAY,THURSDAY`). */
export const PAYMENT_WEEKDAYS = [
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
  'SUNDAY',
] as const;
/** One payment weekday. */
export type PaymentWeekday = (typeof PAYMENT_WEEKDAYS)[number];

/** Companies a client may hold; the first is the main one. */
export const MAX_CLIENT_COMPANIES = 3;

/** Message keys of the commercial client calls, for the dashboard to translate. */
export const COMMERCIAL_CLIENT_MESSAGES = {
  added: 'client.added',
  confirmed: 'client.confirmed',
  cinInvalid: 'cin.invalid',
  ribInvalid: 'rib.invalid',
  percentInvalid: 'percent.invalid',
  paymentDaysInvalid: 'payment-days.invalid',
  companyDuplicate: 'client.company-duplicate',
  deliveryCompanyNotFound: 'delivery-company.not-found',
} as const;

/** Notification codes and the page each one navigates to (only when that page is allowed). */
export const NOTIFICATION_CODES = [
  'CONFIRMED_CLIENT',
  'ADD_CLIENT',
  'UPDATE_CLIENT',
  'ADD_REPORT',
  'CLIENT_UPDATED_REPORT',
  'ADD_RECLAMATION',
  'UPDATE_RECLAMATION',
  'NEW_BILL',
  // A recipient chose a delivery day or refused the parcel on its tracking page (sourceId: the order).
  'RECIPIENT_CHOICE',
  // A webhook endpoint was disabled after 24 h or 100 consecutive failures (sourceId: the endpoint).
  'WEBHOOK_DISABLED',
] as const;
/** One notification code. */
export type NotificationCode = (typeof NOTIFICATION_CODES)[number];

/** Target page key of each notification code. */
export const NOTIFICATION_TARGET_PAGE: Record<NotificationCode, string> = {
  CONFIRMED_CLIENT: 'COMMERCIAL_CLIENTS',
  ADD_CLIENT: 'USERS_CLIENTS',
  UPDATE_CLIENT: 'USERS_CLIENTS',
  ADD_REPORT: 'DASHBOARD_ALPHA_REPORT',
  CLIENT_UPDATED_REPORT: 'RECLAMATION_REPORT',
  ADD_RECLAMATION: 'RECLAMATION_INBOX',
  UPDATE_RECLAMATION: 'RECLAMATION_WOLVO',
  NEW_BILL: 'FINANCE_PAYMENT_HISTORY',
  RECIPIENT_CHOICE: 'ORDERS_ORDER_OF_THE_DAY',
  WEBHOOK_DISABLED: 'ACCOUNT_SETTINGS',
};

/** Codes whose sourceId is an order: opening the notification also opens that order's detail. */
export const NOTIFICATION_OPENS_ORDER: readonly NotificationCode[] = ['RECIPIENT_CHOICE'];

/** Codes whose target page opens the source object itself: the link carries `?id={sourceId}`. */
export const NOTIFICATION_LINKS_SOURCE: readonly NotificationCode[] = [
  'ADD_RECLAMATION',
  'UPDATE_RECLAMATION',
];

/** Notification panel: first load, load-more step, poll interval. */
export const NOTIFICATIONS_FIRST_LIMIT = 10;
export const NOTIFICATIONS_LOAD_MORE_STEP = 5;
export const NOTIFICATIONS_POLL_MS = 30_000;

/**
 * Dashboards (spec sections 2 and 7): the constants of dashboard alpha and the partner dashboard. Their
 * wire shapes are the TypeBox schemas of `@wolvo/shared/contracts/dashboards`.
 */
import type { OrderStatus } from './orders-constants';

/** Statuses whose cash the recipient paid: the parcel was delivered (and maybe remitted and billed). */
export const DELIVERED_COD_STATUSES: readonly OrderStatus[] = [
  'DELIVERED',
  'PAID_TO_WOLVO',
  'PAID_TO_SENDER',
];

import { STAFF_ROLES, type AccessRule } from '../../modules/auth/access';

/** Making bills: staff with partner invoices (where payments are created). */
export const makingBills = (action: 'VIEW' | 'ADD'): AccessRule => ({
  roles: STAFF_ROLES,
  page: 'FINANCE_PARTNER_INVOICES',
  action,
});
/** Reading bills: the payment history page, which clients and staff both have. */
export const history = (action: 'VIEW' | 'EDIT', staffOnly = false): AccessRule => ({
  ...(staffOnly && { roles: STAFF_ROLES }),
  page: 'FINANCE_PAYMENT_HISTORY',
  action,
});

import type { SessionUser } from '@wolvo/shared/contracts';

/** A client admin: every action of the client area. */
export const CLIENT_USER: SessionUser = {
  id: 7,
  username: 'dar',
  email: 'dar@shop.tn',
  role: 'clientPersonnel',
  avatar: null,
  fullname: 'Dar Shop',
  createdAt: '2025-01-01T00:00:00.000Z',
  permissions: {},
  clientId: 1,
};

/** A member of the client's team who may only view the orders. */
export const VIEWER_USER: SessionUser = {
  ...CLIENT_USER,
  id: 8,
  username: 'dar.viewer',
  role: 'clientPersonnelTeam',
  permissions: { ORDERS_ORDER_OF_THE_DAY: 'VIEW' },
};

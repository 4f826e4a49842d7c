import type { Paged, Reclamation, SessionUser } from '@wolvo/shared/contracts';

/** A client admin. */
export const CLIENT_USER: SessionUser = {
  id: 3,
  username: 'client',
  email: 'client@shop.tn',
  role: 'clientPersonnel',
  avatar: null,
  fullname: 'Sami Trabelsi',
  createdAt: '2026-01-01T00:00:00.000Z',
  permissions: {},
  clientId: 1,
};

/** A provider admin. */
export const STAFF_USER: SessionUser = {
  ...CLIENT_USER,
  id: 1,
  username: 'admin',
  role: 'companyPersonnel',
  clientId: null,
};

/** A reclamation, open unless told otherwise. */
export const reclamation = (patch: Partial<Reclamation> = {}): Reclamation => ({
  id: 5,
  status: 'OPEN',
  description: 'The parcel never arrived',
  response: null,
  orderId: 40,
  orderCode: 'WLV100000040',
  clientId: 1,
  clientName: 'Sami Trabelsi',
  company: 'Dar Shop',
  reporterId: 3,
  reporterUsername: 'client',
  resolverId: null,
  resolverUsername: null,
  responsibleClientId: null,
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-20T09:00:00.000Z',
  ...patch,
});

/** One page of items. */
export const pageOf = <T>(items: T[]): Paged<T> => ({
  items,
  page: 1,
  total: items.length,
  totalPages: 1,
});

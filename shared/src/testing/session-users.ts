import type { SessionUser } from '@wolvo/shared/contracts';

/** The provider's admin as a signed-in session stores it: every staff page, every action. */
export const STAFF_ADMIN_USER: SessionUser = {
  id: 1,
  username: 'admin',
  email: 'admin@wolvo.tn',
  role: 'companyPersonnel',
  avatar: null,
  fullname: 'Nadia Ben Romdhane',
  createdAt: '2026-01-01T00:00:00.000Z',
  permissions: {},
  clientId: null,
  adminId: 1,
};

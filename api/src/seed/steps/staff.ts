import { DAY, iso, type SeedContext } from '../seed-context';
import type { DemoAccounts } from './accounts';

/** The provider's staff: the admin, and an operations team with one member. */
export function seedStaff({ start }: SeedContext, accounts: DemoAccounts) {
  // Provider staff.
  const adminId = accounts.addUser({
    username: 'admin',
    email: 'admin@wolvo.tn',
    role: 'companyPersonnel',
    fullname: 'Nadia Ben Romdhane',
    avatar: null,
    clientId: null,
    adminId: null,
    createdAt: iso(start - 400 * DAY),
  });
  const adminTeamId = accounts.addUser({
    username: 'admin.team',
    email: 'ops@wolvo.tn',
    role: 'companyPersonnelTeam',
    fullname: 'Slim Gharbi',
    avatar: null,
    clientId: null,
    adminId,
    createdAt: iso(start - 200 * DAY),
  });
  accounts.teams.push({
    id: 1,
    ownerType: 'ADMIN',
    clientId: null,
    adminId,
    name: 'Opérations',
    createdAt: iso(start - 200 * DAY),
  });
  accounts.teamMembers.push({
    id: 1,
    teamId: 1,
    userId: adminTeamId,
    createdAt: iso(start - 200 * DAY),
  });
  accounts.grant(adminTeamId, {
    RECLAMATION_INBOX: ['VIEW', 'EDIT'],
    RECLAMATION_REPORT: ['VIEW', 'ADD', 'EDIT'],
    RECLAMATION_EDITS: ['VIEW'],
    COMMERCIAL_CLIENTS: ['VIEW'],
    ACCOUNT_SETTINGS: ['VIEW', 'EDIT'],
  });
  return { adminId, adminTeamId };
}

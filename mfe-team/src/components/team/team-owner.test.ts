import type { SessionUser } from '@wolvo/shared/contracts';
import { teamOwnerOf } from './team-owner';

const user = (over: Partial<SessionUser>): SessionUser => ({
  id: 7,
  username: 'u',
  email: 'u@wolvo.tn',
  role: 'companyPersonnel',
  avatar: null,
  fullname: 'U',
  createdAt: '2026-01-01T00:00:00.000Z',
  permissions: {},
  clientId: null,
  ...over,
});

describe('teamOwnerOf', () => {
  it("names the provider team by the session's adminId: an admin's own id, a team member's admin", () => {
    expect(teamOwnerOf(user({ adminId: 7 }), 'admin')).toEqual({ kind: 'admin', ownerId: 7 });
    expect(teamOwnerOf(user({ id: 9, role: 'companyPersonnelTeam', adminId: 7 }), 'admin')).toEqual(
      { kind: 'admin', ownerId: 7 },
    );
  });

  it('falls back to an admin’s own id in a session stored before adminId; a team member then has none', () => {
    expect(teamOwnerOf(user({}), 'admin')).toEqual({ kind: 'admin', ownerId: 7 });
    expect(teamOwnerOf(user({ role: 'companyPersonnelTeam' }), 'admin')).toBeNull();
    expect(teamOwnerOf(user({ role: 'companyPersonnelTeam', adminId: null }), 'admin')).toBeNull();
  });

  it("names a client's team by the session's client, and nobody else's", () => {
    expect(teamOwnerOf(user({ role: 'clientPersonnelTeam', clientId: 4 }), 'client')).toEqual({
      kind: 'client',
      ownerId: 4,
    });
    expect(teamOwnerOf(user({ adminId: 7 }), 'client')).toBeNull();
    expect(teamOwnerOf(null, 'admin')).toBeNull();
  });
});

import { session } from '@wolvo/shared/session';
import type { SessionUser } from '@wolvo/shared/contracts';
import { samePermissions, sessionStore } from './session-store';

const member: SessionUser = {
  id: 7,
  username: 'equipe',
  email: 'equipe@example.tn',
  fullname: 'Membre Equipe',
  role: 'clientPersonnelTeam',
  avatar: null,
  createdAt: '2026-11-01T08:00:00.000Z',
  permissions: { ORDERS_ORDER_OF_THE_DAY: 'VIEW|ADD', SUPPORT: 'VIEW' },
  clientId: 1,
};

describe('session permissions from the server', () => {
  beforeEach(() => {
    session.clear();
    sessionStore.signIn('header.e30.signature', member);
  });

  it('compares permissions whatever the order of pages and actions', () => {
    expect(samePermissions({ A: 'VIEW|ADD', B: 'VIEW' }, { B: 'VIEW', A: 'ADD|VIEW' })).toBe(true);
    expect(samePermissions({ A: 'VIEW|ADD' }, { A: 'VIEW' })).toBe(false);
    expect(samePermissions({ A: 'VIEW' }, { A: 'VIEW', B: 'VIEW' })).toBe(false);
  });

  it('applies changed permissions, stores them and tells the subscribers', () => {
    const listener = jest.fn();
    const off = sessionStore.subscribe(listener);
    sessionStore.updatePermissions({ SUPPORT: 'VIEW' });
    off();
    expect(sessionStore.getUser()?.permissions).toEqual({ SUPPORT: 'VIEW' });
    expect(session.getUser()?.permissions).toEqual({ SUPPORT: 'VIEW' });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('does nothing when the permissions are the same', () => {
    const listener = jest.fn();
    const off = sessionStore.subscribe(listener);
    sessionStore.updatePermissions({ SUPPORT: 'VIEW', ORDERS_ORDER_OF_THE_DAY: 'ADD|VIEW' });
    off();
    expect(listener).not.toHaveBeenCalled();
  });
});

import { act, renderHook } from '@testing-library/react';
import type { SessionUser } from '@wolvo/shared/contracts';
import { session } from './session';
import { useSessionUser } from './use-session-user';

const user: SessionUser = {
  id: 3,
  username: 'equipe',
  email: 'equipe@example.tn',
  fullname: 'Membre Equipe',
  role: 'clientPersonnelTeam',
  avatar: null,
  createdAt: '2026-11-01T08:00:00.000Z',
  permissions: { ORDERS_ORDER_OF_THE_DAY: 'VIEW' },
  clientId: 1,
};

describe('useSessionUser', () => {
  afterEach(() => session.clear());

  it('follows the stored user: a permission change re-renders, an unchanged one keeps the object', () => {
    session.save('token', user);
    const { result } = renderHook(() => useSessionUser());
    const first = result.current;
    expect(first?.permissions).toEqual({ ORDERS_ORDER_OF_THE_DAY: 'VIEW' });

    act(() => session.save('token', { ...user }));
    expect(result.current).toBe(first);

    act(() =>
      session.save('token', { ...user, permissions: { ORDERS_ORDER_OF_THE_DAY: 'VIEW|ADD' } }),
    );
    expect(result.current?.permissions).toEqual({ ORDERS_ORDER_OF_THE_DAY: 'VIEW|ADD' });

    act(() => session.clear());
    expect(result.current).toBeNull();
  });
});

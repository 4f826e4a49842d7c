import { makeUser } from '../../testing/fixtures';
import { notificationTargetPath } from './notification-target';

describe('notification navigation', () => {
  it('leads an admin to the page of the code', () => {
    const admin = makeUser('companyPersonnel');
    expect(notificationTargetPath(admin, 'ADD_RECLAMATION', 'fr')).toBe(
      '/fr/wolvo-team/reclamation/inbox',
    );
    expect(notificationTargetPath(admin, 'CONFIRMED_CLIENT', 'en')).toBe(
      '/en/wolvo-team/commercial/clients',
    );
    expect(notificationTargetPath(admin, 'ADD_CLIENT', 'fr')).toBe('/fr/wolvo-team/users/clients');
    expect(notificationTargetPath(admin, 'NEW_BILL', 'fr')).toBe(
      '/fr/wolvo-team/finance/payment-history',
    );
  });

  it('leads a client to the client pages of the code', () => {
    const client = makeUser('clientPersonnel');
    expect(notificationTargetPath(client, 'ADD_REPORT', 'fr')).toBe('/fr/client/dash-alpha/report');
    expect(notificationTargetPath(client, 'UPDATE_RECLAMATION', 'fr')).toBe(
      '/fr/client/reclamation/wolvo',
    );
    expect(notificationTargetPath(client, 'NEW_BILL', 'ar')).toBe(
      '/ar/client/finance/payment-history',
    );
  });

  it('opens the reclamation of a reclamation notification', () => {
    expect(notificationTargetPath(makeUser('companyPersonnel'), 'ADD_RECLAMATION', 'ar', 12)).toBe(
      '/ar/wolvo-team/reclamation/inbox?id=12',
    );
    expect(notificationTargetPath(makeUser('clientPersonnel'), 'UPDATE_RECLAMATION', 'fr', 7)).toBe(
      '/fr/client/reclamation/wolvo?id=7',
    );
    // Other codes lead to their page only.
    expect(notificationTargetPath(makeUser('clientPersonnel'), 'NEW_BILL', 'fr', 3)).toBe(
      '/fr/client/finance/payment-history',
    );
  });

  it('does not navigate when the target page is not allowed', () => {
    const member = makeUser('companyPersonnelTeam', { RECLAMATION_REPORT: 'VIEW' });
    expect(notificationTargetPath(member, 'ADD_RECLAMATION', 'fr')).toBeNull();
    expect(notificationTargetPath(member, 'CLIENT_UPDATED_REPORT', 'fr')).toBe(
      '/fr/wolvo-team/reclamation/report',
    );
  });

  it('does not navigate to a page of the other area or an unknown code', () => {
    expect(notificationTargetPath(makeUser('clientPersonnel'), 'ADD_RECLAMATION', 'fr')).toBeNull();
    expect(
      notificationTargetPath(makeUser('companyPersonnel'), 'UPDATE_RECLAMATION', 'fr'),
    ).toBeNull();
    expect(notificationTargetPath(makeUser('companyPersonnel'), 'NOPE', 'fr')).toBeNull();
  });
});

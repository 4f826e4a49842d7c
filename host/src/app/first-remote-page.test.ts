import { session } from '@wolvo/shared/session';
import { makeUser } from '../testing/fixtures';
import { firstRemotesOfSession } from './first-remote-page';
import { sessionStore } from './session-store';

describe("the stored session's first remote, started by the entry", () => {
  afterEach(() => session.clear());

  it('names the remote of the page the user may open, or of the home page on the login page', () => {
    sessionStore.signIn('header.e30.signature', makeUser('clientPersonnel'));
    expect(firstRemotesOfSession('/fr/client/home')).toEqual(['orders']);
    expect(firstRemotesOfSession('/ar/login')).toEqual(['orders']);
    expect(firstRemotesOfSession('/fr/client/settings')).toEqual([]); // the host's own page
    expect(firstRemotesOfSession('/fr/wolvo-team/dash-partner')).toEqual([]); // not the client's area
  });

  it('names none for a page the user lacks (its remote never loads), nor when signed out', () => {
    sessionStore.signIn(
      'header.e30.signature',
      makeUser('companyPersonnelTeam', { DASHBOARD_PARTNER: 'VIEW' }),
    );
    expect(firstRemotesOfSession('/fr/wolvo-team/dash-partner')).toEqual(['orders']);
    expect(firstRemotesOfSession('/fr/wolvo-team/finance/payment-history')).toEqual([]);
    sessionStore.signOut('user');
    expect(firstRemotesOfSession('/fr/client/home')).toEqual([]);
  });
});

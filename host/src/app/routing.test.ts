import { makeUser } from '../testing/fixtures';
import { GROUP_LABEL_KEYS, ownerOfPath } from './page-catalog';
import { isLoginEntryPath, publicPageOfPath } from './paths';
import {
  buildSidebar,
  homePathOf,
  languageOfPath,
  firstRemotePage,
  replaceLanguage,
} from './routing';

describe('language prefix', () => {
  it('knows the paths that show the login page to a signed-out visitor', () => {
    for (const path of ['/', '', '/fr', '/ar/', '/en/login', '/ar/login/'])
      expect(isLoginEntryPath(path)).toBe(true);
    for (const path of ['/fr/client/home', '/fr/roulette/abc', '/fr/login/more', '/french'])
      expect(isLoginEntryPath(path)).toBe(false);
  });

  it('reads the language of a path, French by default', () => {
    expect(languageOfPath('/en/client/home')).toBe('en');
    expect(languageOfPath('/ar/login')).toBe('ar');
    expect(languageOfPath('/xx/login')).toBe('fr');
    expect(languageOfPath('/')).toBe('fr');
  });

  it('switches the prefix and keeps the rest of the path', () => {
    expect(replaceLanguage('/fr/wolvo-team/reclamation/inbox', 'en')).toBe(
      '/en/wolvo-team/reclamation/inbox',
    );
    expect(replaceLanguage('/client/home', 'en')).toBe('/en/client/home');
  });
});

describe('public pages opened from outside', () => {
  it('reads the segment, language and id of a tracking or roulette path', () => {
    expect(publicPageOfPath('/ar/track/2s4AbCdEfGhIjKlMnOpQrStUv')).toEqual({
      segment: 'track',
      language: 'ar',
      id: '2s4AbCdEfGhIjKlMnOpQrStUv',
    });
    expect(publicPageOfPath('/fr/roulette/aB-_9/')).toEqual({
      segment: 'roulette',
      language: 'fr',
      id: 'aB-_9',
    });
  });

  it('leaves every other path to the router', () => {
    for (const path of [
      '/xx/track/abc',
      '/fr/track',
      '/fr/track/',
      '/fr/track/abc/more',
      '/fr/client/track/abc',
      '/fr/login',
    ])
      expect(publicPageOfPath(path)).toBeNull();
  });
});

describe('home route', () => {
  it('sends staff to dash-partner and clients to home', () => {
    expect(homePathOf(makeUser('companyPersonnel'), 'fr')).toBe('/fr/wolvo-team/dash-partner');
    expect(homePathOf(makeUser('clientPersonnel'), 'en')).toBe('/en/client/home');
  });

  it('falls back to the first page a team member may open', () => {
    const member = makeUser('companyPersonnelTeam', { RECLAMATION_REPORT: 'VIEW' });
    expect(homePathOf(member, 'fr')).toBe('/fr/wolvo-team/reclamation/report');
    const clientMember = makeUser('clientPersonnelTeam', { ORDERS_PICKUPS: 'VIEW|ADD' });
    expect(homePathOf(clientMember, 'fr')).toBe('/fr/client/orders/pickup');
  });
});

describe('sidebar', () => {
  const keysOf = (entries: ReturnType<typeof buildSidebar>) =>
    entries.flatMap((e) =>
      e.kind === 'page' ? [e.key] : [e.key, ...e.children.map((c) => c.key)],
    );

  it('lists every page of the area for an admin, without the hidden settings page', () => {
    const keys = keysOf(buildSidebar(makeUser('companyPersonnel'), GROUP_LABEL_KEYS));
    expect(keys).toEqual([
      'DASHBOARD_PARTNER',
      // The delivery partners' list, under the permission that guards it.
      'DASHBOARD_PARTNER',
      'DASHBOARD_ALPHA',
      'RECLAMATION',
      'RECLAMATION_INBOX',
      'RECLAMATION_EDITS',
      'RECLAMATION_PICKUP',
      'RECLAMATION_REPORT',
      'RECLAMATION_DELIVERY_COST',
      'FINANCE',
      'FINANCE_CALENDAR',
      'FINANCE_PARTNER_INVOICES',
      'FINANCE_PAYMENT_HISTORY',
      'COMMERCIAL',
      'COMMERCIAL_CLIENTS',
      'COMMERCIAL_PICKUP',
      'USERS',
      'USERS_TEAM',
      'USERS_CLIENTS',
    ]);
    expect(keys).not.toContain('ACCOUNT_SETTINGS');
  });

  it('shows a team member only the pages granted, hiding groups with none', () => {
    const member = makeUser('companyPersonnelTeam', {
      RECLAMATION_INBOX: 'VIEW',
      FINANCE_PAYMENT_HISTORY: 'VIEW|EDIT',
    });
    const entries = buildSidebar(member, GROUP_LABEL_KEYS);
    expect(keysOf(entries)).toEqual([
      'RECLAMATION',
      'RECLAMATION_INBOX',
      'FINANCE',
      'FINANCE_PAYMENT_HISTORY',
    ]);
    const reclamation = entries.find((e) => e.key === 'RECLAMATION');
    expect(reclamation).toMatchObject({ kind: 'group', children: [{ path: 'reclamation/inbox' }] });
  });

  it('gives a client the client pages (support included) and never a staff page', () => {
    const keys = keysOf(buildSidebar(makeUser('clientPersonnel'), GROUP_LABEL_KEYS));
    expect(keys).toContain('CLIENT_HOMEPAGE');
    expect(keys).toContain('SUPPORT');
    expect(keys).toContain('FORTUNE_WHEEL');
    expect(keys).not.toContain('DASHBOARD_PARTNER');
    expect(keys).not.toContain('RECLAMATION_INBOX');
  });

  const pathsOf = (entries: ReturnType<typeof buildSidebar>) =>
    entries.flatMap((e) => (e.kind === 'page' ? [e.path] : e.children.map((c) => c.path)));

  it('lists the orders pages in the spec order, the adding ones only with ADD', () => {
    const orders = ['orders/order-of-the-day', 'orders/pickup'];
    const adding = ['orders/add-order', 'orders/add-exchange', 'orders/import'];
    expect(pathsOf(buildSidebar(makeUser('clientPersonnel'), GROUP_LABEL_KEYS))).toEqual(
      expect.arrayContaining([...orders, ...adding, 'orders/exchange-results']),
    );
    const group = (user: ReturnType<typeof makeUser>) =>
      buildSidebar(user, GROUP_LABEL_KEYS).find((e) => e.key === 'ORDERS');
    expect(group(makeUser('clientPersonnel'))).toMatchObject({
      children: [...orders, ...adding, 'orders/exchange-results'].map((path) => ({ path })),
    });
    const viewer = makeUser('clientPersonnelTeam', { ORDERS_ORDER_OF_THE_DAY: 'VIEW' });
    expect(pathsOf(buildSidebar(viewer, GROUP_LABEL_KEYS))).toEqual([
      'orders/order-of-the-day',
      'orders/exchange-results',
    ]);
    const adder = makeUser('clientPersonnelTeam', { ORDERS_ORDER_OF_THE_DAY: 'VIEW|ADD' });
    expect(pathsOf(buildSidebar(adder, GROUP_LABEL_KEYS))).toEqual([
      'orders/order-of-the-day',
      ...adding,
      'orders/exchange-results',
    ]);
  });

  it('lists the partners with the partner page and never the screens their list links to', () => {
    const paths = pathsOf(buildSidebar(makeUser('companyPersonnel'), GROUP_LABEL_KEYS));
    expect(paths.slice(0, 2)).toEqual(['dash-partner', 'commercial/partners']);
    expect(paths).not.toContain('commercial/partners/add');
    expect(paths).not.toContain('commercial/clients/add');
    const member = makeUser('companyPersonnelTeam', { COMMERCIAL_CLIENTS: 'VIEW|ADD' });
    expect(pathsOf(buildSidebar(member, GROUP_LABEL_KEYS))).toEqual(['commercial/clients']);
  });

  it('opens a page needing an action only for a user who has it', () => {
    const viewer = makeUser('clientPersonnelTeam', { ORDERS_ORDER_OF_THE_DAY: 'VIEW' });
    expect(firstRemotePage(viewer, '/fr/client/orders/add-order')).toBeNull();
    expect(firstRemotePage(viewer, '/fr/client/orders/exchange-results')).toMatchObject({
      path: 'orders/exchange-results',
    });
    const adder = makeUser('clientPersonnelTeam', { ORDERS_ORDER_OF_THE_DAY: 'VIEW|ADD' });
    expect(firstRemotePage(adder, '/fr/client/orders/add-order')).toMatchObject({
      remote: 'orders',
    });
  });

  it('grants all subpages when a team member has the parent page', () => {
    const member = makeUser('clientPersonnelTeam', { CLIENT_STATISTICS: 'VIEW' });
    expect(keysOf(buildSidebar(member, GROUP_LABEL_KEYS))).toEqual([
      'CLIENT_STATISTICS',
      'CLIENT_STATISTICS_ORDERS',
      'CLIENT_STATISTICS_TURNOVER',
    ]);
  });
});

describe('page owners', () => {
  it('gives a path to the remote of its longest catalog path, else of its section', () => {
    expect(ownerOfPath('client', 'dash-alpha/overview')).toBe('orders');
    expect(ownerOfPath('client', 'dash-alpha/report')).toBe('reclamation');
    expect(ownerOfPath('client', 'orders/add-order')).toBe('orders');
    expect(ownerOfPath('staff', 'reclamation/report')).toBe('reclamation');
    expect(ownerOfPath('staff', 'reclamation/unknown')).toBe('reclamation');
    expect(ownerOfPath('client', 'nowhere')).toBeNull();
  });

  it('names the remote of the first page only when the user may open it', () => {
    const client = makeUser('clientPersonnel');
    expect(firstRemotePage(client, '/fr/client/home')).toEqual({
      remote: 'orders',
      area: 'client',
      path: 'home',
    });
    expect(firstRemotePage(client, '/fr/wolvo-team/dash-partner')).toBeNull();
    expect(firstRemotePage(client, '/fr/client/settings')).toBeNull();
    expect(firstRemotePage(client, '/fr/login')).toBeNull();
    const team = makeUser('clientPersonnelTeam', { ORDERS_PICKUPS: 'VIEW' });
    expect(firstRemotePage(client, '/fr/client/fortune-wheel')?.remote).toBe('wheel');
    expect(firstRemotePage(team, '/fr/client/fortune-wheel')).toBeNull();
  });
});

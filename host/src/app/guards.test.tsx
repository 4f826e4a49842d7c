import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { addTranslations, i18n } from '@wolvo/shared/i18n';
import { session } from '@wolvo/shared/session';
import type { SessionUser } from '@wolvo/shared/contracts';
import { shellTranslations } from '../i18n/shell-all-languages';
import { makeToken, makeUser } from '../testing/fixtures';
import { AreaContent } from '../layout/area-content';
import { AreaGuard, PublicGuard } from './guards';
import { sessionStore } from './session-store';

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{`${pathname}${search}`}</output>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/:lang/login"
          element={
            <PublicGuard>
              <p>login page</p>
            </PublicGuard>
          }
        />
        <Route
          path="/:lang/roulette/*"
          element={
            <PublicGuard>
              <p>roulette page</p>
            </PublicGuard>
          }
        />
        <Route
          path="/:lang/track/*"
          element={
            <PublicGuard>
              <p>tracking page</p>
            </PublicGuard>
          }
        />
        <Route
          path="/:lang/wolvo-team/*"
          element={
            <AreaGuard area="staff">
              <p>staff area</p>
            </AreaGuard>
          }
        />
        <Route
          path="/:lang/client/*"
          element={
            <AreaGuard area="client">
              <p>client area</p>
            </AreaGuard>
          }
        />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

function signIn(user: SessionUser, token = makeToken()) {
  session.save(token, user);
  sessionStore.reload();
}

beforeAll(async () => {
  addTranslations('shell', shellTranslations);
  await i18n.changeLanguage('en');
});

beforeEach(() => {
  window.localStorage.clear();
  sessionStore.reload();
});

describe('login and roulette guard', () => {
  it('shows the login page when signed out', () => {
    renderAt('/fr/login');
    expect(screen.getByText('login page')).toBeInTheDocument();
  });

  it('sends a signed-in user from login to their home route', () => {
    signIn(makeUser('companyPersonnel'));
    renderAt('/en/login');
    expect(screen.getByText('staff area')).toBeInTheDocument();
    expect(screen.getByLabelText('location')).toHaveTextContent('/en/wolvo-team/dash-partner');
  });

  it('shows the roulette page with an id, signed in or not', () => {
    renderAt('/fr/roulette/abc123');
    expect(screen.getByText('roulette page')).toBeInTheDocument();
    act(() => signIn(makeUser('clientPersonnel')));
    renderAt('/fr/roulette/abc123');
    expect(screen.getAllByText('roulette page')).toHaveLength(2);
  });

  it("shows a recipient's tracking page with its token, signed in or not, and not without one", () => {
    renderAt('/ar/track/1aB3dE5fG7hI9jK1lM3nO5p');
    expect(screen.getByText('tracking page')).toBeInTheDocument();
    act(() => signIn(makeUser('clientPersonnel')));
    renderAt('/ar/track/1aB3dE5fG7hI9jK1lM3nO5p');
    expect(screen.getAllByText('tracking page')).toHaveLength(2);
    cleanup();
    renderAt('/fr/track');
    expect(screen.queryByText('tracking page')).not.toBeInTheDocument();
  });

  it('clears an expired session and shows the login page', () => {
    signIn(makeUser('clientPersonnel'), makeToken(-60));
    renderAt('/fr/login');
    expect(screen.getByText('login page')).toBeInTheDocument();
    expect(sessionStore.getUser()).toBeNull();
    expect(session.getToken()).toBeNull();
  });
});

describe('area guards', () => {
  it('sends a signed-out visitor of an area to login', () => {
    renderAt('/fr/client/home');
    expect(screen.getByText('login page')).toBeInTheDocument();
    expect(screen.getByLabelText('location')).toHaveTextContent('/fr/login');
  });

  it('opens the staff area only for staff roles', () => {
    signIn(makeUser('companyPersonnelTeam', { RECLAMATION_INBOX: 'VIEW' }));
    renderAt('/fr/wolvo-team/reclamation/inbox');
    expect(screen.getByText('staff area')).toBeInTheDocument();
  });

  it('treats the other area as unknown: a client is sent through login to their home', () => {
    signIn(makeUser('clientPersonnel'));
    renderAt('/fr/wolvo-team/dash-partner');
    expect(screen.getByText('client area')).toBeInTheDocument();
    expect(screen.getByLabelText('location')).toHaveTextContent('/fr/client/home');
  });

  it('keeps staff out of the client area', () => {
    signIn(makeUser('companyPersonnel'));
    renderAt('/fr/client/home');
    expect(screen.getByLabelText('location')).toHaveTextContent('/fr/wolvo-team/dash-partner');
  });
});

describe('pages a team member lacks', () => {
  function renderArea(path: string) {
    return render(
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/:lang/wolvo-team/*" element={<AreaContent area="staff" />} />
          <Route path="/:lang/client/*" element={<AreaContent area="client" />} />
        </Routes>
        <Where />
      </MemoryRouter>,
    );
  }

  it('shows the not-found page, never the page, when typing its URL', () => {
    signIn(makeUser('companyPersonnelTeam', { RECLAMATION_REPORT: 'VIEW' }));
    renderArea('/en/wolvo-team/reclamation/inbox');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go back' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go home' })).toBeInTheDocument();
  });

  it('hides a host page (support) from a client team member without it', () => {
    signIn(makeUser('clientPersonnelTeam', { ORDERS_PICKUPS: 'VIEW' }));
    renderArea('/en/client/support');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('shows the not-found page for a page needing an action the member lacks (add order)', () => {
    signIn(makeUser('clientPersonnelTeam', { ORDERS_ORDER_OF_THE_DAY: 'VIEW' }));
    renderArea('/en/client/orders/add-order');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it("opens the spec's reclamation/deliveryCost as the page built at reclamation/delivery-cost", () => {
    signIn(makeUser('companyPersonnelTeam', { RECLAMATION_INBOX: 'VIEW' }));
    renderArea('/en/wolvo-team/reclamation/deliveryCost?search=12');
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(
      '/en/wolvo-team/reclamation/delivery-cost?search=12',
    );
    // The redirect grants nothing: the page still needs its own permission.
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('shows the not-found page for an unknown path inside an area', () => {
    signIn(makeUser('companyPersonnel'));
    renderArea('/en/wolvo-team/no-such-page');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});

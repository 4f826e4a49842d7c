import { act, fireEvent, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { addTranslations } from '@wolvo/shared/i18n';
import { renderWithProviders } from '@wolvo/shared/testing';
import { shellTranslations } from '../i18n/shell-all-languages';
import { makeUser } from '../testing/fixtures';
import { IDLE_PRELOAD_DELAY_MS, Sidebar, versionLabel } from './sidebar';
import type { SessionUser } from '@wolvo/shared/contracts';
import { session } from '@wolvo/shared/session';
import { preloadPage, preloadRoutes } from '../remotes/load-remote';

jest.mock('../remotes/load-remote', () => ({ preloadPage: jest.fn(), preloadRoutes: jest.fn() }));

function CurrentPath() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

beforeAll(() => addTranslations('shell', shellTranslations));

function renderSidebar(user: SessionUser, area: 'staff' | 'client', path: string) {
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/:lang/*"
          element={
            <>
              <CurrentPath />
              <Sidebar
                user={user}
                area={area}
                mobile={false}
                collapsed={false}
                onToggleCollapsed={() => undefined}
                mobileOpen={false}
                onMobileClose={() => undefined}
              />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

describe('sidebar', () => {
  it('lists only the pages a team member was granted', () => {
    const member = makeUser('companyPersonnelTeam', {
      RECLAMATION_INBOX: 'VIEW',
      COMMERCIAL_CLIENTS: 'VIEW',
    });
    renderSidebar(member, 'staff', '/en/wolvo-team/reclamation/inbox');
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(nav).toHaveTextContent('Reclamations');
    expect(nav).toHaveTextContent('Commercial');
    expect(screen.getByRole('link', { name: 'Inbox' })).toHaveAttribute(
      'href',
      '/en/wolvo-team/reclamation/inbox',
    );
    expect(nav).not.toHaveTextContent('Partner dashboard');
    expect(nav).not.toHaveTextContent('Finance');
    expect(nav).not.toHaveTextContent('Users');
  });

  it('shows the version with the stored build', () => {
    window.localStorage.setItem('wolvo.build', '17');
    renderSidebar(makeUser('clientPersonnel'), 'client', '/en/client/home');
    expect(screen.getByTestId('version-label')).toHaveTextContent('v1.1.34 (build 17)');
    expect(versionLabel(0)).toBe('v1.1.34 (build 0)');
  });

  it('shows the build the version poller stores after the first render', () => {
    window.localStorage.removeItem('wolvo.build');
    renderSidebar(makeUser('clientPersonnel'), 'client', '/en/client/home');
    expect(screen.getByTestId('version-label')).toHaveTextContent('v1.1.34 (build 0)');
    act(() => session.setStoredBuild(3));
    expect(screen.getByTestId('version-label')).toHaveTextContent('v1.1.34 (build 3)');
  });

  it("starts loading a remote page when its link is hovered or focused, not a host page's", () => {
    renderSidebar(makeUser('clientPersonnel'), 'client', '/en/client/home');
    fireEvent.pointerEnter(screen.getByRole('link', { name: 'Team' }));
    expect(preloadPage).toHaveBeenLastCalledWith({ remote: 'team', area: 'client', path: 'team' });
    fireEvent.focus(screen.getByRole('link', { name: 'Fortune wheel' }));
    expect(preloadPage).toHaveBeenLastCalledWith({
      remote: 'wheel',
      area: 'client',
      path: 'fortune-wheel',
    });
    jest.mocked(preloadPage).mockClear();
    fireEvent.pointerEnter(screen.getByRole('link', { name: 'Support' }));
    expect(preloadPage).not.toHaveBeenCalled();
  });

  it('follows a link in the app, and leaves a modified click to the browser', async () => {
    renderSidebar(makeUser('clientPersonnel'), 'client', '/en/client/home');
    const team = screen.getByRole('link', { name: 'Team' });
    expect(fireEvent.click(team, { ctrlKey: true })).toBe(true); // not prevented: a new tab
    expect(screen.getByTestId('path')).toHaveTextContent('/en/client/home');
    expect(fireEvent.click(team)).toBe(false);
    expect(await screen.findByText('/en/client/team')).toBeInTheDocument();
  });

  it('loads the routes of the remotes it links to once idle, only those the user may open', () => {
    jest.useFakeTimers();
    try {
      const member = makeUser('companyPersonnelTeam', {
        RECLAMATION_INBOX: 'VIEW',
        COMMERCIAL_CLIENTS: 'VIEW',
      });
      renderSidebar(member, 'staff', '/en/wolvo-team/reclamation/inbox');
      expect(preloadRoutes).not.toHaveBeenCalled();
      // The delay, then the idle callback (a timer where the browser has none, as in jsdom).
      act(() => jest.advanceTimersByTime(IDLE_PRELOAD_DELAY_MS));
      expect(preloadRoutes).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(1));
      expect(
        jest
          .mocked(preloadRoutes)
          .mock.calls.map(([remote]) => remote)
          .sort(),
      ).toEqual(['commercial', 'reclamation']);
    } finally {
      jest.useRealTimers();
    }
  });
});

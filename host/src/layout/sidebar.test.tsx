import { screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { addTranslations } from '@wolvo/shared/i18n';
import { renderWithProviders } from '@wolvo/shared/testing';
import { shellTranslations } from '../i18n/shell-all-languages';
import { makeUser } from '../testing/fixtures';
import { Sidebar, versionLabel } from './sidebar';
import type { SessionUser } from '@wolvo/shared/contracts';

beforeAll(() => addTranslations('shell', shellTranslations));

function renderSidebar(user: SessionUser, area: 'staff' | 'client', path: string) {
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/:lang/*"
          element={
            <Sidebar
              user={user}
              area={area}
              mobile={false}
              collapsed={false}
              onToggleCollapsed={() => undefined}
              mobileOpen={false}
              onMobileClose={() => undefined}
            />
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
});

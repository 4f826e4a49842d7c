import { screen, within } from '@testing-library/react';
import type { SessionUser, TeamHeadcount, TeamMembersPage } from '@wolvo/shared/contracts';
import { addTranslations } from '@wolvo/shared/i18n';
import { httpClient } from '@wolvo/shared/http';
import { queryClient } from '@wolvo/shared/query';
import { session } from '@wolvo/shared/session';
import { renderWithProviders } from '@wolvo/shared/testing';
import { NAMESPACE, translations } from '../../i18n/translations';
import UsersTeamPage from './users-team-page';

addTranslations(NAMESPACE, translations);

// A provider team member (not the admin) with users > team, as the sign-in answers it now.
const MEMBER: SessionUser = {
  id: 2,
  username: 'admin.team',
  email: 'ops@wolvo.tn',
  role: 'companyPersonnelTeam',
  avatar: null,
  fullname: 'Slim Gharbi',
  createdAt: '2026-01-01T00:00:00.000Z',
  permissions: { USERS_TEAM: 'VIEW' },
  clientId: null,
  adminId: 1,
};

const MEMBERS: TeamMembersPage = {
  items: [
    {
      id: 2,
      username: 'admin.team',
      email: 'ops@wolvo.tn',
      fullname: 'Slim Gharbi',
      avatar: null,
      role: 'companyPersonnelTeam',
      clientId: null,
      team: { id: 1, name: 'Opérations' },
      permissions: { USERS_TEAM: 'VIEW' },
      createdAt: '2026-01-01T00:00:00.000Z',
    },
  ],
  page: 1,
  total: 1,
  totalPages: 1,
};
const HEADCOUNT: TeamHeadcount = {
  total: 1,
  max: null,
  teams: [{ id: 1, name: 'Opérations', members: 1 }],
};

afterEach(() => {
  queryClient.clear();
  session.clear();
  jest.restoreAllMocks();
});

it("shows a provider team member with users > team its admin's team, without the add button", async () => {
  session.save('token', MEMBER);
  const get = jest
    .spyOn(httpClient, 'request')
    .mockImplementation(async ({ url }) =>
      url?.endsWith('/team-headcount') ? { data: HEADCOUNT } : { data: MEMBERS },
    );
  renderWithProviders(<UsersTeamPage />);

  const row = await screen.findByTestId('member-row');
  expect(within(row).getByText('Slim Gharbi')).toBeInTheDocument();
  expect(get).toHaveBeenCalledWith(
    expect.objectContaining({ method: 'GET', url: '/v1/admin-team/1/get-members' }),
  );
  expect(get).toHaveBeenCalledWith(
    expect.objectContaining({ method: 'GET', url: '/v1/admin-team/1/team-headcount' }),
  );
  expect(screen.queryByRole('button', { name: 'Add member' })).not.toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

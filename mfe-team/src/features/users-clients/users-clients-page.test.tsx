import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ClientAccountDto, ClientAccountsPage } from '@wolvo/shared/contracts';
import { addTranslations } from '@wolvo/shared/i18n';
import { httpClient } from '@wolvo/shared/http';
import { queryClient } from '@wolvo/shared/query';
import { session } from '@wolvo/shared/session';
import { renderWithProviders, STAFF_ADMIN_USER } from '@wolvo/shared/testing';
import { NAMESPACE, translations } from '../../i18n/translations';
import UsersClientsPage from './users-clients-page';

addTranslations(NAMESPACE, translations);

const JERBA: ClientAccountDto = {
  id: 2,
  userId: 5,
  fullname: 'Jerba Artisanat',
  username: 'jerba.artisanat',
  email: 'contact@jerba-artisanat.tn',
  avatar: null,
  companies: ['Jerba Artisanat', 'Houmt Souk Déco'],
  phone1: '75650123',
  delegation: 'Medenine',
  city: 'Djerba Houmt Souk',
  confirmed: true,
  active: true,
  createdAt: '2026-03-04T10:00:00.000Z',
};
const PAGE: ClientAccountsPage = { items: [JERBA], page: 1, total: 1, totalPages: 1 };

beforeEach(() => session.save('token', STAFF_ADMIN_USER));
/** The API answers: the page for a read, `changed` for a PUT. */
const answers = (changed?: object) =>
  jest
    .spyOn(httpClient, 'request')
    .mockImplementation(async ({ method }) => ({ data: method === 'PUT' ? changed : PAGE }));

afterEach(() => {
  queryClient.clear();
  session.clear();
  jest.restoreAllMocks();
});

it('lists clients with companies and flags, and asks the server with the filters', async () => {
  const request = answers();
  renderWithProviders(<UsersClientsPage />);
  const row = await screen.findByTestId('client-row');
  for (const text of [
    'Jerba Artisanat',
    'Houmt Souk Déco',
    'contact@jerba-artisanat.tn',
    'Confirmed',
    'Active',
    'March 04 2026',
  ])
    expect(within(row).getAllByText(text).length).toBeGreaterThan(0);

  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Account state' }));
  fireEvent.click(await screen.findByRole('option', { name: 'Deactivated' }));
  await waitFor(() =>
    expect(request).toHaveBeenLastCalledWith(
      expect.objectContaining({
        method: 'GET',
        url: '/v1/client/getAllClients',
        params: { offset: 0, limit: 10, active: false },
        data: undefined,
        signal: expect.anything(),
      }),
    ),
  );
});

it('deactivates after confirmation and toasts the server message translated', async () => {
  const request = answers({ message: 'client.deactivated', client: { ...JERBA, active: false } });
  const put = () => request.mock.calls.filter(([config]) => config.method === 'PUT');
  renderWithProviders(<UsersClientsPage />);
  fireEvent.click(
    await screen.findByRole('button', { name: "Deactivate Jerba Artisanat's account" }),
  );
  const dialog = screen.getByRole('dialog', { name: "Deactivate Jerba Artisanat's account?" });
  expect(put()).toHaveLength(0);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate account' }));
  await screen.findByText(
    "The client's account is deactivated: it is signed out on its next request.",
  );
  expect(put()).toEqual([[expect.objectContaining({ url: '/v1/client/deactivate/2' })]]);
});

it('shows a reset password once, in a dialog with a copy button', async () => {
  answers({ message: 'client.password-reset', password: 'Xk7#mPq2$wRt9@Lz' });
  const writeText = jest.fn().mockResolvedValue(undefined);
  Object.assign(navigator, { clipboard: { writeText } });
  renderWithProviders(<UsersClientsPage />);
  fireEvent.click(await screen.findByRole('button', { name: "Reset Jerba Artisanat's password" }));
  fireEvent.click(
    within(screen.getByRole('dialog')).getByRole('button', { name: 'Reset password' }),
  );
  const shown = await screen.findByRole('dialog', { name: 'New password for Jerba Artisanat' });
  expect(within(shown).getByLabelText('Password')).toHaveValue('Xk7#mPq2$wRt9@Lz');
  fireEvent.click(within(shown).getByRole('button', { name: 'Copy password' }));
  await screen.findByText('Password copied.');
  expect(writeText).toHaveBeenCalledWith('Xk7#mPq2$wRt9@Lz');
  fireEvent.click(within(shown).getByRole('button', { name: 'I have noted the password' }));
  await waitFor(() =>
    expect(screen.queryByDisplayValue('Xk7#mPq2$wRt9@Lz')).not.toBeInTheDocument(),
  );
});

it('offers no actions without EDIT on users > clients', async () => {
  session.save('token', {
    ...STAFF_ADMIN_USER,
    role: 'companyPersonnelTeam',
    permissions: { USERS_CLIENTS: 'VIEW' },
  });
  answers();
  renderWithProviders(<UsersClientsPage />);
  await screen.findByTestId('client-row');
  expect(screen.queryByRole('button', { name: /password/ })).not.toBeInTheDocument();
});

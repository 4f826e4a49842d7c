import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AxiosResponse } from 'axios';
import { addTranslations } from '@wolvo/shared/i18n';
import { httpClient } from '@wolvo/shared/http';
import { session } from '@wolvo/shared/session';
import { bridgeTypedClient, makeAxiosError, renderWithProviders } from '@wolvo/shared/testing';
import { sessionStore } from '../../app/session-store';
import { shellTranslations } from '../../i18n/shell-all-languages';
import { makeToken, makeUser } from '../../testing/fixtures';
import { PasswordCard, ProfileCard } from './account-settings-page';
import { ApiKeyCard } from './api-key-card';

beforeAll(() => addTranslations('shell', shellTranslations));

const ok = (data: unknown) => ({ data }) as AxiosResponse;
const user = makeUser('clientPersonnel', {}, { fullname: 'Sami Trabelsi', username: 'sami' });

beforeEach(() => {
  bridgeTypedClient();
  session.save(makeToken(), user);
  sessionStore.reload();
  jest
    .spyOn(httpClient, 'get')
    .mockResolvedValue(ok({ fullname: user.fullname, email: user.email, username: 'sami.t' }));
});
afterEach(() => jest.restoreAllMocks());

const type = (name: string, value: string) =>
  fireEvent.change(screen.getByLabelText(name), { target: { value } });

describe('password card', () => {
  it("checks a change with the server's rules, in its words, before sending anything", async () => {
    const put = jest.spyOn(httpClient, 'put');
    renderWithProviders(<PasswordCard />);
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findAllByText("Field can't be empty!")).toHaveLength(3);

    type('Current password *', 'Old-pass1');
    type('New password *', 'short');
    type('Confirm password *', 'short');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText('The password needs at least 8 characters.'),
    ).toBeInTheDocument();

    type('New password *', 'Longer-pass1');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(put).not.toHaveBeenCalled();
  });

  it("shows the server's refusal under its field, and empties the form once changed", async () => {
    const put = jest
      .spyOn(httpClient, 'put')
      .mockRejectedValueOnce(
        makeAxiosError({
          status: 400,
          data: { statusCode: 400, message: 'currentPassword: password.current-invalid' },
        }),
      )
      .mockResolvedValue(ok({ success: true, token: makeToken() }));
    renderWithProviders(<PasswordCard />);
    type('Current password *', 'Wrong-pass1');
    type('New password *', 'Longer-pass1');
    type('Confirm password *', 'Longer-pass1');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The current password is invalid!')).toBeInTheDocument();
    expect(put).toHaveBeenCalledWith('/v1/users/password', {
      currentPassword: 'Wrong-pass1',
      newPassword: 'Longer-pass1',
      confirmPassword: 'Longer-pass1',
    });

    type('Current password *', 'Right-pass1');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(screen.getByLabelText('Current password *')).toHaveValue(''));
    expect(put).toHaveBeenCalledTimes(2);
  });
});

describe('profile card', () => {
  it('refuses a name with digits and a bad email, then sends the trimmed profile', async () => {
    const put = jest
      .spyOn(httpClient, 'put')
      .mockResolvedValue(ok({ ...user, fullname: 'Sami Ben Ali', username: 'sami' }));
    renderWithProviders(<ProfileCard />);
    // The form shows the server's profile (its username differs from the session's), then is typed in.
    await waitFor(() => expect(screen.getByLabelText('Username *')).toHaveValue('sami.t'));
    type('Full name *', 'Sami 2');
    type('Email *', 'sami@');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Only letters, apostrophes, spaces and hyphens are allowed!'),
    ).toBeInTheDocument();
    expect(screen.getByText('Invalid email address!')).toBeInTheDocument();
    expect(put).not.toHaveBeenCalled();

    type('Full name *', '  Sami   Ben Ali ');
    type('Email *', ' sami@shop.tn ');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith(`/v1/users/profile/${user.id}`, {
        fullname: 'Sami Ben Ali',
        email: 'sami@shop.tn',
        username: 'sami.t',
      }),
    );
    await waitFor(() => expect(sessionStore.getUser()?.fullname).toBe('Sami Ben Ali'));
  });
});

describe('API key card', () => {
  it('shows the masked key, and a new key once after a confirmation', async () => {
    jest
      .spyOn(httpClient, 'get')
      .mockResolvedValue(ok({ maskedKey: 'wk_••••1234', createdAt: '2026-11-20T10:00:00.000Z' }));
    const post = jest.spyOn(httpClient, 'post').mockResolvedValue(
      ok({
        apiKey: 'wk_live_new-key-5678',
        maskedKey: 'wk_••••5678',
        createdAt: '2026-11-21T10:00:00.000Z',
      }),
    );
    renderWithProviders(<ApiKeyCard />);
    expect(await screen.findByTestId('api-key-masked')).toHaveTextContent('wk_••••1234');
    fireEvent.click(screen.getByRole('button', { name: 'Generate a new key' }));
    const confirm = await screen.findByRole('dialog');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Generate a new key' }));
    expect(await screen.findByTestId('api-key-new')).toHaveTextContent('wk_live_new-key-5678');
    expect(screen.getByTestId('api-key-masked')).toHaveTextContent('wk_••••5678');
    expect(post).toHaveBeenCalledWith('/v1/settings/api-key/regenerate');
  });

  it('shows no key when it cannot be read', async () => {
    jest
      .spyOn(httpClient, 'get')
      .mockRejectedValue(makeAxiosError({ status: 500, data: { message: 'SERVER_ERROR' } }));
    renderWithProviders(<ApiKeyCard />);
    expect(await screen.findByTestId('api-key-masked')).toHaveTextContent('No key generated yet.');
  });
});

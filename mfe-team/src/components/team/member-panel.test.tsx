import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { SessionUser, TeamMemberDto } from '@wolvo/shared/contracts';
import { addTranslations } from '@wolvo/shared/i18n';
import { httpClient } from '@wolvo/shared/http';
import { queryClient } from '@wolvo/shared/query';
import { makeAxiosError, renderWithProviders } from '@wolvo/shared/testing';
import { NAMESPACE, translations } from '../../i18n/translations';
import { MemberPanel } from './member-panel';

addTranslations(NAMESPACE, translations);
afterEach(() => {
  queryClient.clear();
  jest.restoreAllMocks();
});

const USER: SessionUser = {
  id: 3,
  username: 'client',
  email: 'client@wolvo.tn',
  role: 'clientPersonnel',
  avatar: null,
  fullname: 'Sami Trabelsi',
  createdAt: '2026-01-01T00:00:00.000Z',
  permissions: {},
  clientId: 1,
};

const SAVED: TeamMemberDto = {
  id: 40,
  username: 'rim.entrepot',
  email: 'rim@shop.tn',
  fullname: "Rim Ben M'rad",
  avatar: null,
  role: 'clientPersonnelTeam',
  clientId: 1,
  team: { id: 2, name: 'Entrepôt' },
  permissions: { ORDERS_ORDER_OF_THE_DAY: 'VIEW' },
  createdAt: '2026-11-23T09:00:00.000Z',
};

function renderDialog(onSaved = jest.fn()) {
  renderWithProviders(
    <MemberPanel
      open
      owner={{ kind: 'client', ownerId: 1 }}
      member={null}
      teams={['Entrepôt']}
      user={USER}
      onClose={jest.fn()}
      onSaved={onSaved}
    />,
  );
  return onSaved;
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const password = (name: RegExp) => screen.getByLabelText(name, { selector: 'input' });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

// fireEvent.change rather than typing key by key: the panel holds a hundred checkboxes.
const fill = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

function fillValid() {
  fill(field(/^Full name/), "Rim Ben M'rad");
  fill(field(/^Username/), 'rim.entrepot');
  fill(field(/^Email/), 'rim@shop.tn');
  fill(password(/^Password/), 'Equipe2026x');
  fill(password(/^Confirm password/), 'Equipe2026x');
  fill(screen.getByRole('combobox', { name: /^Team/ }), 'Entrepôt');
  fireEvent.click(screen.getByRole('checkbox', { name: 'View: Orders of the day' }));
}

describe('add member panel', () => {
  it('shows the password policy and checks every field before sending anything', async () => {
    const post = jest.spyOn(httpClient, 'request');
    renderDialog();
    expect(
      screen.getByText(
        'The password needs at least 8 characters, one uppercase and one lowercase letter.',
      ),
    ).toBeInTheDocument();
    save();
    expect(await screen.findByText('Fix the marked fields.')).toBeInTheDocument();
    expect(screen.getAllByText("Field can't be empty!").length).toBeGreaterThanOrEqual(6);
    expect(screen.getByText('Grant at least one permission!')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
    // Once every field is fixed, the summary goes away before saving again.
    fillValid();
    await waitFor(() => expect(screen.queryByText('Fix the marked fields.')).toBeNull());
  }, 30_000);

  it('refuses a bad name, a weak password and a confirmation that differs', async () => {
    const post = jest.spyOn(httpClient, 'request');
    renderDialog();
    fill(field(/^Full name/), 'J0hn');
    fill(password(/^Password/), 'lowercase1');
    fill(password(/^Confirm password/), 'other');
    save();
    expect(
      await screen.findByText('Only letters, apostrophes, spaces and hyphens are allowed!'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('The password needs at least one uppercase letter.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  }, 30_000);

  it('sends a valid member with its team and only the pages ticked, then reports it saved', async () => {
    const post = jest.spyOn(httpClient, 'request').mockResolvedValue({ data: SAVED });
    const onSaved = renderDialog();
    fillValid();
    save();
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(SAVED));
    expect(post).toHaveBeenCalledWith(
      expect.objectContaining({
        method: 'POST',
        url: '/v1/client-team/1/add-member',
        data: {
          fullname: "Rim Ben M'rad",
          username: 'rim.entrepot',
          email: 'rim@shop.tn',
          password: 'Equipe2026x',
          confirmPassword: 'Equipe2026x',
          team: 'Entrepôt',
          avatar: null,
          permissions: { ORDERS_ORDER_OF_THE_DAY: 'VIEW' },
        },
      }),
    );
  }, 30_000);

  it("shows the server's username conflict under the field", async () => {
    jest.spyOn(httpClient, 'request').mockRejectedValue(
      makeAxiosError({
        status: 409,
        data: { statusCode: 409, message: 'user.username-exists', error: 'Conflict' },
      }),
    );
    const onSaved = renderDialog();
    fillValid();
    save();
    expect(await screen.findAllByText('This username already exists!')).not.toHaveLength(0);
    expect(field(/^Username/)).toHaveAttribute('aria-invalid', 'true');
    expect(onSaved).not.toHaveBeenCalled();
  }, 30_000);

  it('refuses an avatar that is not a PNG or JPEG, or too large, before sending it', async () => {
    renderDialog();
    const input = screen.getByTestId('avatar-input');
    fireEvent.change(input, {
      target: { files: [new File(['GIF89a'], 'me.gif', { type: 'image/gif' })] },
    });
    expect(
      await screen.findByText('Only PNG, JPG and JPEG images are allowed!'),
    ).toBeInTheDocument();
    const big = new File([new Uint8Array(256 * 1024 + 1)], 'me.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText('The image must not exceed 256 KB!')).toBeInTheDocument();
    // Named .png but a GIF inside: refused by its content.
    const fake = new File(['GIF89a\x01\x00'], 'me.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [fake] } });
    expect(
      await screen.findByText('Only PNG, JPG and JPEG images are allowed!'),
    ).toBeInTheDocument();
  }, 30_000);
});

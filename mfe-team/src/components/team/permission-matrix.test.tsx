import { useState } from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import {
  CLIENT_PAGE_KEYS,
  STAFF_PAGE_KEYS,
  type PermissionMap,
  type SessionUser,
  type TeamKind,
} from '@wolvo/shared/contracts';
import { addTranslations } from '@wolvo/shared/i18n';
import { renderWithProviders } from '@wolvo/shared/testing';
import { NAMESPACE, translations } from '../../i18n/translations';
import { PermissionMatrix } from './permission-matrix';
import { permissionsError } from './member-form';

addTranslations(NAMESPACE, translations);

const CLIENT_ADMIN: SessionUser = {
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

function Harness({
  kind = 'client',
  user = CLIENT_ADMIN,
  initial = {},
  onChange,
}: {
  kind?: TeamKind;
  user?: SessionUser;
  initial?: PermissionMap;
  onChange?: (next: PermissionMap) => void;
}) {
  const [value, setValue] = useState(initial);
  const error = permissionsError(value);
  return (
    <PermissionMatrix
      kind={kind}
      value={value}
      user={user}
      error={error}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

const rowKeys = () =>
  screen
    .getAllByTestId(/^matrix-row-/)
    .map((row) => row.getAttribute('data-testid')!.replace('matrix-row-', ''));

describe('permission matrix', () => {
  it('offers the client area pages only on a client team, the staff pages only on the provider team', () => {
    const { unmount } = renderWithProviders(<Harness kind="client" />);
    expect(rowKeys()).toEqual([...CLIENT_PAGE_KEYS]);
    expect(screen.queryByText('Users')).toBeNull();
    unmount();
    renderWithProviders(
      <Harness kind="admin" user={{ ...CLIENT_ADMIN, role: 'companyPersonnel' }} />,
    );
    expect(rowKeys()).toEqual([...STAFF_PAGE_KEYS]);
    expect(rowKeys()).not.toContain('TEAM');
  }, 30_000);

  it('requires at least one action, and a single VIEW is enough', () => {
    const changes: PermissionMap[] = [];
    renderWithProviders(<Harness onChange={(next) => changes.push(next)} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Grant at least one permission!');
    fireEvent.click(screen.getByRole('checkbox', { name: 'View: Orders of the day' }));
    expect(changes.at(-1)).toEqual({ ORDERS_ORDER_OF_THE_DAY: 'VIEW' });
    expect(screen.queryByRole('alert')).toBeNull();
    // Unticking the last action drops the page: the matrix is empty again and says so.
    fireEvent.click(screen.getByRole('checkbox', { name: 'View: Orders of the day' }));
    expect(changes.at(-1)).toEqual({});
    expect(screen.getByRole('alert')).toBeInTheDocument();
  }, 30_000);

  it('ticks a whole row or a whole column at once', () => {
    const changes: PermissionMap[] = [];
    renderWithProviders(<Harness onChange={(next) => changes.push(next)} />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Every action: Support' }));
    expect(changes.at(-1)).toEqual({ SUPPORT: 'VIEW|ADD|EDIT|DELETE' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'View: every page' }));
    const all = changes.at(-1)!;
    expect(Object.keys(all).sort()).toEqual([...CLIENT_PAGE_KEYS].sort());
    expect(all.SUPPORT).toBe('VIEW|ADD|EDIT|DELETE');
    expect(all.TEAM).toBe('VIEW');
  }, 30_000);

  it('lets a team member grant only what it holds itself', () => {
    const member: SessionUser = {
      ...CLIENT_ADMIN,
      role: 'clientPersonnelTeam',
      permissions: { TEAM: 'VIEW|ADD', ORDERS: 'VIEW' },
    };
    renderWithProviders(<Harness user={member} />);
    const row = within(screen.getByTestId('matrix-row-ORDERS_PICKUPS'));
    // Held on the parent page: granted on the subpage too.
    expect(row.getByRole('checkbox', { name: 'View: Pickups' })).toBeEnabled();
    expect(row.getByRole('checkbox', { name: 'Add: Pickups' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'View: Support' })).toBeDisabled();
  }, 30_000);
});

import { fireEvent, screen } from '@testing-library/react';
import { STATUS_COLOURS } from '@wolvo/shared/contracts';
import { renderWithProviders } from '../../testing/render-with-providers';
import { STATUS_PALETTE } from '@wolvo/shared/ui/theme';
import { EditHistory } from './edit-history';
import { clampDots, LoadingDots } from './loading-dots';
import { SidePanel } from './side-panel';
import { StatusChip, statusColourOf, TryChip } from './status-chip';
import { UserText } from './user-text';

describe('StatusChip', () => {
  it.each([
    ['MANUAL_ORDER', 'lightblue'],
    ['IN_TRANSIT_N_TRY', 'lightblue'],
    ['TO_BE_VERIFIED', 'pink'],
    ['PAID_TO_WOLVO', 'orange'],
    ['REFUNDED', 'yellow'],
    ['DELIVERED_TO_SENDER', 'red'],
    ['AWAITING_COLLECTION', 'blue'],
    ['DELIVERED', 'green'],
    ['RETURN_BILLED_TO_SENDER', 'purple'],
    ['API_ORDER_CREATED', 'default'],
  ])('%s is %s', (status, colour) => {
    expect(statusColourOf(status)).toBe(colour);
  });

  it('falls back to the default colour and the raw code for unknown statuses', () => {
    renderWithProviders(<StatusChip status="SOMETHING_NEW" />);
    expect(statusColourOf('SOMETHING_NEW')).toBe('default');
    expect(screen.getByText('SOMETHING_NEW')).toBeInTheDocument();
  });

  it('shows the translated label painted with the status tone', () => {
    renderWithProviders(<StatusChip status="DELIVERED" />);
    const chip = screen.getByText('Delivered').closest('[data-colour]');
    expect(chip).toHaveAttribute('data-colour', 'green');
    expect(chip).toHaveStyle({ backgroundColor: STATUS_PALETTE.light.green.background });
  });

  it('uses the dark tones in dark mode and French labels in French', () => {
    renderWithProviders(<StatusChip status="CANCELLED" />, { mode: 'dark', language: 'fr' });
    const chip = screen.getByText('Annulé').closest('[data-colour]');
    expect(chip).toHaveStyle({ color: STATUS_PALETTE.dark.red.text });
  });

  it('shows the delivery try of an order out for delivery only (spec section 4)', () => {
    const { unmount } = renderWithProviders(<TryChip status="IN_TRANSIT_SECOND_TRY" />, {
      language: 'fr',
    });
    expect(screen.getByTestId('try-chip')).toHaveTextContent('Tentative n° 2');
    unmount();
    renderWithProviders(
      <>
        <TryChip status="IN_TRANSIT_N_TRY" />
        <TryChip status="DELIVERED" />
      </>,
      { language: 'ar' },
    );
    expect(screen.getAllByTestId('try-chip').map((c) => c.textContent)).toEqual([
      'المحاولة الرابعة أو أكثر',
    ]);
  });

  it('has a tone for every colour in both modes', () => {
    for (const colour of new Set(Object.values(STATUS_COLOURS))) {
      expect(STATUS_PALETTE.light[colour]).toBeDefined();
      expect(STATUS_PALETTE.dark[colour]).toBeDefined();
    }
  });
});

describe('LoadingDots', () => {
  it('clamps the count to 3..5, 5 by default', () => {
    expect(clampDots(undefined)).toBe(5);
    expect(clampDots(1)).toBe(3);
    expect(clampDots(4)).toBe(4);
    expect(clampDots(9)).toBe(5);
    expect(clampDots(Number.NaN)).toBe(5);
  });

  it('renders the dots with an accessible loading status', () => {
    renderWithProviders(<LoadingDots count={3} />);
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    expect(screen.getAllByTestId('loading-dot')).toHaveLength(3);
  });
});

describe('EditHistory', () => {
  it("shows staff who changed which field, the status's console location included", () => {
    renderWithProviders(
      <EditHistory
        edits={[
          {
            id: 2,
            at: '2026-11-10T08:00:00.000Z',
            by: { id: 1, username: 'admin' },
            changes: [
              { field: 'status', before: 'IN_TRANSIT', after: 'CONSOLE_IN_BOUND' },
              { field: 'consoleLocation', before: null, after: 'Hub Sousse' },
              { field: 'price', before: 10_000, after: 20_500 },
            ],
          },
        ]}
      />,
    );
    const line = screen.getByText(/Console location/);
    expect(line).toHaveTextContent('Status added: In transit → Console inbound');
    expect(line).toHaveTextContent('Console location: - → Hub Sousse');
    expect(line).toHaveTextContent('Price: 10.000 DT → 20.500 DT');
  });

  it("names a client's changed fields and payment days in the user's language", () => {
    renderWithProviders(
      <EditHistory
        edits={[
          {
            id: 5,
            at: '2026-11-12T09:30:00.000Z',
            by: { id: 1, username: 'admin' },
            changes: [
              { field: 'pickupAddress', before: '1 Rue A', after: '2 Rue B' },
              { field: 'paymentDays', before: 'MONDAY', after: 'MONDAY,THURSDAY' },
              { field: 'paymentType', before: 'CACHE', after: 'BANK_TRANSFER' },
            ],
          },
        ]}
      />,
      { language: 'fr' },
    );
    const line = screen.getByText(/Adresse de ramassage/);
    expect(line).toHaveTextContent('Adresse de ramassage : 1 Rue A → 2 Rue B');
    expect(line).toHaveTextContent('lundi → lundi, jeudi');
    expect(screen.getByText(/^admin, /)).toBeInTheDocument();
  });

  it('isolates each value in Arabic, so a Latin address keeps its order in the right-to-left line', () => {
    renderWithProviders(
      <EditHistory
        edits={[
          {
            id: 6,
            at: '2026-11-12T09:30:00.000Z',
            by: { id: 1, username: 'admin' },
            changes: [
              { field: 'pickupAddress', before: '45 Rue A', after: '7 Rue B' },
              { field: 'paymentType', before: 'CACHE', after: 'BANK_TRANSFER' },
            ],
          },
        ]}
      />,
      { language: 'ar' },
    );
    expect(screen.getByText(/Rue A/)).toHaveTextContent(
      '\u206645 Rue A\u2069 ← \u20667 Rue B\u2069',
    );
    // Arabic words keep the isolate's own direction (first strong letter).
    expect(screen.getByText(/Rue A/)).toHaveTextContent(
      'طريقة الدفع: \u2068نقدًا\u2069 ← \u2068تحويل بنكي\u2069',
    );
  });
});

describe('SidePanel', () => {
  const panel = (onClose = jest.fn()) => (
    <SidePanel
      open
      title="Client Zitouna"
      overline="Client"
      closeLabel="Close the panel"
      onClose={onClose}
      bodyProps={{ 'data-testid': 'panel-body' }}
      footer={<button type="button">Confirm</button>}
    >
      <p>Body text</p>
    </SidePanel>
  );

  it('is a modal dialog named by its title, with its body and footer', () => {
    renderWithProviders(panel());
    const dialog = screen.getByRole('dialog', { name: 'Client Zitouna' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('heading', { level: 2, name: 'Client Zitouna' })).toBeInTheDocument();
    expect(screen.getByTestId('panel-body')).toHaveTextContent('Body text');
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
  });

  it('closes with its button and with Escape', () => {
    const onClose = jest.fn();
    renderWithProviders(panel(onClose));
    fireEvent.click(screen.getByRole('button', { name: 'Close the panel' }));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('opens from the inline end: the right in French, the left in Arabic', () => {
    // MUI places a right-anchored paper with `right: 0`, which the right-to-left style plugin mirrors.
    const { unmount } = renderWithProviders(panel(), { language: 'fr' });
    expect(screen.getByRole('dialog')).toHaveStyle({ right: '0px' });
    unmount();
    renderWithProviders(panel(), { language: 'ar' });
    expect(screen.getByRole('dialog')).toHaveStyle({ left: '0px' });
    expect(screen.getByRole('dialog')).not.toHaveStyle({ right: '0px' });
  });
});

describe('UserText', () => {
  it('isolates a typed value in its own direction, and writes a dash for none', () => {
    const { container } = renderWithProviders(
      <p>
        <UserText>3 Rue de la Plage</UserText>|<UserText>{'  '}</UserText>|
        <UserText empty="—">{null}</UserText>
      </p>,
      { language: 'ar' },
    );
    const isolated = container.querySelector('bdi');
    expect(isolated).toHaveTextContent('3 Rue de la Plage');
    expect(container.querySelectorAll('bdi')).toHaveLength(1);
    expect(container.querySelector('p')).toHaveTextContent('3 Rue de la Plage|-|—');
  });
});

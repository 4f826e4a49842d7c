import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { ExchangeResult, Paged } from '@wolvo/shared/contracts';
import { pageStateStore } from '@wolvo/shared/hooks';
import { httpClient } from '@wolvo/shared/http';
import { publishEvent } from '@wolvo/shared/publish';
import { session } from '@wolvo/shared/session';
import { bridgeTypedClient, renderWithProviders } from '@wolvo/shared/testing';
import { defaultRange, toRequestRange } from '@wolvo/shared/ui/date-range';
import { registerOrdersTranslations } from '../../i18n/translations';
import ExchangeResultsPage from './exchange-results-page';

jest.mock('@wolvo/shared/publish', () => ({ publishEvent: jest.fn(() => Promise.resolve()) }));

registerOrdersTranslations();

const row: ExchangeResult = {
  id: 1100,
  code: 'WLV-1100',
  service: 'EXCHANGE',
  status: 'DELIVERED',
  price: 30000,
  createdAt: '2026-11-21T09:00:00.000Z',
  returningMerchandise: 'Red shoes 40',
  recipientName: 'Amira Ben Salah',
  original: { id: 1042, code: 'WLV-1042', status: 'PAID_TO_SENDER', merchandise: 'Red shoes 40' },
};

const page: Paged<ExchangeResult> = { items: [row], page: 1, total: 25, totalPages: 3 };

const user = {
  id: 3,
  username: 'client',
  email: 'client@wolvo.tn',
  role: 'clientPersonnel' as const,
  avatar: null,
  fullname: 'Sami Trabelsi',
  createdAt: '2026-01-01T00:00:00.000Z',
  permissions: {},
  clientId: 1,
};

/** The queries sent, as the typed client passes them. */
function calls(): Array<Record<string, unknown>> {
  return jest
    .mocked(httpClient.get)
    .mock.calls.filter(([url]) => url === '/v1/order/exchange-results')
    .map(([, config]) => config?.params as Record<string, unknown>);
}

describe('exchange results', () => {
  beforeEach(() => {
    pageStateStore.clear();
    bridgeTypedClient();
    jest.spyOn(session, 'getUser').mockReturnValue(user);
  });
  afterEach(() => jest.restoreAllMocks());

  it('renders both orders of each row and asks the server for the next page', async () => {
    jest.spyOn(httpClient, 'get').mockResolvedValue({ data: page });
    renderWithProviders(<ExchangeResultsPage />, {
      wrapper: ({ children }) => <MemoryRouter>{children}</MemoryRouter>,
    });
    const tableRow = (await screen.findAllByTestId('exchange-row'))[0];
    expect(within(tableRow).getByText('WLV-1100')).toBeInTheDocument();
    expect(within(tableRow).getByText('WLV-1042')).toBeInTheDocument();
    expect(within(tableRow).getByText('Amira Ben Salah')).toBeInTheDocument();
    expect(within(tableRow).getByText('30.000 DT')).toBeInTheDocument();
    expect(within(tableRow).getByText('Delivered')).toBeInTheDocument();
    expect(within(tableRow).getByText('Paid to sender')).toBeInTheDocument();

    // The shared picker's default period, first page of 10.
    const first = calls()[0];
    expect(first.from).toBe(toRequestRange(defaultRange(user.createdAt)).from);
    expect(first.offset).toBe(0);
    expect(first.limit).toBe(10);

    await userEvent.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(calls().at(-1)?.offset).toBe(10));

    await userEvent.click(
      within(await screen.findAllByTestId('exchange-row').then((r) => r[0])).getByRole('button', {
        name: 'Open order WLV-1042',
      }),
    );
    expect(publishEvent).toHaveBeenCalledWith('order-modal.requested', { orderId: '1042' });
  }, 30_000);

  it('shows the empty state when the period has no exchange', async () => {
    jest
      .spyOn(httpClient, 'get')
      .mockResolvedValue({ data: { items: [], page: 1, total: 0, totalPages: 0 } });
    renderWithProviders(<ExchangeResultsPage />, {
      wrapper: ({ children }) => <MemoryRouter>{children}</MemoryRouter>,
    });
    expect(await screen.findByText('No exchanges')).toBeInTheDocument();
  }, 30_000);
});

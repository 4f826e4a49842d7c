import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { OrdersOfTheDayPage } from '@wolvo/shared/contracts';
import { pageStateStore } from '@wolvo/shared/hooks';
import { httpClient } from '@wolvo/shared/http';
import { session } from '@wolvo/shared/session';
import { makeAxiosError, renderWithProviders } from '@wolvo/shared/testing';
import { registerOrdersTranslations } from '../../i18n/translations';
import OrderOfTheDayPage from './order-of-the-day-page';

registerOrdersTranslations();

const page: OrdersOfTheDayPage = {
  items: [
    {
      id: 1042,
      code: 'WLV-1042',
      partnerCode: null,
      reference: 'REF-9',
      status: 'MANUAL_ORDER',
      subStatus: null,
      service: 'DELIVERY',
      source: 'MANUAL',
      price: 12500,
      paymentType: 'CACHE',
      merchandise: 'Shoes',
      createdAt: '2026-11-23T09:00:00.000Z',
      business: { id: 5, name: 'Dar Shop' },
      recipient: {
        fullname: 'Amira Ben Salah',
        phone1: '20123456',
        phone2: null,
        delegation: 'Tunis',
        city: 'La Marsa',
      },
      risk: { level: 'HIGH', delivered: 1, refused: 4, notSerious: 0 },
    },
  ],
  page: 1,
  total: 1,
  totalPages: 1,
  summary: { MANUAL_ORDER: 1, API_ORDER_CREATED: 2 },
};

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

function ordersCalls(): URLSearchParams[] {
  return jest
    .mocked(httpClient.get)
    .mock.calls.filter(([url]) => url === '/v1/order/getOrdersOfTheDay')
    .map(([, config]) => config?.params as URLSearchParams);
}

function renderPage() {
  return renderWithProviders(<OrderOfTheDayPage />, {
    wrapper: ({ children }) => <MemoryRouter>{children}</MemoryRouter>,
  });
}

describe('orders of the day', () => {
  beforeEach(() => {
    // Page state outlives a render (the host drops it on navigation); each test starts afresh.
    pageStateStore.clear();
    jest.spyOn(session, 'getUser').mockReturnValue(user);
    jest.spyOn(httpClient, 'get').mockImplementation((url: string) =>
      Promise.resolve({
        data: url === '/v1/business/get' ? [{ id: 5, name: 'Dar Shop', clientId: 1 }] : page,
      }),
    );
  });
  afterEach(() => jest.restoreAllMocks());

  it('renders the rows of the server page with status, money and refusal risk', async () => {
    renderPage();
    const row = (await screen.findAllByTestId('order-row'))[0];
    expect(within(row).getByText('WLV-1042')).toBeInTheDocument();
    expect(within(row).getByText('Amira Ben Salah')).toBeInTheDocument();
    expect(within(row).getByText('12.500')).toBeInTheDocument();
    expect(within(row).getByText('Manual order')).toBeInTheDocument();
    // The list's risk chip is one word; the full level and the counts are its name and tooltip.
    const risk = within(row).getByTestId('refusal-risk');
    expect(risk).toHaveTextContent(/^High$/);
    expect(risk).toHaveAccessibleName(
      'High risk: 1 delivered, 4 refused or returned, 0 not-serious flag(s)',
    );
    expect(screen.getByRole('link', { name: /add order/i })).toHaveAttribute(
      'href',
      '/en/client/orders/add-order',
    );
    // Without a chosen period the server's default applies: no dates sent.
    const first = ordersCalls()[0];
    expect(first.get('offset')).toBe('0');
    expect(first.get('limit')).toBe('10');
    expect(first.has('from')).toBe(false);
  });

  it('sends the debounced search and the status of a clicked summary chip', async () => {
    renderPage();
    await screen.findAllByTestId('order-row');
    await userEvent.type(screen.getByRole('searchbox', { name: /search/i }), '2012');
    await waitFor(() => expect(ordersCalls().at(-1)?.get('search')).toBe('2012'));
    // One call for the settled text, none per keystroke.
    expect(ordersCalls().filter((p) => p.has('search'))).toHaveLength(1);

    fireEvent.click(screen.getByText('API order created · 2'));
    await waitFor(() =>
      expect(ordersCalls().at(-1)?.getAll('status')).toEqual(['API_ORDER_CREATED']),
    );
    expect(ordersCalls().at(-1)?.get('search')).toBe('2012');
  });

  it('hides the add button from a team member without ADD', async () => {
    jest.spyOn(session, 'getUser').mockReturnValue({
      ...user,
      role: 'clientPersonnelTeam',
      permissions: { ORDERS_ORDER_OF_THE_DAY: 'VIEW' },
    });
    renderPage();
    await screen.findAllByTestId('order-row');
    expect(screen.queryByRole('link', { name: /add order/i })).not.toBeInTheDocument();
  });

  it('after a refused bulk delete, lists each refused id with its translated reason', async () => {
    jest.spyOn(httpClient, 'post').mockRejectedValue(
      makeAxiosError({
        status: 409,
        data: {
          statusCode: 409,
          error: 'Conflict',
          message: ['1042: order.already-collected'],
        },
      }),
    );
    renderPage();
    await screen.findAllByTestId('order-row');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select order WLV-1042' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(httpClient.post).toHaveBeenCalledWith('/v1/order/delete-many', { ids: [1042] });
    const alert = await screen.findByText('No order was changed:');
    expect(alert.closest('[role="alert"]')).toHaveTextContent(
      'No. 1042: This order has already been collected!',
    );
  }, 30_000);

  it('shows "today and not yet collected" until a period is chosen, and clearing it returns there', async () => {
    renderPage();
    await screen.findAllByTestId('order-row');
    await userEvent.click(screen.getByRole('button', { name: 'Today and not yet collected' }));
    await userEvent.click(screen.getByRole('button', { name: 'Last 7 days' }));
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(ordersCalls().at(-1)?.has('from')).toBe(true));
    expect(ordersCalls().at(-1)?.has('to')).toBe(true);
    expect(
      screen.queryByRole('button', { name: 'Today and not yet collected' }),
    ).not.toBeInTheDocument();

    await userEvent.click(
      screen.getByRole('button', { name: 'Back to today and the orders not yet collected' }),
    );
    await waitFor(() => expect(ordersCalls().at(-1)?.has('from')).toBe(false));
    expect(screen.getByRole('button', { name: 'Today and not yet collected' })).toBeInTheDocument();
  }, 30_000);
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { OrdersOfTheDayPage } from '@wolvo/shared/contracts';
import { pageStateStore } from '@wolvo/shared/hooks';
import { httpClient } from '@wolvo/shared/http';
import { session } from '@wolvo/shared/session';
import { bridgeTypedClient, makeAxiosError, renderWithProviders } from '@wolvo/shared/testing';
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

/** The list's queries as sent (a list repeats its name; undefined is not sent). */
function ordersCalls(): URLSearchParams[] {
  return jest
    .mocked(httpClient.get)
    .mock.calls.filter(([url]) => url === '/v1/order/getOrdersOfTheDay')
    .map(([, config]) => {
      const sent = new URLSearchParams();
      for (const [name, value] of Object.entries(config?.params as object))
        for (const one of [value].flat()) if (one !== undefined) sent.append(name, String(one));
      return sent;
    });
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
    bridgeTypedClient();
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
    expect(within(row).getByText('12.500 DT')).toBeInTheDocument();
    expect(within(row).getByText('Manual order')).toBeInTheDocument();
    // The list's risk chip is one word; the full level and the counts are its name and tooltip.
    const risk = within(row).getByTestId('refusal-risk');
    expect(risk).toHaveTextContent(/^High$/);
    expect(risk).toHaveAccessibleName(
      'High risk: 1 delivered, 4 refused or returned, 0 not-serious flags',
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

  it("opens filtered by the address a dashboard's status card gives", async () => {
    renderWithProviders(<OrderOfTheDayPage />, {
      wrapper: ({ children }) => (
        <MemoryRouter
          initialEntries={[
            '/en/client/orders/order-of-the-day?status=DELIVERED&status=NOPE&from=2026-11-01&to=2026-11-07',
          ]}
        >
          {children}
        </MemoryRouter>
      ),
    });
    await screen.findAllByTestId('order-row');
    const first = ordersCalls()[0]!;
    expect(first.getAll('status')).toEqual(['DELIVERED']);
    expect(first.get('from')).toBe('2026-11-01');
    expect(first.get('to')).toBe('2026-11-07');
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
    expect(screen.queryByRole('link', { name: /add exchange/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /import/i })).not.toBeInTheDocument();
    // Reading exchange results needs no ADD.
    expect(screen.getByRole('link', { name: /exchange results/i })).toHaveAttribute(
      'href',
      '/en/client/orders/exchange-results',
    );
  });

  it('links the add, exchange and import pages beside each other for a user with ADD', async () => {
    renderPage();
    await screen.findAllByTestId('order-row');
    const hrefs = ['add order', 'add exchange', 'import from excel', 'exchange results'].map(
      (name) => screen.getByRole('link', { name: new RegExp(name, 'i') }).getAttribute('href'),
    );
    expect(hrefs).toEqual([
      '/en/client/orders/add-order',
      '/en/client/orders/add-exchange',
      '/en/client/orders/import',
      '/en/client/orders/exchange-results',
    ]);
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
  describe('documents of the selection (PDF, Manifest)', () => {
    const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    const open = jest.fn();
    beforeEach(() => {
      window.localStorage.clear();
      open.mockReset().mockReturnValue({});
      jest.spyOn(window, 'open').mockImplementation(open);
      // jsdom has no object URLs.
      URL.createObjectURL = jest.fn(() => 'blob:slips');
      URL.revokeObjectURL = jest.fn();
      jest
        .mocked(httpClient.get)
        .mockImplementation((url: string) =>
          Promise.resolve(
            url.startsWith('/v1/order/voucher') || url.startsWith('/v1/order/manifest')
              ? { data: pdf, headers: { 'content-disposition': 'inline; filename="s.pdf"' } }
              : { data: url === '/v1/business/get' ? [{ id: 5, name: 'Dar Shop' }] : page },
          ),
        );
    });
    const fileCalls = () =>
      jest
        .mocked(httpClient.get)
        .mock.calls.filter(([url]) => /^\/v1\/order\/(voucher|manifest)/.test(url));

    it('are disabled, saying why, while nothing is selected', async () => {
      renderPage();
      await screen.findAllByTestId('order-row');
      const pdfButton = screen.getByRole('button', { name: 'PDF' });
      expect(pdfButton).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Manifest' })).toBeDisabled();
      await userEvent.hover(pdfButton.parentElement!);
      expect(await screen.findByRole('tooltip')).toHaveTextContent(
        'Select orders for this action.',
      );
    }, 30_000);

    it('PDF asks the layout, remembers it, opens the slips in a new tab and reloads the list', async () => {
      renderPage();
      await screen.findAllByTestId('order-row');
      await userEvent.click(screen.getByRole('checkbox', { name: 'Select order WLV-1042' }));
      await userEvent.click(screen.getByRole('button', { name: 'PDF' }));
      const dialog = await screen.findByRole('dialog', { name: 'Print 1 slip' });
      expect(within(dialog).getByRole('radio', { name: /A4/ })).toBeChecked();
      await userEvent.click(within(dialog).getByRole('radio', { name: /Thermal label/ }));
      const listCalls = ordersCalls().length;
      await userEvent.click(within(dialog).getByRole('button', { name: 'Print' }));
      await waitFor(() => expect(open).toHaveBeenCalledWith('blob:slips', '_blank'));
      expect(fileCalls()).toEqual([
        [
          '/v1/order/voucher?ids=1042&layout=thermal&lang=en',
          expect.objectContaining({ responseType: 'blob' }),
        ],
      ]);
      expect(URL.createObjectURL).toHaveBeenCalledWith(pdf);
      await waitFor(() => expect(ordersCalls().length).toBeGreaterThan(listCalls));
      expect(window.localStorage.getItem('wolvo.slip-layout')).toBe('thermal');

      // The next print starts from the layout chosen last.
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await userEvent.click(await screen.findByRole('button', { name: 'PDF' }));
      const again = await screen.findByRole('dialog');
      expect(within(again).getByRole('radio', { name: /Thermal label/ })).toBeChecked();
    }, 30_000);

    it('EXCEL downloads every filtered order from the server, without a selection or paging', async () => {
      const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
      jest
        .mocked(httpClient.get)
        .mockImplementation((url: string) =>
          Promise.resolve(
            url.startsWith('/v1/order/export')
              ? { data: pdf, headers: { 'content-disposition': 'attachment; filename="o.xlsx"' } }
              : { data: url === '/v1/business/get' ? [{ id: 5, name: 'Dar Shop' }] : page },
          ),
        );
      renderPage();
      await screen.findAllByTestId('order-row');
      await userEvent.click(screen.getByRole('button', { name: 'Excel' }));
      await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
      const exportCall = jest
        .mocked(httpClient.get)
        .mock.calls.find(([url]) => url.startsWith('/v1/order/export'));
      expect(exportCall?.[0]).toBe('/v1/order/export?lang=en');
      expect(open).not.toHaveBeenCalled();
      expect(await screen.findByText('Excel file downloaded.')).toBeInTheDocument();
    }, 30_000);

    it('downloads the file when the browser blocks the tab', async () => {
      open.mockReturnValue(null);
      const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
      renderPage();
      await screen.findAllByTestId('order-row');
      await userEvent.click(screen.getByRole('checkbox', { name: 'Select order WLV-1042' }));
      await userEvent.click(screen.getByRole('button', { name: 'Manifest' }));
      await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
      expect(fileCalls()[0][0]).toBe('/v1/order/manifest?ids=1042&lang=en');
      expect(await screen.findByText(/manifest downloaded/)).toBeInTheDocument();
    }, 30_000);

    it('lists the orders the server refused to print, translated, and opens nothing', async () => {
      jest.mocked(httpClient.get).mockImplementation((url: string) =>
        url.startsWith('/v1/order/voucher')
          ? Promise.reject(
              makeAxiosError({
                status: 409,
                data: {
                  statusCode: 409,
                  error: 'Conflict',
                  message: ['1042: order.cannot-print-unconfirmed'],
                },
              }),
            )
          : Promise.resolve({ data: url === '/v1/business/get' ? [] : page }),
      );
      renderPage();
      await screen.findAllByTestId('order-row');
      await userEvent.click(screen.getByRole('checkbox', { name: 'Select order WLV-1042' }));
      await userEvent.click(screen.getByRole('button', { name: 'PDF' }));
      await userEvent.click(
        within(await screen.findByRole('dialog')).getByRole('button', { name: 'Print' }),
      );
      const alert = await screen.findByText('No order was changed:');
      expect(alert.closest('[role="alert"]')).toHaveTextContent(
        'No. 1042: An unconfirmed order cannot be printed!',
      );
      expect(open).not.toHaveBeenCalled();
    }, 30_000);
  });
});

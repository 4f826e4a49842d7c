import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { OrderListItem, OrderLinkValidation } from '@wolvo/shared/contracts';
import { pageStateStore } from '@wolvo/shared/hooks';
import { httpClient } from '@wolvo/shared/http';
import { publishEvent } from '@wolvo/shared/publish';
import { session } from '@wolvo/shared/session';
import {
  bridgeTypedClient,
  makeAxiosError,
  pasteInto,
  renderWithProviders,
} from '@wolvo/shared/testing';
import { registerOrdersTranslations } from '../../i18n/translations';
import { CLIENT_USER } from '../../testing/session-users';
import AddExchangePage from './add-exchange-page';

jest.mock('@wolvo/shared/publish', () => ({ publishEvent: jest.fn(() => Promise.resolve()) }));

registerOrdersTranslations();

const delivered: OrderListItem = {
  id: 1042,
  code: 'WLV-1042',
  partnerCode: null,
  reference: null,
  status: 'DELIVERED',
  subStatus: null,
  service: 'DELIVERY',
  source: 'MANUAL',
  price: 45000,
  paymentType: 'CACHE',
  merchandise: 'Red shoes 40',
  createdAt: '2026-11-20T09:00:00.000Z',
  business: { id: 5, name: 'Dar Shop' },
  recipient: {
    fullname: 'Amira Ben Salah',
    phone1: '20123456',
    phone2: null,
    delegation: 'Tunis',
    city: 'La Marsa',
  },
  risk: { level: 'NONE', delivered: 1, refused: 0, notSerious: 0 },
};

const detail = {
  ...delivered,
  business: { id: 5, name: 'Dar Shop' },
  recipient: {
    id: 9,
    fullname: 'Amira Ben Salah',
    email: null,
    phone1: '20123456',
    phone2: null,
    delegation: 'Tunis',
    city: 'La Marsa',
    address: '12 rue de Carthage',
    postalCode: '2070',
  },
};

function mockServer(validation: OrderLinkValidation | Error) {
  jest.spyOn(httpClient, 'get').mockImplementation((url: string) => {
    if (url === '/v1/business/get')
      return Promise.resolve({ data: [{ id: 5, name: 'Dar Shop', clientId: 1 }] });
    if (url === '/v1/order/getOrdersOfTheDay')
      return Promise.resolve({ data: { items: [delivered], page: 1, total: 1, totalPages: 1 } });
    if (
      url.startsWith('/v1/order/validate-exchange/') ||
      url.startsWith('/v1/order/validate-returning/')
    )
      return validation instanceof Error
        ? Promise.reject(validation)
        : Promise.resolve({ data: validation });
    if (url.startsWith('/v1/order/get/search-for-id/')) return Promise.resolve({ data: detail });
    if (url.startsWith('/v1/order/refusal-risk/'))
      return Promise.resolve({ data: { level: 'NONE', delivered: 1, refused: 0, notSerious: 0 } });
    return Promise.reject(new Error(`unexpected ${url}`));
  });
}

function renderPage(language: 'en' | 'fr' | 'ar' = 'en', entry = '/en/client/orders/add-exchange') {
  return renderWithProviders(<AddExchangePage />, {
    language,
    wrapper: ({ children }) => <MemoryRouter initialEntries={[entry]}>{children}</MemoryRouter>,
  });
}

async function pickOriginal() {
  await pasteInto(screen.getByRole('combobox', { name: /order to exchange/i }), '1042');
  await userEvent.click(await screen.findByRole('option', { name: /WLV-1042/ }));
}

describe('add exchange', () => {
  beforeEach(() => {
    pageStateStore.clear();
    session.save('token', CLIENT_USER);
    bridgeTypedClient();
  });
  afterEach(() => {
    jest.restoreAllMocks();
    session.clear();
  });

  it('warns when the original was already replaced by another exchange, and does not save', async () => {
    mockServer({ code: 'HAS_RELATIONSHIP', isValid: false });
    const post = jest.spyOn(httpClient, 'post');
    renderPage();
    await pickOriginal();
    expect(
      await screen.findByText(/already been replaced by another exchange/i),
    ).toBeInTheDocument();
    expect(httpClient.get).toHaveBeenCalledWith(
      '/v1/order/validate-exchange/0/1042',
      expect.anything(),
    );
    expect(screen.getByRole('button', { name: 'Save exchange' })).toBeDisabled();
    expect(post).not.toHaveBeenCalled();
  }, 30_000);

  it('shows the spec message when the server does not know the original', async () => {
    mockServer(
      makeAxiosError({
        status: 404,
        data: { statusCode: 404, message: ['order.exchange.not-found'], error: 'Not Found' },
      }),
    );
    renderPage();
    await pickOriginal();
    expect(await screen.findByText('Exchange order not found!')).toBeInTheDocument();
  }, 30_000);

  it('sends service EXCHANGE with the original id, then shows the linked pair', async () => {
    mockServer({ code: 'VALID', isValid: true });
    const post = jest.spyOn(httpClient, 'post').mockResolvedValue({
      data: {
        ...detail,
        id: 1100,
        code: 'WLV-1100',
        status: 'MANUAL_ORDER',
        service: 'EXCHANGE',
        price: 30000,
        merchandise: 'Red shoes 41',
        returningMerchandise: 'Red shoes 40',
        exchangedOrder: {
          id: 1042,
          code: 'WLV-1042',
          partnerCode: null,
          returningMerchandise: null,
          status: 'DELIVERED',
          movements: [],
        },
      },
    });
    renderPage();
    await pickOriginal();
    expect(await screen.findByText('This order can be exchanged.')).toBeInTheDocument();
    // The recipient of the original fills the form; the delivered merchandise is what comes back.
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /address/i })).toHaveValue('12 rue de Carthage'),
    );
    expect(screen.getByRole('textbox', { name: /merchandise to take back/i })).toHaveValue(
      'Red shoes 40',
    );
    await pasteInto(screen.getByRole('textbox', { name: 'Merchandise' }), 'Red shoes 41');
    await pasteInto(screen.getByRole('textbox', { name: /new cash on delivery/i }), '30');
    await userEvent.click(screen.getByRole('button', { name: 'Save exchange' }));

    await waitFor(() => expect(post).toHaveBeenCalled());
    const [url, body] = post.mock.calls[0];
    expect(url).toBe('/v1/order/add');
    expect(body).toMatchObject({
      service: 'EXCHANGE',
      exchangeOrderId: 1042,
      returningMerchandise: 'Red shoes 40',
      merchandise: 'Red shoes 41',
      price: 30000,
      businessId: 5,
      recipient: { fullname: 'Amira Ben Salah', delegation: 'Tunis', city: 'La Marsa' },
    });

    const pair = await screen.findByRole('group', { name: 'Exchange saved' });
    const cards = within(pair).getAllByTestId('exchange-pair-card');
    expect(within(cards[0]).getByText('WLV-1100')).toBeInTheDocument();
    expect(within(cards[0]).getByText('30.000 DT')).toBeInTheDocument();
    expect(within(cards[1]).getByText('WLV-1042')).toBeInTheDocument();
    expect(within(cards[1]).getByText('Delivered')).toBeInTheDocument();
    expect(within(cards[1]).getByText('45.000 DT')).toBeInTheDocument();
    await userEvent.click(within(pair).getByRole('button', { name: 'Open order WLV-1042' }));
    expect(publishEvent).toHaveBeenCalledWith('order-modal.requested', { orderId: '1042' });
  }, 30_000);

  describe('counter-exchange', () => {
    const returned: OrderListItem = { ...delivered, status: 'DELIVERED_TO_SENDER' };

    async function pickReturned(
      labels = { service: 'Counter-exchange', picker: /returned order to take back/i },
    ) {
      await userEvent.click(screen.getByRole('button', { name: labels.service }));
      await pasteInto(screen.getByRole('combobox', { name: labels.picker }), '1042');
      await userEvent.click(await screen.findByRole('option', { name: /WLV-1042/ }));
    }

    function mockReturning(validation: OrderLinkValidation | Error) {
      mockServer(validation);
      const get = jest.mocked(httpClient.get).getMockImplementation()!;
      jest
        .mocked(httpClient.get)
        .mockImplementation((url: string, config?: object) =>
          url === '/v1/order/getOrdersOfTheDay'
            ? Promise.resolve({ data: { items: [returned], page: 1, total: 1, totalPages: 1 } })
            : get(url, config),
        );
    }

    it('opens as a counter-exchange when the add-order form asked for one', async () => {
      mockReturning({ code: 'VALID', isValid: true });
      renderPage('en', '/en/client/orders/add-exchange?service=COUNTER_EXCHANGE');
      expect(await screen.findByRole('button', { name: 'Counter-exchange' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      expect(
        screen.getByRole('combobox', { name: /returned order to take back/i }),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Delivery' })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
    });

    it.each([
      ['NOT_RETURNED', 'Only an order returned to the sender can be taken back.'],
      ['ALREADY_IN_USE', 'Another counter-exchange already takes this order back.'],
      ['SAME_ORDER', 'An order cannot take itself back.'],
    ] as const)(
      'validates the returned order with validate-returning and explains %s',
      async (code, text) => {
        mockReturning({ code, isValid: false });
        const post = jest.spyOn(httpClient, 'post');
        renderPage();
        await pickReturned();
        expect(await screen.findByText(new RegExp(text.replace('.', '\\.')))).toHaveTextContent(
          `Failed to validate the returning order. ${text}`,
        );
        expect(httpClient.get).toHaveBeenCalledWith(
          '/v1/order/validate-returning/1042',
          expect.anything(),
        );
        expect(httpClient.get).not.toHaveBeenCalledWith(
          expect.stringMatching(/validate-exchange/),
          expect.anything(),
        );
        expect(screen.getByRole('button', { name: 'Save counter-exchange' })).toBeDisabled();
        expect(post).not.toHaveBeenCalled();
      },
      30_000,
    );

    it('shows the spec message when the server does not know the returned order', async () => {
      mockReturning(
        makeAxiosError({
          status: 404,
          data: { statusCode: 404, message: ['order.returning.not-found'], error: 'Not Found' },
        }),
      );
      renderPage();
      await pickReturned();
      expect(await screen.findByText('Returning order not found!')).toBeInTheDocument();
    }, 30_000);

    it('reads the verdict in French and Arabic', async () => {
      mockReturning({ code: 'NOT_RETURNED', isValid: false });
      const { unmount } = renderPage('fr');
      await pickReturned({ service: 'Contre-échange', picker: /commande retournée à reprendre/i });
      expect(
        await screen.findByText(/Seule une commande retournée à l’expéditeur peut être reprise/),
      ).toBeInTheDocument();
      unmount();
      pageStateStore.clear();
      renderPage('ar');
      await pickReturned({ service: 'استبدال عكسي', picker: /الطلبية المرتجعة المراد استرجاعها/ });
      expect(
        await screen.findByText(/لا يمكن استرجاع إلا طلبية أُرجعت إلى المرسل/),
      ).toBeInTheDocument();
    }, 30_000);

    it('creates a COUNTER_EXCHANGE taking the returned order back, shown as a pair', async () => {
      mockReturning({ code: 'VALID', isValid: true });
      const post = jest.spyOn(httpClient, 'post').mockResolvedValue({
        data: {
          ...detail,
          id: 1101,
          code: 'WLV-1101',
          status: 'MANUAL_ORDER',
          service: 'COUNTER_EXCHANGE',
          price: 20000,
          merchandise: 'Blue shoes 40',
          returningMerchandise: 'Red shoes 40',
          exchangedOrder: null,
          returnedOrder: {
            id: 1042,
            code: 'WLV-1042',
            partnerCode: null,
            returningMerchandise: null,
            status: 'DELIVERED_TO_SENDER',
            movements: [],
          },
        },
      });
      renderPage();
      await pickReturned();
      expect(await screen.findByText('This returned order can be taken back.')).toBeInTheDocument();
      await waitFor(() =>
        expect(screen.getByRole('textbox', { name: /address/i })).toHaveValue('12 rue de Carthage'),
      );
      await pasteInto(screen.getByRole('textbox', { name: 'Merchandise' }), 'Blue shoes 40');
      await pasteInto(screen.getByRole('textbox', { name: /new cash on delivery/i }), '20');
      await userEvent.click(screen.getByRole('button', { name: 'Save counter-exchange' }));

      await waitFor(() => expect(post).toHaveBeenCalled());
      const [url, body] = post.mock.calls[0];
      expect(url).toBe('/v1/order/add');
      expect(body).toMatchObject({
        service: 'COUNTER_EXCHANGE',
        returningOrderId: 1042,
        returningMerchandise: 'Red shoes 40',
        merchandise: 'Blue shoes 40',
        price: 20000,
      });
      expect(body).not.toHaveProperty('exchangeOrderId');
      const pair = await screen.findByRole('group', { name: 'Counter-exchange saved' });
      const cards = within(pair).getAllByTestId('exchange-pair-card');
      expect(within(cards[0]).getByText('New order (counter-exchange)')).toBeInTheDocument();
      expect(within(cards[1]).getByText('Returned order')).toBeInTheDocument();
      expect(within(cards[1]).getByText('WLV-1042')).toBeInTheDocument();
    }, 30_000);
  });
});

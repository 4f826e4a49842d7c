import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { ClientPickup, OrdersOfTheDayPage, Paged } from '@wolvo/shared/contracts';
import { pageStateStore } from '@wolvo/shared/hooks';
import { httpClient } from '@wolvo/shared/http';
import { session } from '@wolvo/shared/session';
import { bridgeTypedClient, makeAxiosError, renderWithProviders } from '@wolvo/shared/testing';
import { registerOrdersTranslations } from '../../i18n/translations';
import PickupPage from './pickup-page';

registerOrdersTranslations();

const ready: OrdersOfTheDayPage = {
  items: [1, 2].map((id) => ({
    id,
    code: `WLV-${id}`,
    partnerCode: null,
    reference: null,
    status: 'READY',
    subStatus: null,
    service: 'DELIVERY',
    source: 'MANUAL',
    price: 12_500 * id,
    paymentType: 'CACHE',
    merchandise: null,
    createdAt: '2026-11-23T09:00:00.000Z',
    business: { id: 5, name: 'Dar Shop' },
    recipient: {
      fullname: `Client ${id}`,
      phone1: '20123456',
      phone2: null,
      delegation: 'Tunis',
      city: 'La Marsa',
    },
    risk: { level: 'NONE', delivered: 0, refused: 0, notSerious: 0 },
  })),
  page: 1,
  total: 2,
  totalPages: 1,
  summary: { READY: 2 },
};
const requests: Paged<ClientPickup> = {
  items: [
    {
      id: 7,
      state: 'COLLECTED',
      createdAt: '2026-11-20T09:00:00.000Z',
      collectedAt: '2026-11-20T15:00:00.000Z',
      parcels: 3,
      cod: 45_500,
    },
  ],
  page: 1,
  total: 1,
  totalPages: 1,
};

const merchant = {
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

const renderPage = () =>
  renderWithProviders(<PickupPage />, {
    wrapper: ({ children }) => <MemoryRouter>{children}</MemoryRouter>,
  });

describe('pickups page', () => {
  beforeEach(() => {
    pageStateStore.clear();
    bridgeTypedClient();
    jest.spyOn(session, 'getUser').mockReturnValue(merchant);
    jest
      .spyOn(httpClient, 'get')
      .mockImplementation((url: string) =>
        Promise.resolve({ data: url === '/v1/order/getClientPickups' ? requests : ready }),
      );
  });
  afterEach(() => jest.restoreAllMocks());

  it('lists the printed parcels and the requests, and asks for the selected ones', async () => {
    const post = jest.spyOn(httpClient, 'post').mockResolvedValue({
      data: { ...requests.items[0], id: 8, state: 'REQUESTED', parcels: 2, collectedAt: null },
    });
    renderPage();
    expect(await screen.findAllByTestId('pickup-ready-row')).toHaveLength(2);
    const readyCall = jest
      .mocked(httpClient.get)
      .mock.calls.find(([url]) => url === '/v1/order/getOrdersOfTheDay');
    // The typed client sends a list as repeated names (`status=READY&status=BP_PRINTED…`).
    expect(readyCall?.[1]?.params).toEqual({
      offset: 0,
      limit: 10,
      status: ['READY', 'BP_PRINTED', 'PRINTED_N_TIMES'],
    });
    const request = within(await screen.findByTestId('pickup-request-row'));
    expect(request.getByText('Collected')).toBeInTheDocument();
    expect(request.getByText('45.500 DT')).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Request pickup (0 parcels)' });
    expect(button).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select the parcels of the page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Request pickup (2 parcels)' }));
    expect(post).toHaveBeenCalledWith('/v1/order/pickup-request', { ids: [1, 2] });
    expect(await screen.findByText('Pickup requested for 2 parcels.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Request pickup (0 parcels)' })).toBeDisabled(),
    );
  });

  it('names the parcels the server refused, translated', async () => {
    jest.spyOn(httpClient, 'post').mockRejectedValue(
      makeAxiosError({
        status: 409,
        data: {
          statusCode: 409,
          message: ['2: order.pickup-already-requested'],
          error: 'Conflict',
        },
      }),
    );
    renderPage();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select parcel WLV-2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Request pickup (1 parcel)' }));
    expect(
      await screen.findByText(/A pickup is already requested for this order!/),
    ).toBeInTheDocument();
  });
});

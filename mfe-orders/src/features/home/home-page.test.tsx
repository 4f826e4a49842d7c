import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { ClientHomeStatistics } from '@wolvo/shared/contracts';
import { pageStateStore } from '@wolvo/shared/hooks';
import { httpClient } from '@wolvo/shared/http';
import { session } from '@wolvo/shared/session';
import { statisticsApi } from '@wolvo/shared/contracts/statistics/endpoints';
import { bridgeTypedClient, makeAxiosError, renderWithProviders } from '@wolvo/shared/testing';
import { CLIENT_HOME_URL, prefetchClientHome } from '../../api/prefetch';
import { registerOrdersTranslations } from '../../i18n/translations';
import HomePage from './home-page';

// echarts draws nothing in jsdom: the chart's container, text alternative and table are what is tested.
const setOption = jest.fn();
jest.mock('../../components/charts/load-echarts', () => ({
  loadEcharts: () =>
    Promise.resolve({ init: () => ({ setOption, resize: jest.fn(), dispose: jest.fn() }) }),
}));

registerOrdersTranslations();

const week = (from: number, delivered: number[]) =>
  delivered.map((d, i) => ({
    day: `2026-11-${String(from + i).padStart(2, '0')}`,
    delivered: d,
    returned: i === 2 ? 1 : 0,
  }));

const stats: ClientHomeStatistics = {
  today: '2026-11-20',
  period: { from: '2026-10-22', to: '2026-11-20' },
  stock: { parcels: 12, cod: 345_500 },
  apiOrders: { total: 9, toConfirm: 3 },
  deliveryDays: {
    averageDays: 2.5,
    byGovernorate: [{ governorate: 'Tunis', averageDays: 2, delivered: 40 }],
    byDelegation: [
      { governorate: 'Tunis', delegation: 'La Marsa', averageDays: 1.5, delivered: 20 },
    ],
  },
  turnover: { total: 1_234_567_890, delivered: 60 },
  deliveredReturned: {
    current: week(14, [1, 2, 3, 4, 5, 6, 7]),
    previous: week(7, [0, 0, 0, 0, 0, 0, 2]),
  },
  payments: { paid: 500_000, unpaid: 125_000, paidBills: 2, unpaidBills: 1 },
  sources: [
    { source: 'WEBSITE', orders: 30 },
    { source: 'API', orders: 9 },
  ],
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
  renderWithProviders(<HomePage />, {
    language: 'fr',
    wrapper: ({ children }) => <MemoryRouter>{children}</MemoryRouter>,
  });

describe('client home', () => {
  beforeEach(() => {
    pageStateStore.clear();
    setOption.mockClear();
    jest.spyOn(session, 'getUser').mockReturnValue(merchant);
    bridgeTypedClient();
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows the figures the shell prefetched while its code loaded, without asking again', async () => {
    // index.html's script sends the call its pages.json declares: the page's query must be that call.
    expect(CLIENT_HOME_URL).toBe(statisticsApi.home.path);
    jest.spyOn(session, 'getToken').mockReturnValue('token-a');
    const early = jest.fn(() =>
      Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(stats) }),
    );
    Object.defineProperty(globalThis, 'fetch', {
      value: early,
      configurable: true,
      writable: true,
    });
    const get = jest.spyOn(httpClient, 'get');
    prefetchClientHome();
    renderPage();
    expect(await screen.findByRole('region', { name: 'Stock au dépôt' })).toBeInTheDocument();
    expect(early).toHaveBeenCalledTimes(1);
    expect(get).not.toHaveBeenCalled();
  });

  it('shows the skeleton, then the widgets with abbreviated figures and charts with their data', async () => {
    jest.spyOn(httpClient, 'get').mockResolvedValue({ data: stats });
    renderPage();
    expect(
      screen.getByRole('status', { name: 'Chargement du tableau de bord' }),
    ).toBeInTheDocument();
    const stock = await screen.findByRole(
      'region',
      { name: 'Stock au dépôt' },
      { timeout: 10_000 },
    );
    expect(within(stock).getByText('12')).toBeInTheDocument();
    const turnover = screen.getByRole('region', { name: 'Chiffre d’affaires' });
    // Money is never abbreviated outside a chart's axis: the exact amount, in the one format.
    expect(
      within(turnover).getByText('1\u202f234\u202f567,890\u00a0dt', { normalizer: (text) => text }),
    ).toBeInTheDocument();
    expect(within(turnover).queryByText(/M dt/)).toBeNull();
    const chart = screen.getByRole('region', { name: 'Livrés et retournés' });
    expect(within(chart).getByRole('img')).toHaveAccessibleName(
      'Colis livrés et retournés par jour\u00a0: 28 livrés et 1 retournés ces 7 derniers jours, contre 2 livrés et 1 retournés les 7 jours précédents.',
    );
    await waitFor(() => expect(setOption).toHaveBeenCalled());
    await userEvent.click(within(chart).getByRole('button', { name: 'Afficher les données' }));
    expect(within(chart).getAllByRole('row')).toHaveLength(8);
    const places = screen.getByRole('region', { name: 'Délai de livraison par lieu' });
    expect(within(places).getByText('Tunis')).toBeInTheDocument();
    await userEvent.click(within(places).getByRole('button', { name: 'Délégation' }));
    expect(within(places).getByText('La Marsa, Tunis')).toBeInTheDocument();
    expect(screen.queryByText('Bienvenue !')).not.toBeInTheDocument();
  });

  it('welcomes a merchant without orders', async () => {
    jest.spyOn(httpClient, 'get').mockResolvedValue({
      data: {
        ...stats,
        stock: { parcels: 0, cod: 0 },
        turnover: { total: 0, delivered: 0 },
        payments: { paid: 0, unpaid: 0, paidBills: 0, unpaidBills: 0 },
        sources: [],
        deliveryDays: { averageDays: null, byGovernorate: [], byDelegation: [] },
      },
    });
    renderPage();
    expect(await screen.findByText('Bienvenue !')).toBeInTheDocument();
    expect(screen.getByText('Aucune commande ces 30 derniers jours.')).toBeInTheDocument();
    expect(screen.getByText('Aucune facture pour l’instant.')).toBeInTheDocument();
  });

  it('offers to try again when the figures fail to load', async () => {
    const get = jest
      .spyOn(httpClient, 'get')
      .mockRejectedValueOnce(makeAxiosError({ status: 500, data: { message: 'boom' } }))
      .mockResolvedValue({ data: stats });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('region', { name: 'Stock au dépôt' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(2);
  });
});

import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { OrderStats, OrderStatsPeriod } from '@wolvo/shared/contracts';
import { pageStateStore } from '@wolvo/shared/hooks';
import { session } from '@wolvo/shared/session';
import { callsOf, mockApi, renderWithProviders } from '@wolvo/shared/testing';
import { registerOrdersTranslations } from '../../i18n/translations';
import StatisticsOrdersPage from './statistics-orders-page';

jest.mock('../../components/charts/load-echarts', () => ({
  loadEcharts: () =>
    Promise.resolve({
      init: () => ({ setOption: jest.fn(), resize: jest.fn(), dispose: jest.fn() }),
    }),
}));

registerOrdersTranslations();

const groups = { PREPARING: 1, IN_DELIVERY: 2, DELIVERED: 3, RETURNED: 1, CANCELLED: 0 };
const period = (from: string, to: string, orders: number): OrderStatsPeriod => ({
  from,
  to,
  days: [{ day: from, orders, groups }],
  totals: { orders, groups, averageDeliveryDays: 2.5, deliveryRate: 75 },
  byGovernorate: [{ governorate: 'Sfax', orders, delivered: 3 }],
});
const stats: OrderStats = {
  current: period('2026-11-20', '2026-11-20', 1_234_567),
  previous: period('2026-11-19', '2026-11-19', 1_000_000),
  change: { orders: 23.5, delivered: 0, averageDeliveryDays: 10 },
};

describe('statistics > orders', () => {
  beforeEach(() => {
    pageStateStore.clear();
    jest.spyOn(session, 'getUser').mockReturnValue({
      id: 3,
      username: 'client',
      email: 'client@wolvo.tn',
      role: 'clientPersonnel',
      avatar: null,
      fullname: 'Sami Trabelsi',
      createdAt: '2026-11-10T08:00:00.000Z',
      permissions: {},
      clientId: 1,
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('asks for the default period compared with the one before, and shows the figures and changes', async () => {
    const api = mockApi(() => stats);
    renderWithProviders(<StatisticsOrdersPage />, {
      wrapper: ({ children }) => <MemoryRouter>{children}</MemoryRouter>,
    });
    const orders = await screen.findByRole('region', { name: 'Orders' }, { timeout: 10_000 });
    expect(within(orders).getByText('1.2M')).toBeInTheDocument();
    expect(within(orders).getByText('1,234,567')).toBeInTheDocument();
    expect(within(orders).getByText('+23.5% against the comparison period')).toBeInTheDocument();
    // More delivery days is bad news.
    const days = screen.getByRole('region', { name: 'Average delivery time' });
    expect(within(days).getByText('2.5 d')).toBeInTheDocument();
    expect(within(days).getByText('+10% against the comparison period')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Delivery rate' })).toHaveTextContent('75 %');
    const [{ method, url, params = {} }] = callsOf(api);
    expect([method, url]).toEqual(['GET', '/v1/statistics/getOrderStats']);
    // From the account's creation (10 days ago at most here) to today, against as many days before.
    expect(Object.keys(params).sort()).toEqual(['compareFrom', 'compareTo', 'from', 'to']);
    expect(params.from).toBe('2026-11-10');
    expect(screen.getByRole('region', { name: 'Orders per day' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Orders by governorate' })).getByRole('img'),
    ).toHaveAccessibleName("Orders of the period by the recipient's governorate: Sfax 1,234,567.");
  });
});

import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { DashboardAlpha } from '@wolvo/shared/contracts';
import { pageStateStore } from '@wolvo/shared/hooks';
import { session } from '@wolvo/shared/session';
import { callsOf, makeAxiosError, mockApi, renderWithProviders } from '@wolvo/shared/testing';
import { registerOrdersTranslations } from '../../i18n/translations';
import { CLIENT_USER } from '../../testing/session-users';
import { ordersListFiltersOf } from '../../components/orders-list-link';
import DashAlphaOverviewPage from './dash-alpha-overview-page';

registerOrdersTranslations();

const answer: DashboardAlpha = {
  from: '2026-11-18',
  to: '2026-11-24',
  clientId: 1,
  total: 5,
  statuses: [
    { status: 'CREATED', count: 2 },
    { status: 'DELIVERED', count: 3 },
  ],
};

const renderPage = () =>
  renderWithProviders(<DashAlphaOverviewPage />, {
    wrapper: ({ children }) => <MemoryRouter>{children}</MemoryRouter>,
  });

describe('dashboard alpha overview', () => {
  beforeEach(() => {
    pageStateStore.clear();
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows the total and a card per status that opens the orders list filtered on it', async () => {
    jest.spyOn(session, 'getUser').mockReturnValue(CLIENT_USER);
    const api = mockApi(() => answer);
    renderPage();
    const delivered = await screen.findByRole('link', {
      name: '3 Delivered Open the filtered list',
    });
    const href = delivered.getAttribute('href')!;
    expect(href).toMatch(/^\/en\/client\/orders\/order-of-the-day\?/);
    const filters = ordersListFiltersOf(new URLSearchParams(href.split('?')[1]));
    const params = callsOf(api)[0]!.params as { from: string; to: string };
    expect(filters).toEqual({ status: ['DELIVERED'], from: params.from, to: params.to });
    expect(within(screen.getByTestId('status-card-total')).getByText('5')).toBeInTheDocument();
    expect(screen.getByTestId('status-card-DELIVERED')).toHaveAttribute('data-colour', 'green');
  });

  it('shows counts without links to a member who may not open the orders list', async () => {
    jest.spyOn(session, 'getUser').mockReturnValue({
      ...CLIENT_USER,
      role: 'clientPersonnelTeam',
      permissions: { DASHBOARD_ALPHA_OVERVIEW: 'VIEW' },
    });
    mockApi(() => answer);
    renderPage();
    expect(await screen.findByTestId('status-card-DELIVERED')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('says when the period has no orders, and offers a retry when the call fails', async () => {
    jest.spyOn(session, 'getUser').mockReturnValue(CLIENT_USER);
    mockApi(() => ({ ...answer, total: 0, statuses: [] }));
    const { unmount } = renderPage();
    expect(await screen.findByText('No orders in this period.')).toBeInTheDocument();
    unmount();
    pageStateStore.clear();
    mockApi(() => {
      throw makeAxiosError({ status: 500 });
    });
    renderPage();
    expect(await screen.findByText('Could not load the dashboard.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

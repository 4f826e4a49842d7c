import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { DashboardPartner } from '@wolvo/shared/contracts';
import { pageStateStore } from '@wolvo/shared/hooks';
import { session } from '@wolvo/shared/session';
import { mockApi, renderWithProviders } from '@wolvo/shared/testing';
import { registerOrdersTranslations } from '../../i18n/translations';
import DashPartnerPage from './dash-partner-page';

jest.mock('../../components/charts/load-echarts', () => ({
  loadEcharts: () =>
    Promise.resolve({
      init: () => ({ setOption: jest.fn(), resize: jest.fn(), dispose: jest.fn() }),
    }),
}));

registerOrdersTranslations();

const answer: DashboardPartner = {
  from: '2026-11-18',
  to: '2026-11-24',
  partners: [
    {
      deliveryCompanyId: 4,
      name: 'Sahel Express',
      handedOver: 3,
      delivered: 2,
      deliveredCod: 70_000,
      owed: 105_000,
      owedOrders: 3,
      statuses: [
        { status: 'IN_TRANSIT', partnerStatus: 'En cours', count: 1 },
        { status: 'DELIVERED', partnerStatus: 'Livré', count: 2 },
      ],
    },
  ],
  totals: { handedOver: 3, delivered: 2, deliveredCod: 70_000, owed: 105_000 },
};

describe('partner dashboard', () => {
  beforeEach(() => pageStateStore.clear());
  afterEach(() => jest.restoreAllMocks());

  it("lists each partner's figures with its statuses in its own wording", async () => {
    jest.spyOn(session, 'getUser').mockReturnValue({
      id: 1,
      username: 'admin',
      email: 'admin@wolvo.tn',
      role: 'companyPersonnel',
      avatar: null,
      fullname: 'Admin',
      createdAt: '2025-01-01T00:00:00.000Z',
      permissions: {},
      clientId: null,
    });
    mockApi(({ url }) =>
      url === '/v1/delivery-company/get'
        ? { companies: [{ id: 4, name: 'Sahel Express' }] }
        : answer,
    );
    renderWithProviders(<DashPartnerPage />, {
      wrapper: ({ children }) => <MemoryRouter>{children}</MemoryRouter>,
    });
    const row = within(await screen.findByTestId('partner-4'));
    expect(row.getByText('Sahel Express')).toBeInTheDocument();
    expect(row.getByText('Livré: 2')).toBeInTheDocument();
    expect(row.getByText('En cours: 1')).toBeInTheDocument();
    expect(row.getByText('70.000 DT')).toBeInTheDocument();
    expect(row.getByText('3 parcels')).toBeInTheDocument();
    expect(screen.getAllByText('105.000 DT')).toHaveLength(2);
    // The chart says what it shows and gives its data as a table.
    const chart = within(
      screen.getByRole('region', { name: 'Parcels handed over and delivered per partner' }),
    );
    expect(
      chart.getByRole('img', {
        name: 'Parcels handed over and delivered per partner in the period: Sahel Express, 3 handed over, 2 delivered, 70.000\u00a0DT collected.',
      }),
    ).toBeInTheDocument();
    await userEvent.click(chart.getByRole('button', { name: 'Show the data' }));
    expect(
      chart.getByRole('row', { name: 'Sahel Express 3 2 70.000\u00a0DT' }),
    ).toBeInTheDocument();
  });
});

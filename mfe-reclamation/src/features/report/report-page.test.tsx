import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { FaultyOrderRow, FaultyOrdersPage, OrderReport, Paged } from '@wolvo/shared/contracts';
import { pageStateStore } from '@wolvo/shared/hooks';
import { addTranslations } from '@wolvo/shared/i18n';
import { httpClient } from '@wolvo/shared/http';
import { session } from '@wolvo/shared/session';
import {
  bridgeTypedClient,
  makeAxiosError,
  pasteInto,
  renderWithProviders,
  STAFF_ADMIN_USER,
} from '@wolvo/shared/testing';
import { truncateText } from '../../components/truncate';
import { NAMESPACE, translations } from '../../i18n/translations';
import ReportPage from './report-page';

addTranslations(NAMESPACE, translations);

const row: FaultyOrderRow = {
  orderId: 41,
  orderCode: 'WLV000000041',
  partnerCode: null,
  orderCreatedAt: '2026-11-20T08:00:00.000Z',
  businessName: 'Zitouna Mode',
  orderStatus: 'RETURN_TO_SENDER',
  orderSubStatus: 'NONE',
  statusCreatedAt: '2026-11-22T08:00:00.000Z',
  recipientName: 'Amel Trabelsi',
  recipientPhone1: '98000000',
  recipientPhone2: null,
  recipientDelegation: 'Sfax',
  price: 20_000,
  collectedPosition: 'HUB',
  prevInBoundPosition: 'IN_TRANSIT',
  nextInBoundPosition: 'IN_TRANSIT',
  problems: ['RETURNED'],
  totalReports: 0,
};
const report: OrderReport = {
  id: 7,
  orderId: 41,
  orderCode: 'WLV000000041',
  partnerCode: null,
  report: 'Le destinataire a refusé le colis à la porte sans donner de raison',
  decision: null,
  decisionType: 'WOLVO_DECISION',
  closed: false,
  createdAt: '2026-11-23T08:00:00.000Z',
  updatedAt: '2026-11-23T08:00:00.000Z',
  business: 'Zitouna Mode',
  businessId: 1,
  deliveryCompany: 'Sahel Express',
  deliveryCompanyId: 1,
  recipient: 'Amel Trabelsi',
  phone1: '98000000',
  phone2: null,
  delegation: 'Sfax',
  city: 'Sfax Ville',
  address: '3 Rue Test',
  email: null,
  price: 20_000,
};
const faultyPage: FaultyOrdersPage = {
  items: [row],
  page: 1,
  total: 1,
  totalPages: 1,
  summary: {
    ALL: { total: 12, price: 345_500 },
    RETURNED: { total: 5, price: 100_000 },
    STILL_COLLECTED: { total: 2, price: 30_000 },
    LOST: { total: 1, price: 20_000 },
  },
};
const reportsPage: Paged<OrderReport> = { items: [report], page: 1, total: 1, totalPages: 1 };

function mockApi() {
  return jest.spyOn(httpClient, 'get').mockImplementation(async (url: string) => {
    if (url === '/v1/order/findAllOrdersWithProblems') return { data: faultyPage };
    if (url === '/v1/order-report/get') return { data: reportsPage };
    if (url === '/v1/business/get') return { data: [{ id: 1, name: 'Zitouna Mode' }] };
    if (url === '/v1/delivery-company/get')
      return { data: { companies: [{ id: 1, name: 'Sahel Express' }] } };
    if (url.startsWith('/v1/order/get/search/'))
      return {
        data: [
          {
            id: 412,
            code: 'WLV000000412',
            createdAt: '2026-11-20T08:00:00.000Z',
            price: 20_000,
            status: 'DELIVERED',
            businessName: 'Zitouna Mode',
          },
        ],
      };
    throw new Error(`unexpected ${url}`);
  });
}

const render = () =>
  renderWithProviders(<ReportPage />, {
    wrapper: ({ children }) => <MemoryRouter>{children}</MemoryRouter>,
  });

describe('reclamation report screen', () => {
  beforeEach(() => {
    bridgeTypedClient();
    pageStateStore.clear();
    jest.spyOn(session, 'getUser').mockReturnValue(STAFF_ADMIN_USER);
  });
  afterEach(() => jest.restoreAllMocks());

  it('cuts texts at 40 characters with an ellipsis', () => {
    expect(truncateText('a'.repeat(40))).toBe('a'.repeat(40));
    expect(truncateText('b'.repeat(41))).toBe(`${'b'.repeat(40)}…`);
  });

  it('toggles the problem type with the widgets and clears the selection on every change', async () => {
    const get = mockApi();
    render();
    const first = within(await screen.findByTestId('faulty-row'));
    expect(first.getByText('Amel Trabelsi')).toBeInTheDocument();
    expect(screen.getByText('12 orders')).toBeInTheDocument();
    const faultyCalls = () =>
      get.mock.calls
        .filter(([url]) => url === '/v1/order/findAllOrdersWithProblems')
        .map(([, config]) => config?.params as { limit: number; problemType: string });
    expect(faultyCalls()[0]!.limit).toBe(5);
    expect(faultyCalls()[0]!.problemType).toBe('ALL');

    await userEvent.click(first.getByRole('checkbox', { name: 'Select WLV000000041' }));
    expect(screen.getByTestId('selected-count')).toHaveTextContent('1 selected');
    const returned = screen.getByTestId('widget-RETURNED');
    await userEvent.click(returned);
    expect(returned).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('selected-count')).toHaveTextContent('0 selected');
    await waitFor(() => expect(faultyCalls().at(-1)!.problemType).toBe('RETURNED'));
    // Clicking the selected widget again returns to ALL.
    await userEvent.click(returned);
    expect(screen.getByTestId('widget-ALL')).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(
      within(await screen.findByTestId('faulty-row')).getByRole('checkbox', {
        name: 'Select WLV000000041',
      }),
    );
    await userEvent.click(screen.getByRole('switch', { name: 'Show reports' }));
    expect(screen.getByTestId('selected-count')).toHaveTextContent('0 selected');
    const reportRow = within(await screen.findByTestId('report-row'));
    expect(reportRow.getByText('Le destinataire a refusé le colis à la p…')).toBeInTheDocument();
    expect(reportRow.getByRole('button', { name: 'Decide on report 7' })).toBeInTheDocument();
  });

  it('checks the add-report form and names an unknown order', async () => {
    mockApi();
    const post = jest.spyOn(httpClient, 'post').mockRejectedValue(
      makeAxiosError({
        status: 404,
        data: { statusCode: 404, message: 'orderId: order.id.not-found', error: 'Not Found' },
      }),
    );
    render();
    await screen.findByTestId('faulty-row');
    await userEvent.click(screen.getByRole('button', { name: 'Add a report' }));
    const panel = within(await screen.findByRole('dialog', { name: 'Add a report' }));
    await pasteInto(panel.getByRole('combobox', { name: 'Order no. *' }), '12a');
    await userEvent.click(panel.getByRole('button', { name: 'Save' }));
    expect(await panel.findAllByText("Field can't be empty!")).toHaveLength(2);
    expect(panel.getByText('The order ID must be a number!')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
    const orderId = panel.getByRole('combobox', { name: 'Order no. *' });
    await pasteInto(orderId, '999', { replace: true });
    await userEvent.click(panel.getByRole('radio', { name: 'Client decision' }));
    expect(panel.getByRole('textbox', { name: 'Decision' })).toBeDisabled();
    await pasteInto(panel.getByRole('textbox', { name: 'Report *' }), 'Colis abîmé');
    await userEvent.click(panel.getByRole('button', { name: 'Save' }));
    expect(post).toHaveBeenCalledWith('/v1/order-report/add', {
      orderId: 999,
      decisionType: 'CLIENT_DECISION',
      report: 'Colis abîmé',
      decision: null,
    });
    expect(await panel.findByText('Order ID not found!')).toBeInTheDocument();
  });

  it('looks the order up by the first digits of its id and fills the one picked', async () => {
    const get = mockApi();
    render();
    await screen.findByTestId('faulty-row');
    await userEvent.click(screen.getByRole('button', { name: 'Add a report' }));
    const panel = within(await screen.findByRole('dialog', { name: 'Add a report' }));
    const orderId = panel.getByRole('combobox', { name: 'Order no. *' });
    await userEvent.type(orderId, '41');
    // Searches wait for the typing to stop (a slow machine may pause between the two keys).
    const searches = () =>
      get.mock.calls.map(([url]) => url).filter((url) => url.startsWith('/v1/order/get/search/'));
    await waitFor(() => expect(searches().at(-1)).toBe('/v1/order/get/search/41'));
    expect(searches().length).toBeLessThanOrEqual(2);
    const hit = await screen.findByRole('option', { name: /WLV000000412/ });
    await userEvent.click(hit);
    expect(orderId).toHaveValue('412');
  });
});

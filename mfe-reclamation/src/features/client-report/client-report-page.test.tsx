import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { OrderReport, Paged, SessionUser } from '@wolvo/shared/contracts';
import { pageStateStore } from '@wolvo/shared/hooks';
import { addTranslations } from '@wolvo/shared/i18n';
import { httpClient } from '@wolvo/shared/http';
import { session } from '@wolvo/shared/session';
import {
  bridgeTypedClient,
  pasteInto,
  pretendPhone,
  renderWithProviders,
  restoreWidth,
  STAFF_ADMIN_USER,
} from '@wolvo/shared/testing';
import { formatDinars } from '@wolvo/shared/ui/format';
import { NAMESPACE, translations } from '../../i18n/translations';
import ClientReportPage from './client-report-page';

addTranslations(NAMESPACE, translations);

const CLIENT: SessionUser = {
  ...STAFF_ADMIN_USER,
  id: 9,
  username: 'client',
  role: 'clientPersonnel',
  clientId: 1,
  adminId: null,
};
const report = (id: number, overrides: Partial<OrderReport> = {}): OrderReport => ({
  id,
  orderId: 40 + id,
  orderCode: `WLV00000004${id}`,
  partnerCode: null,
  report: 'Colis bloqué au hub',
  decision: null,
  decisionType: 'CLIENT_DECISION',
  closed: false,
  createdAt: '2026-11-23T08:00:00.000Z',
  updatedAt: '2026-11-23T08:00:00.000Z',
  business: 'Zitouna Mode',
  businessId: 1,
  deliveryCompany: null,
  deliveryCompanyId: null,
  recipient: 'Amel Trabelsi',
  phone1: '98000000',
  phone2: null,
  delegation: 'Sfax',
  city: 'Sfax Ville',
  address: '3 Rue Test',
  email: null,
  price: 45_500,
  ...overrides,
});
const page = (items: OrderReport[]): Paged<OrderReport> => ({
  items,
  page: 1,
  total: items.length,
  totalPages: 1,
});

describe("client's dash-alpha report", () => {
  beforeEach(() => {
    bridgeTypedClient();
    pageStateStore.clear();
    jest.spyOn(session, 'getUser').mockReturnValue(CLIENT);
  });
  afterEach(() => {
    jest.restoreAllMocks();
    restoreWidth();
  });

  it('answers a report waiting for the client; wolvo decisions are only read', async () => {
    const waiting = report(1);
    const wolvo = report(2, { decisionType: 'WOLVO_DECISION', decision: 'Retour', closed: true });
    jest
      .spyOn(httpClient, 'get')
      .mockResolvedValueOnce({ data: page([waiting, wolvo]) })
      .mockResolvedValue({ data: page([{ ...waiting, decision: 'Retour', closed: true }, wolvo]) });
    const put = jest
      .spyOn(httpClient, 'put')
      .mockResolvedValue({ data: { ...waiting, decision: 'Retour', closed: true } });
    renderWithProviders(<ClientReportPage />, {
      wrapper: ({ children }) => <MemoryRouter>{children}</MemoryRouter>,
    });
    expect(await screen.findByText('1 report waits for your answer')).toBeInTheDocument();
    const rows = screen.getAllByTestId('report-row');
    expect(within(rows[1]!).queryByRole('button', { name: /Answer report/ })).toBeNull();
    await userEvent.click(within(rows[0]!).getByRole('button', { name: 'Answer report 1' }));
    const panel = within(await screen.findByRole('dialog', { name: 'Decision on report no. 1' }));
    expect(panel.getByRole('textbox', { name: 'Report' })).toBeDisabled();
    await userEvent.click(panel.getByRole('button', { name: 'Save' }));
    expect(await panel.findByText('The decision must not be empty!')).toBeInTheDocument();
    expect(put).not.toHaveBeenCalled();
    await pasteInto(panel.getByRole('textbox', { name: 'Decision *' }), ' Retour ');
    await userEvent.click(panel.getByRole('button', { name: 'Save' }));
    expect(put).toHaveBeenCalledWith('/v1/order-report/edit/1', { decision: 'Retour' });
    expect(await screen.findByText('Decision saved!')).toBeInTheDocument();
  });

  it('on a phone: cards with code, recipient, governorate, COD and state; their actions; the filters in a sheet', async () => {
    pretendPhone();
    const waiting = report(1);
    const wolvo = report(2, {
      decisionType: 'WOLVO_DECISION',
      decision: 'Retour',
      closed: true,
      partnerCode: 'SX-9',
      recipient: 'سامي',
    });
    const get = jest.spyOn(httpClient, 'get').mockResolvedValue({ data: page([waiting, wolvo]) });
    renderWithProviders(<ClientReportPage />, {
      wrapper: ({ children }) => <MemoryRouter>{children}</MemoryRouter>,
    });
    const cards = await screen.findAllByTestId('report-card');
    expect(screen.queryByRole('table')).toBeNull();
    expect(cards[0]).toHaveTextContent('WLV000000041');
    expect(cards[0]).toHaveTextContent('Amel Trabelsi');
    expect(cards[0]).toHaveTextContent('Sfax Ville, Sfax');
    expect(cards[0].textContent).toContain(formatDinars(45_500, 'en'));
    expect(cards[0]).toHaveTextContent('Waits for the client');
    // The partner's code names the row; the recipient's name is isolated in its own direction.
    expect(cards[1]).toHaveTextContent('SX-9');
    expect(within(cards[1]).getByText('سامي').tagName).toBe('BDI');
    expect(cards[1]).toHaveTextContent('Closed');

    // A closed Wolvo decision is only read; the waiting one is answered from its card.
    expect(within(cards[1]).queryByRole('button', { name: /Answer report/ })).toBeNull();
    await userEvent.click(within(cards[1]).getByRole('button', { name: 'Details of report 2' }));
    expect(await screen.findByRole('dialog', { name: /Report no\. 2/ })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(await screen.findByRole('button', { name: 'Answer report 1' }));
    expect(
      await screen.findByRole('dialog', { name: 'Decision on report no. 1' }),
    ).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');

    // The search stays in view; the period is in the sheet behind one button.
    await pasteInto(await screen.findByRole('searchbox', { name: /Search/ }), 'WLV41');
    await waitFor(() =>
      expect(get.mock.calls.at(-1)?.[1]?.params).toMatchObject({ search: 'WLV41' }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Filters' }));
    const sheet = within(await screen.findByRole('dialog', { name: 'Filters' }));
    expect(sheet.getByTitle('Choose a period')).toBeInTheDocument();
  });
});

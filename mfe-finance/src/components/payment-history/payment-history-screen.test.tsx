import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BillDetail, BillSummary, Paged } from '@wolvo/shared/contracts';
import { pageStateStore } from '@wolvo/shared/hooks';
import { addTranslations } from '@wolvo/shared/i18n';
import { httpClient } from '@wolvo/shared/http';
import { session } from '@wolvo/shared/session';
import { bridgeTypedClient, renderWithProviders, STAFF_ADMIN_USER } from '@wolvo/shared/testing';
import { NAMESPACE, translations } from '../../i18n/translations';
import { PaymentHistoryScreen } from './payment-history-screen';

addTranslations(NAMESPACE, translations);
beforeEach(bridgeTypedClient);

const SUMMARY: BillSummary = {
  id: 12,
  paymentNumber: 'PAY-003-00012',
  clientId: 3,
  clientName: 'Sana Ben Salem',
  status: 'PENDING',
  orderCount: 2,
  netToPay: 1_234_567,
  createdAt: '2026-11-20T10:00:00.000Z',
  confirmedAt: null,
  cancelledAt: null,
};
const DETAIL: BillDetail = {
  ...SUMMARY,
  insuranceBp: 150,
  refundBp: 5000,
  shippingTvaBp: 1900,
  packagingTvaBp: 1900,
  lines: [
    {
      orderId: 1,
      code: 'WLV100000001',
      status: 'PAID_TO_WOLVO',
      kind: 'DELIVERED',
      cod: 89_500,
      cost: 7_100,
      insurance: 1_343,
      refund: 0,
      net: 81_057,
    },
    {
      orderId: 2,
      code: 'WLV100000002',
      status: 'DELIVERED_TO_SENDER',
      kind: 'RETURNED',
      cod: 0,
      cost: 4_100,
      insurance: 0,
      refund: 0,
      net: -4_100,
    },
  ],
  fees: [],
  totals: {
    cod: 89_500,
    costs: 11_200,
    insurance: 1_343,
    refunds: 0,
    fees: 0,
    shippingTva: 2_128,
    packagingTva: 0,
    netToPay: 74_829,
    countByKind: { DELIVERED: 1, EXCHANGED: 0, RETURNED: 1, REFUNDED: 0 },
  },
};
const PAGE: Paged<BillSummary> = { items: [SUMMARY], page: 1, total: 1, totalPages: 1 };

function mockGet() {
  return jest.spyOn(httpClient, 'get').mockImplementation(async (url: string) => ({
    data: url === '/v1/bill/get-all' ? PAGE : DETAIL,
  }));
}

beforeEach(() => {
  pageStateStore.clear();
  session.save('token', STAFF_ADMIN_USER);
});
afterEach(() => {
  session.clear();
  jest.restoreAllMocks();
});

it('lists bills with the net in the language’s format, and filters on the server', async () => {
  const get = mockGet();
  renderWithProviders(<PaymentHistoryScreen staff />);
  const row = await screen.findByTestId('bill-row');
  for (const text of ['PAY-003-00012', 'Sana Ben Salem', '1,234.567 DT', 'Pending'])
    expect(within(row).getByText(text)).toBeInTheDocument();
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'State' }));
  fireEvent.click(await screen.findByRole('option', { name: 'Paid' }));
  await waitFor(() =>
    expect(get).toHaveBeenLastCalledWith('/v1/bill/get-all', {
      params: { offset: 0, limit: 10, status: 'PAID' },
      signal: expect.anything(),
    }),
  );
}, 30_000);

it('opens a bill with its server totals and lines, takes a parcel off it, and pays it after confirmation', async () => {
  mockGet();
  renderWithProviders(<PaymentHistoryScreen staff />);
  fireEvent.click(await screen.findByRole('button', { name: 'Open payment PAY-003-00012' }));
  const panel = await screen.findByRole('dialog', { name: 'Payment PAY-003-00012' });
  expect(await within(panel).findByTestId('bill-net')).toHaveTextContent('74.829 DT');
  expect(within(panel).getByText('-11.200 DT')).toBeInTheDocument();
  expect(within(panel).getByText('WLV100000002')).toBeInTheDocument();
  // REMOVE_FROM_BILL: the panel shows the bill as the server has it after the change (its detail is
  // asked again because the change invalidates it).
  const removed = { ...DETAIL, lines: [DETAIL.lines[0]!], orderCount: 1 };
  jest.spyOn(httpClient, 'get').mockImplementation(async (url: string) => ({
    data: url === '/v1/bill/get-all' ? PAGE : removed,
  }));
  const put = jest
    .spyOn(httpClient, 'put')
    .mockResolvedValueOnce({ data: removed })
    .mockResolvedValue({
      data: { message: 'bill.confirmed', bill: { ...SUMMARY, status: 'PAID' } },
    });
  fireEvent.click(
    within(panel).getByRole('button', { name: 'Remove WLV100000002 from the payment' }),
  );
  await waitFor(() => expect(within(panel).queryByText('WLV100000002')).toBeNull());
  expect(put).toHaveBeenCalledWith('/v1/bill/12/remove-orders', { orderIds: [2] });
  fireEvent.click(within(panel).getByRole('button', { name: 'Confirm the payment' }));
  const ask = screen.getByRole('dialog', { name: 'Confirm payment PAY-003-00012?' });
  expect(ask).toHaveTextContent('The client is paid 74.829 DT');
  expect(put).toHaveBeenCalledTimes(1);
  fireEvent.click(within(ask).getByRole('button', { name: 'Confirm the payment' }));
  await screen.findByText('The payment is confirmed: the parcels are paid to the client.');
  expect(put).toHaveBeenCalledWith('/v1/bill/confirm/12');
}, 30_000);

it('shows a client its bills without the client column or the staff actions, in Arabic', async () => {
  session.save('token', { ...STAFF_ADMIN_USER, role: 'clientPersonnel', clientId: 3 });
  jest.spyOn(httpClient, 'get').mockImplementation(async (url: string) => ({
    data:
      url === '/v1/bill/get-all'
        ? PAGE
        : url === '/v1/bill/statistics/total-paid-unpaid/3'
          ? { paid: 500_000, pending: 1_234_567, unbilled: -4_100 }
          : DETAIL,
  }));
  renderWithProviders(<PaymentHistoryScreen staff={false} />, { language: 'ar' });
  const row = await screen.findByTestId('bill-row');
  await waitFor(() =>
    expect(screen.getByTestId('paid-unpaid-unbilled')).toHaveTextContent('\u2066-4,100\u2069 د.ت'),
  );
  expect(within(row).queryByText('Sana Ben Salem')).toBeNull();
  expect(
    within(row).getByText('\u20661\u202f234,567\u2069\u00a0د.ت', { normalizer: (text) => text }),
  ).toBeInTheDocument();
  fireEvent.click(within(row).getByRole('button'));
  const panel = await screen.findByRole('dialog');
  await within(panel).findByTestId('bill-net');
  expect(within(panel).queryByRole('button', { name: 'تأكيد الدفعة' })).toBeNull();
}, 30_000);

it('filters by dates typed the spec’s way (dd.MM.yy) on a French page and sends yyyy-MM-dd', async () => {
  const get = mockGet();
  renderWithProviders(<PaymentHistoryScreen staff />, { language: 'fr' });
  await screen.findByTestId('bill-row');
  const from = screen.getByRole('textbox', { name: 'Du' });
  expect(from).toHaveAttribute('placeholder', 'jj.mm.aa');
  fireEvent.change(from, { target: { value: '01.11.26' } });
  fireEvent.change(screen.getByRole('textbox', { name: 'Au' }), { target: { value: '15.11.26' } });
  await waitFor(() =>
    expect(get).toHaveBeenLastCalledWith('/v1/bill/get-all', {
      params: { offset: 0, limit: 10, from: '2026-11-01', to: '2026-11-15' },
      signal: expect.anything(),
    }),
  );
  // "Au" before "Du" is refused where it is typed, and nothing is asked of the server.
  const calls = get.mock.calls.length;
  const to = screen.getByRole('textbox', { name: 'Au' });
  fireEvent.change(to, { target: { value: '31.10.26' } });
  fireEvent.blur(to);
  expect(screen.getByText(/Choisissez une date entre le 01\.11\.26 et le/)).toBeInTheDocument();
  expect(get).toHaveBeenCalledTimes(calls);
}, 30_000);

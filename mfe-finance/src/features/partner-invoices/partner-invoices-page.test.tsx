import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { BillPreview, PartnerInvoices } from '@wolvo/shared/contracts';
import { addTranslations } from '@wolvo/shared/i18n';
import { httpClient } from '@wolvo/shared/http';
import { session } from '@wolvo/shared/session';
import { bridgeTypedClient, renderWithProviders, STAFF_ADMIN_USER } from '@wolvo/shared/testing';
import { NAMESPACE, translations } from '../../i18n/translations';
import PartnerInvoicesPage from './partner-invoices-page';

addTranslations(NAMESPACE, translations);
beforeEach(bridgeTypedClient);

const INVOICES: PartnerInvoices = {
  summary: [
    {
      deliveryCompanyId: 4,
      name: 'Sahel Express',
      orders: 2,
      cod: 70_000,
      fees: 11_000,
      due: 59_000,
    },
  ],
  items: [
    {
      id: 31,
      code: 'WLV100000031',
      deliveryCompanyId: 4,
      clientName: 'Sana',
      service: 'DELIVERY',
      updatedAt: '2026-11-20T10:00:00.000Z',
      price: 40_000,
      fee: 5_000,
      due: 35_000,
    },
    {
      id: 32,
      code: 'WLV100000032',
      deliveryCompanyId: 4,
      clientName: 'Sana',
      service: 'EXCHANGE',
      updatedAt: '2026-11-20T11:00:00.000Z',
      price: 30_000,
      fee: 6_000,
      due: 24_000,
    },
  ],
  page: 1,
  total: 2,
  totalPages: 1,
};

beforeEach(() => session.save('token', STAFF_ADMIN_USER));
afterEach(() => {
  session.clear();
  jest.restoreAllMocks();
});

it("shows each partner's due from the server and records a remittance of the ticked parcels", async () => {
  jest.spyOn(httpClient, 'get').mockResolvedValue({ data: INVOICES });
  const post = jest.spyOn(httpClient, 'post').mockResolvedValue({
    data: {
      message: 'partner.remittance-recorded',
      orders: 1,
      cod: 40_000,
      fees: 5_000,
      due: 35_000,
    },
  });
  renderWithProviders(
    <MemoryRouter>
      <PartnerInvoicesPage />
    </MemoryRouter>,
  );
  const partner = await screen.findByTestId('partner-due-row');
  expect(within(partner).getByText('59.000 DT')).toBeInTheDocument();
  fireEvent.click(within(partner).getByRole('button', { name: 'Pick Sahel Express' }));
  fireEvent.click(await screen.findByRole('checkbox', { name: 'Select WLV100000031' }));
  fireEvent.click(screen.getByRole('button', { name: 'Record the remittance (1 parcel)' }));
  const ask = screen.getByRole('dialog', { name: 'Record the remittance of Sahel Express?' });
  expect(ask).toHaveTextContent('The partner handed over 35.000 DT');
  fireEvent.click(within(ask).getByRole('button', { name: 'Record' }));
  await waitFor(() =>
    expect(post).toHaveBeenCalledWith('/v1/order/partner-remittance', {
      deliveryCompanyId: 4,
      orderIds: [31],
    }),
  );
}, 30_000);

it('creates a payment from ticked parcels and typed fees after the server’s preview', async () => {
  const preview: BillPreview = {
    clientId: 3,
    clientName: 'Sana Ben Salem',
    insuranceBp: 0,
    refundBp: 0,
    shippingTvaBp: 1900,
    packagingTvaBp: 1900,
    lines: [],
    fees: [],
    totals: {
      cod: 40_000,
      costs: 7_000,
      insurance: 0,
      refunds: 0,
      fees: 2_500,
      shippingTva: 1_330,
      packagingTva: 475,
      netToPay: 28_695,
      countByKind: { DELIVERED: 1, EXCHANGED: 0, RETURNED: 0, REFUNDED: 0 },
    },
  };
  const get = jest.spyOn(httpClient, 'get').mockImplementation(async (url: string) => ({
    data:
      url === '/v1/client/getAllClients'
        ? {
            items: [{ id: 3, fullname: 'Sana Ben Salem', companies: ['Sana Mode'] }],
            page: 1,
            total: 1,
            totalPages: 1,
          }
        : url === '/v1/bill/get-all'
          ? {
              items: [{ id: 40, paymentNumber: 'PAY-003-00040' }],
              page: 1,
              total: 1,
              totalPages: 1,
            }
          : url === '/v1/bill/billable-orders'
            ? {
                items: [
                  {
                    id: 31,
                    code: 'WLV100000031',
                    status: 'PAID_TO_WOLVO',
                    kind: 'DELIVERED',
                    price: 40_000,
                    updatedAt: '2026-11-20T10:00:00.000Z',
                  },
                ],
                page: 1,
                total: 1,
                totalPages: 1,
              }
            : preview,
  }));
  const post = jest
    .spyOn(httpClient, 'post')
    .mockResolvedValue({ data: { paymentNumber: 'PAY-003-00040' } });
  renderWithProviders(
    <MemoryRouter>
      <PartnerInvoicesPage />
    </MemoryRouter>,
  );
  fireEvent.click(screen.getByRole('tab', { name: 'Create a payment' }));
  const pickClient = screen.getByRole('combobox', { name: 'Client' });
  fireEvent.mouseDown(pickClient);
  fireEvent.click(await screen.findByRole('option', { name: 'Sana Ben Salem — Sana Mode' }));
  fireEvent.click(await screen.findByRole('checkbox', { name: 'Select WLV100000031' }));
  fireEvent.click(screen.getByRole('button', { name: 'Add a fee' }));
  fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), {
    target: { value: 'Emballage' },
  });
  fireEvent.change(screen.getByRole('textbox', { name: 'Value' }), { target: { value: '2,5' } });
  fireEvent.click(screen.getByRole('button', { name: 'Preview (1 parcel)' }));
  expect(await screen.findByTestId('bill-net')).toHaveTextContent('28.695 DT');
  expect(get).toHaveBeenCalledWith('/v1/bill/init/31', {
    params: { fees: JSON.stringify([{ title: 'Emballage', value: 2500, unit: 'DT' }]) },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Create the payment' }));
  await screen.findByText('Payment PAY-003-00040 created, awaiting confirmation.');
  expect(post).toHaveBeenCalledWith('/v1/bill/add', {
    orderIds: [31],
    fees: [{ title: 'Emballage', value: 2500, unit: 'DT' }],
  });
  // ADD_TO_BILL: ticked parcels join the client's pending payment instead.
  const put = jest
    .spyOn(httpClient, 'put')
    .mockResolvedValue({ data: { paymentNumber: 'PAY-003-00040' } });
  fireEvent.click(screen.getByRole('checkbox', { name: 'Select WLV100000031' }));
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Pending payment' }));
  fireEvent.click(await screen.findByRole('option', { name: 'PAY-003-00040' }));
  fireEvent.click(screen.getByRole('button', { name: 'Add to the payment (1 parcel)' }));
  await screen.findByText('Parcels added to payment PAY-003-00040.');
  expect(put).toHaveBeenCalledWith('/v1/bill/40/add-orders', { orderIds: [31] });
}, 30_000);

it('opens on the client the payment calendar names, with all its billable parcels previewed', async () => {
  const get = jest.spyOn(httpClient, 'get').mockImplementation(async (url: string) => ({
    data:
      url === '/v1/client/getAllClients'
        ? {
            items: [{ id: 3, fullname: 'Sana Ben Salem', companies: ['Sana Mode'] }],
            page: 1,
            total: 1,
            totalPages: 1,
          }
        : url === '/v1/bill/billable-order-ids'
          ? { ids: [31, 32, 33], total: 3 }
          : url === '/v1/bill/get-all'
            ? { items: [], page: 1, total: 0, totalPages: 0 }
            : url === '/v1/bill/billable-orders'
              ? { items: [], page: 1, total: 3, totalPages: 1 }
              : {
                  clientId: 3,
                  clientName: 'Sana Ben Salem',
                  insuranceBp: 0,
                  refundBp: 0,
                  shippingTvaBp: 1900,
                  packagingTvaBp: 1900,
                  lines: [],
                  fees: [],
                  totals: {
                    cod: 90_000,
                    costs: 21_000,
                    insurance: 0,
                    refunds: 0,
                    fees: 0,
                    shippingTva: 3_990,
                    packagingTva: 0,
                    netToPay: 65_010,
                    countByKind: { DELIVERED: 3, EXCHANGED: 0, RETURNED: 0, REFUNDED: 0 },
                  },
                },
  }));
  renderWithProviders(
    <MemoryRouter initialEntries={['/?clientId=3&client=Sana%20Ben%20Salem']}>
      <PartnerInvoicesPage />
    </MemoryRouter>,
  );
  expect(
    await screen.findByRole('tab', { name: 'Create a payment', selected: true }),
  ).toBeInTheDocument();
  expect(await screen.findByTestId('bill-net')).toHaveTextContent('65.010 DT');
  expect(get).toHaveBeenCalledWith('/v1/bill/init/31%2C32%2C33', { params: {} });
  expect(screen.getByRole('button', { name: 'Preview (3 parcels)' })).toBeEnabled();
}, 30_000);

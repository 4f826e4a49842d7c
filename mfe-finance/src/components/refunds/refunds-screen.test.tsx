import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RefundsPage } from '@wolvo/shared/contracts';
import { addTranslations } from '@wolvo/shared/i18n';
import { httpClient } from '@wolvo/shared/http';
import { bridgeTypedClient, renderWithProviders } from '@wolvo/shared/testing';
import { NAMESPACE, translations } from '../../i18n/translations';
import { RefundsScreen } from './refunds-screen';

addTranslations(NAMESPACE, translations);
beforeEach(bridgeTypedClient);

const PAGE: RefundsPage = {
  items: [
    {
      id: 7,
      code: 'WLV100000007',
      clientId: 3,
      clientName: 'Sana Ben Salem',
      price: 45_555,
      refundBp: 5000,
      refund: 22_778,
      state: 'TO_REFUND',
      paymentNumber: null,
      updatedAt: '2026-11-20T10:00:00.000Z',
    },
    {
      id: 8,
      code: 'WLV100000008',
      clientId: 3,
      clientName: 'Sana Ben Salem',
      price: 10_000,
      refundBp: 5000,
      refund: 5_000,
      state: 'CREDITED',
      paymentNumber: 'PAY-003-00012',
      updatedAt: '2026-11-19T10:00:00.000Z',
    },
  ],
  totals: { TO_REFUND: 22_778, REFUNDED: 0, CREDITED: 5_000 },
  page: 1,
  total: 2,
  totalPages: 1,
};

afterEach(() => jest.restoreAllMocks());

it('shows the server totals per state and lets staff refund a parcel after confirming', async () => {
  jest.spyOn(httpClient, 'get').mockResolvedValue({ data: PAGE });
  const put = jest
    .spyOn(httpClient, 'put')
    .mockResolvedValue({ data: { ...PAGE.items[0], state: 'REFUNDED' } });
  renderWithProviders(<RefundsScreen staff />);
  await waitFor(() =>
    expect(screen.getByTestId('refund-total-TO_REFUND')).toHaveTextContent('22.778 DT'),
  );
  expect(screen.getByTestId('refund-total-CREDITED')).toHaveTextContent('5.000 DT');
  const rows = await screen.findAllByTestId('refund-row');
  expect(within(rows[1]!).getByText('Credited · PAY-003-00012')).toBeInTheDocument();
  expect(within(rows[1]!).queryByRole('button')).toBeNull();
  fireEvent.click(within(rows[0]!).getByRole('button', { name: 'Refund WLV100000007' }));
  const ask = screen.getByRole('dialog', { name: 'Refund parcel WLV100000007?' });
  expect(ask).toHaveTextContent('Sana Ben Salem will be credited 22.778 DT in the next payment.');
  fireEvent.click(within(ask).getByRole('button', { name: 'Refund' }));
  await waitFor(() => expect(put).toHaveBeenCalledWith('/v1/order/refund/7'));
}, 30_000);

it('shows a client its refunds without the client column or the action', async () => {
  jest.spyOn(httpClient, 'get').mockResolvedValue({ data: PAGE });
  renderWithProviders(<RefundsScreen staff={false} />);
  const rows = await screen.findAllByTestId('refund-row');
  expect(within(rows[0]!).queryByText('Sana Ben Salem')).toBeNull();
  expect(within(rows[0]!).queryByRole('button')).toBeNull();
}, 30_000);

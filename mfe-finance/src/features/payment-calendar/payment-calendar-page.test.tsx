import { fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { ClientsByPaymentDay } from '@wolvo/shared/contracts';
import { addTranslations } from '@wolvo/shared/i18n';
import { httpClient } from '@wolvo/shared/http';
import { bridgeTypedClient, renderWithProviders } from '@wolvo/shared/testing';
import { NAMESPACE, translations } from '../../i18n/translations';
import PaymentCalendarPage from './payment-calendar-page';

addTranslations(NAMESPACE, translations);
beforeEach(bridgeTypedClient);

const WEEK: ClientsByPaymentDay = {
  days: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'].map(
    (weekday) =>
      weekday === 'THURSDAY'
        ? {
            weekday,
            owed: 128_500,
            clients: [
              {
                clientId: 3,
                fullname: 'Sana Ben Salem',
                company: 'Sana Mode',
                orders: 4,
                owed: 128_500,
              },
            ],
          }
        : { weekday, owed: 0, clients: [] },
  ) as ClientsByPaymentDay['days'],
};

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

afterEach(() => jest.restoreAllMocks());

it("shows the week with each day's clients and what they are owed, and opens a client's payment", async () => {
  jest.spyOn(httpClient, 'get').mockResolvedValue({ data: WEEK });
  renderWithProviders(
    <MemoryRouter initialEntries={['/en/wolvo-team/finance/payment-calendar']}>
      <Routes>
        <Route path="/en/wolvo-team/finance/payment-calendar" element={<PaymentCalendarPage />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  const days = await screen.findAllByTestId('payment-day');
  expect(days).toHaveLength(7);
  const thursday = screen.getByRole('region', { name: /^Thursday/ });
  expect(await within(thursday).findAllByText('128.500 DT')).toHaveLength(2);
  expect(within(thursday).getByText('4 parcels to pay')).toBeInTheDocument();
  expect(
    within(screen.getByRole('region', { name: /^Monday/ })).getByText(
      'No client is paid on this day.',
    ),
  ).toBeInTheDocument();
  const open = within(thursday).getByRole('button', { name: /^Sana Mode/ });
  expect(open).toHaveAttribute('title', 'Create the payment of Sana Ben Salem');
  fireEvent.click(open);
  expect(await screen.findByTestId('where')).toHaveTextContent(
    '/en/wolvo-team/finance/partner-invoices?clientId=3&client=Sana+Ben+Salem',
  );
}, 30_000);

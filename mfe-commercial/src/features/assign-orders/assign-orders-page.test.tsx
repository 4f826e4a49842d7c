import { screen, within } from '@testing-library/react';
import type { OrdersToAssignPage } from '@wolvo/shared/contracts';
import { addTranslations } from '@wolvo/shared/i18n';
import { session } from '@wolvo/shared/session';
import { mockApi, renderWithProviders, STAFF_ADMIN_USER } from '@wolvo/shared/testing';
import { NAMESPACE, translations } from '../../i18n/translations';
import AssignOrdersPage from './assign-orders-page';

addTranslations(NAMESPACE, translations);

const PAGE: OrdersToAssignPage = {
  items: [
    {
      id: 51,
      code: 'WLV139626676',
      clientId: 7,
      business: 'Sana Mode',
      recipient: 'Amira Ben Salah',
      delegation: 'Sfax',
      city: 'Sfax Ville',
      price: 45_000,
      status: 'COLLECTED',
      collectedAt: '2026-11-20T10:00:00.000Z',
      deliveryCompanyId: null,
      deliveryCompany: null,
    },
  ],
  page: 1,
  total: 1,
  totalPages: 1,
};

beforeEach(() => {
  session.save('token', STAFF_ADMIN_USER);
  mockApi(({ url }) => (url.includes('orders-to-assign') ? PAGE : { companies: [], total: 0 }));
});
afterEach(() => {
  session.clear();
  jest.restoreAllMocks();
});

it.each([
  ['fr', 'Sfax Ville, Sfax'],
  ['ar', 'صفاقس المدينة، صفاقس'],
] as const)('writes a parcel’s place with the shared place text (%s)', async (language, place) => {
  renderWithProviders(<AssignOrdersPage />, { language });
  const cell = await screen.findByText('WLV139626676');
  const row = cell.closest('tr')!;
  expect(within(row).getByText(place)).toBeInTheDocument();
});

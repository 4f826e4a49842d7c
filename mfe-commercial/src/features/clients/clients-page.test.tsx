import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { ClientAccountDto, ClientAccountsPage, ClientEditDto } from '@wolvo/shared/contracts';
import { addTranslations } from '@wolvo/shared/i18n';
import { session } from '@wolvo/shared/session';
import { callsOf, mockApi, renderWithProviders, STAFF_ADMIN_USER } from '@wolvo/shared/testing';
import { NAMESPACE, translations } from '../../i18n/translations';
import ClientsPage from './clients-page';
import { httpClient } from '@wolvo/shared/http';

addTranslations(NAMESPACE, translations);

const NEW_SHOP: ClientAccountDto = {
  id: 7,
  userId: 40,
  fullname: 'Sana Ben Salem',
  username: 'sana',
  email: 'sana@boutique.tn',
  avatar: null,
  companies: ['Sana Mode', 'Sana Kids'],
  phone1: '22333444',
  delegation: 'Sfax',
  city: 'Sfax Ville',
  confirmed: false,
  active: true,
  createdAt: '2026-11-20T10:00:00.000Z',
};
const PAGE: ClientAccountsPage = { items: [NEW_SHOP], page: 1, total: 1, totalPages: 1 };
const render = (language: 'fr' | 'en' | 'ar' = 'en') =>
  renderWithProviders(
    <MemoryRouter>
      <ClientsPage />
    </MemoryRouter>,
    { language },
  );

beforeEach(() => session.save('token', STAFF_ADMIN_USER));
afterEach(() => {
  session.clear();
  jest.restoreAllMocks();
});

it('lists clients with companies, phone, place and state, and switches to my clients', async () => {
  const api = mockApi(() => PAGE);
  render();
  const row = await screen.findByTestId('commercial-client-row');
  for (const text of ['Sana Ben Salem', 'Sana Mode', 'Sana Kids', '22333444', 'Sfax Ville, Sfax'])
    expect(within(row).getByText(text)).toBeInTheDocument();
  expect(within(row).getByText('To confirm')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Add client' })).toHaveAttribute(
    'href',
    '/en/wolvo-team/commercial/clients/add',
  );
  expect(screen.getByRole('link', { name: 'Edit Sana Ben Salem in the editors' })).toHaveAttribute(
    'href',
    '/en/wolvo-team/reclamation/edits?tab=users&id=7',
  );

  fireEvent.click(screen.getByRole('switch', { name: 'My clients only' }));
  await waitFor(() =>
    expect(callsOf(api).at(-1)).toEqual({
      method: 'GET',
      url: '/v1/client/getAllClientsByCreatorId',
      params: { offset: 0, limit: 10 },
      data: undefined,
    }),
  );
}, 30_000);

it('confirms a client after asking, and toasts the server message translated', async () => {
  const api = mockApi(({ method }) =>
    method === 'PUT'
      ? { message: 'client.confirmed', client: { ...NEW_SHOP, confirmed: true } }
      : PAGE,
  );
  const puts = () => callsOf(api).filter((c) => c.method === 'PUT');
  render();
  fireEvent.click(await screen.findByRole('button', { name: 'Confirm Sana Ben Salem' }));
  const dialog = screen.getByRole('dialog', { name: 'Confirm Sana Ben Salem?' });
  expect(puts()).toEqual([]);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
  await screen.findByText('The client is confirmed: it can print its slips.');
  expect(puts().map((c) => c.url)).toEqual(['/v1/client/confirm/7']);
}, 30_000);

it('shows places in Arabic, and offers neither add nor confirm to a member who may only view', async () => {
  session.save('token', {
    ...STAFF_ADMIN_USER,
    role: 'companyPersonnelTeam',
    permissions: { COMMERCIAL_CLIENTS: 'VIEW' },
  });
  mockApi(() => PAGE);
  render('ar');
  const row = await screen.findByTestId('commercial-client-row');
  expect(within(row).getByText('صفاقس المدينة، صفاقس')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'إضافة حريف' })).toBeNull();
  // Only the way to the record: no confirm.
  expect(
    within(row)
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label')),
  ).toEqual(['عرض بطاقة Sana Ben Salem']);
}, 30_000);

const DETAIL: ClientEditDto = {
  id: 7,
  userId: 40,
  fullname: 'Sana Ben Salem',
  email: 'sana@boutique.tn',
  username: 'sana',
  companies: ['Sana Mode', 'Sana Kids'],
  delegation: 'Sfax',
  city: 'Sfax Ville',
  pickupAddress: '12 Rue Habib Maazoun',
  phone1: '22333444',
  phone2: null,
  deliveryCost: 7000,
  returnCost: 4000,
  exchangeCost: 8000,
  pos: null,
  cin: '01234567',
  patent: null,
  rib: '10006035183598478831',
  rc: 'B123',
  paymentDays: ['MONDAY', 'THURSDAY'],
  paymentType: 'BANK_TRANSFER',
  insuranceBp: 150,
  refundBp: 5000,
  preferredDeliveryCompany: 'Rapid Poste',
  confirmed: false,
  active: true,
  documents: [
    { id: 31, url: '/v1/client/document/31', contentType: 'application/pdf', createdAt: '' },
  ],
  createdAt: '2026-11-20T10:00:00.000Z',
  edits: [
    {
      id: 9,
      at: '2026-11-21T08:00:00.000Z',
      by: { id: 1, username: 'admin' },
      changes: [
        { field: 'deliveryCost', before: 7500, after: 7000 },
        { field: 'phone1', before: '22333000', after: '22333444' },
      ],
    },
  ],
};

it('opens a client in a drawer with every field, its documents, the editor link and confirm', async () => {
  const api = mockApi(({ url }) =>
    url.startsWith('/v1/client/get/search-for-id/') ? DETAIL : PAGE,
  );
  // The document is a file: fetched with the session (getApiFile), not by the typed client.
  const get = jest
    .spyOn(httpClient, 'get')
    .mockResolvedValue({ data: new Blob(['%PDF-']), headers: {} });
  const open = jest.spyOn(window, 'open').mockReturnValue(null);
  URL.createObjectURL = jest.fn(() => 'blob:doc');
  URL.revokeObjectURL = jest.fn();
  render();
  fireEvent.click(await screen.findByRole('button', { name: 'Open the record of Sana Ben Salem' }));
  const drawer = await screen.findByRole('dialog', { name: 'Sana Ben Salem' });
  await within(drawer).findByText('12 Rue Habib Maazoun');
  expect(callsOf(api).map((c) => c.url)).toContain('/v1/client/get/search-for-id/7');
  for (const text of [
    'sana@boutique.tn',
    '01234567',
    '10006035183598478831',
    'B123',
    'Bank transfer',
    'Monday, Thursday',
    'Rapid Poste',
    '1.5%',
    '50%',
    'Sana Mode',
    '(main)',
  ])
    expect(within(drawer).getByText(text)).toBeInTheDocument();
  // The staff's edits: who, and each field from what to what, named in the user's language.
  const history = within(drawer).getByRole('region', { name: 'Change history' });
  expect(within(history).getByText(/^admin, /)).toBeInTheDocument();
  expect(history).toHaveTextContent(
    'Delivery cost: 7.500 DT → 7.000 DT · Phone 1: 22333000 → 22333444',
  );
  expect(within(drawer).getByRole('link', { name: 'Edit in the editors' })).toHaveAttribute(
    'href',
    '/en/wolvo-team/reclamation/edits?tab=users&id=7',
  );
  fireEvent.click(within(drawer).getByRole('button', { name: 'Open document 1' }));
  await waitFor(() => expect(open).toHaveBeenCalledWith('blob:doc', '_blank'));
  expect(get).toHaveBeenCalledWith(
    '/v1/client/document/31',
    expect.objectContaining({ responseType: 'blob' }),
  );
  fireEvent.click(within(drawer).getByRole('button', { name: 'Confirm' }));
  expect(screen.getByRole('dialog', { name: 'Confirm Sana Ben Salem?' })).toBeInTheDocument();
}, 30_000);

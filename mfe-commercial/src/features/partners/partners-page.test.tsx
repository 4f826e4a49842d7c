import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type {
  AddedDeliveryCompany,
  DeliveryCompany,
  DeliveryCompanyList,
} from '@wolvo/shared/contracts';
import { addTranslations } from '@wolvo/shared/i18n';
import { session } from '@wolvo/shared/session';
import {
  callsOf,
  makeAxiosError,
  mockApi,
  renderWithProviders,
  STAFF_ADMIN_USER,
} from '@wolvo/shared/testing';
import { NAMESPACE, translations } from '../../i18n/translations';
import AddPartnerPage from '../add-partner/add-partner-page';
import PartnersPage from './partners-page';

addTranslations(NAMESPACE, translations);

const SAHEL: DeliveryCompany = {
  id: 1,
  name: 'Sahel Express',
  patent: 'PT-88213',
  rib: '08006012345678901231',
  cin: null,
  rc: 'B0123452019',
  pos: null,
  pickupAddress: 'Zone industrielle, Sousse',
  partnerLogin: 'sahel.express',
  userId: null,
  deliveryCost: 5500,
  returnCost: 3000,
  exchangeCost: 6000,
  insuranceBp: 50,
  refundBp: 0,
  paymentDays: ['MONDAY', 'THURSDAY'],
  active: true,
  createdAt: '2026-01-01T00:00:00.000Z',
};
const LIST: DeliveryCompanyList = { companies: [SAHEL], page: 1, total: 1, totalPages: 1 };

const inRouter = (page: React.ReactNode) =>
  renderWithProviders(<MemoryRouter>{page}</MemoryRouter>);
const fill = (name: RegExp, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });

beforeEach(() => session.save('token', STAFF_ADMIN_USER));
afterEach(() => {
  session.clear();
  jest.restoreAllMocks();
});

it('lists partners from the server, searched and filtered there', async () => {
  const api = mockApi(() => LIST);
  inRouter(<PartnersPage />);
  const row = await screen.findByTestId('partner-row');
  expect(within(row).getByText('Sahel Express')).toBeInTheDocument();
  expect(within(row).getByText('Delivery 5.500 DT')).toBeInTheDocument();
  expect(within(row).getByText('Monday, Thursday')).toBeInTheDocument();
  // Rates come in basis points and show in percent.
  expect(within(row).getByText('Insurance 0.5%')).toBeInTheDocument();
  fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'sahel' } });
  await waitFor(() =>
    expect(callsOf(api).at(-1)).toEqual({
      method: 'GET',
      url: '/v1/delivery-company/get',
      params: { offset: 0, limit: 10, search: 'sahel' },
      data: undefined,
    }),
  );
}, 30_000);

it('edits a partner in the side panel and deactivates one after confirming', async () => {
  const api = mockApi(({ method }) =>
    method === 'PUT' ? { message: 'delivery-company.updated', company: SAHEL } : LIST,
  );
  const puts = () => callsOf(api).filter((c) => c.method === 'PUT');
  inRouter(<PartnersPage />);
  fireEvent.click(await screen.findByRole('button', { name: 'Edit Sahel Express' }));
  const panel = await screen.findByRole('dialog', { name: 'Edit Sahel Express' });
  expect(within(panel).getByRole('textbox', { name: /^Login/ })).toHaveAttribute('readonly');
  expect(within(panel).getByRole('textbox', { name: /^Insurance/ })).toHaveValue('0.5');
  fireEvent.change(within(panel).getByRole('textbox', { name: /^Delivery \(DT\)/ }), {
    target: { value: '6,25' },
  });
  fireEvent.click(within(panel).getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(puts()[0]).toEqual(
      expect.objectContaining({
        url: '/v1/delivery-company/edit/1',
        data: expect.objectContaining({
          name: 'Sahel Express',
          deliveryCost: 6250,
          insuranceBp: 50,
        }),
      }),
    ),
  );
  fireEvent.click(await screen.findByRole('button', { name: 'Deactivate Sahel Express' }));
  const confirm = await screen.findByRole('dialog', { name: 'Deactivate Sahel Express?' });
  fireEvent.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
  await waitFor(() =>
    expect(puts().map((c) => c.url)).toContain('/v1/delivery-company/deactivate/1'),
  );
}, 30_000);

it('adds a partner checked by the server rules, shows its server-named problems, then its access once', async () => {
  const added: AddedDeliveryCompany = {
    ...SAHEL,
    id: 9,
    name: 'Gabès Rapide',
    partnerLogin: 'gabes.rapide',
    password: 'Xk7#mPq2$wRt9@Lz',
    apiKey: 'wlp_abcdefghijklmnopqrstuvwxyz0123456789ABCD',
  };
  let refused = false;
  const api = mockApi(() => {
    if (refused) return added;
    refused = true;
    throw makeAxiosError({
      status: 409,
      data: {
        statusCode: 409,
        error: 'Conflict',
        message: 'name: delivery-company.name-exists',
      },
    });
  });
  const posts = () => callsOf(api).filter((c) => c.method === 'POST');
  inRouter(<AddPartnerPage />);
  fireEvent.click(screen.getByRole('button', { name: 'Add partner' }));
  expect(await screen.findAllByText("Field can't be empty!")).toHaveLength(4);
  expect(posts()).toEqual([]);
  fill(/^Company name/, 'Sahel Express');
  fill(/^Delivery \(DT\)/, '5,5');
  fill(/^Return \(DT\)/, '3');
  fill(/^Exchange \(DT\)/, '6');
  fill(/^Insurance/, '0,75');
  fill(/^Refund/, '100,5');
  fill(/^RIB/, '123');
  // The server's partner rules, in its words, before anything is sent.
  fireEvent.click(screen.getByRole('button', { name: 'Add partner' }));
  expect(
    await screen.findByText('Invalid RIB: 20 digits including the check key!'),
  ).toBeInTheDocument();
  expect(screen.getByText('The percentage must be between 0 and 100!')).toBeInTheDocument();
  expect(posts()).toEqual([]);
  fill(/^RIB/, '');
  fill(/^Refund/, '0');
  // What only the server knows, under its field.
  fireEvent.click(screen.getByRole('button', { name: 'Add partner' }));
  expect(await screen.findByText('This delivery company already exists!')).toBeInTheDocument();
  fill(/^Company name/, 'Gabès Rapide');
  fireEvent.click(screen.getByRole('button', { name: 'Add partner' }));
  const dialog = await screen.findByRole('dialog', { name: 'Access for Gabès Rapide' });
  expect(posts().at(-1)?.url).toBe('/v1/delivery-company/add');
  expect(posts().at(-1)?.data).toEqual(
    expect.objectContaining({
      name: 'Gabès Rapide',
      deliveryCost: 5500,
      returnCost: 3000,
      exchangeCost: 6000,
      insuranceBp: 75,
      refundBp: 0,
      rib: null,
      partnerLogin: null,
    }),
  );
  expect(within(dialog).getByLabelText('Login')).toHaveValue('gabes.rapide');
  expect(within(dialog).getByLabelText('API key')).toHaveValue(added.apiKey);
}, 30_000);

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AxiosError, type AxiosResponse } from 'axios';
import { MemoryRouter } from 'react-router-dom';
import type { ClientEditDto, OrderDetailDto } from '@wolvo/shared/contracts';
import { addTranslations } from '@wolvo/shared/i18n';
import { httpClient } from '@wolvo/shared/http';
import { queryClient } from '@wolvo/shared/query';
import { session } from '@wolvo/shared/session';
import { bridgeTypedClient, renderWithProviders, STAFF_ADMIN_USER } from '@wolvo/shared/testing';
import { NAMESPACE, translations } from '../../i18n/translations';
import EditsPage from './edits-page';

addTranslations(NAMESPACE, translations);

const ORDER = {
  id: 12,
  code: 'WLV100000012',
  status: 'IN_TRANSIT',
  service: 'DELIVERY',
  paymentType: 'CACHE',
  price: 45_000,
  merchandise: 'Robe',
  merchandiseQuantity: 1,
  business: { id: 3, name: 'Zitouna Mode' },
  recipient: {
    id: 1,
    fullname: 'Sarra Ben Salah',
    email: null,
    phone1: '22123456',
    phone2: null,
    delegation: 'Tunis',
    city: 'La Marsa',
    address: '12 Rue de la Liberté',
    postalCode: null,
  },
  exchangedOrder: null,
  client: { id: 1 },
  createdAt: '2026-11-20T10:00:00.000Z',
  edits: [
    {
      id: 1,
      at: '2026-11-21T12:00:00.000Z',
      by: { id: 1, username: 'admin' },
      changes: [{ field: 'deliveryCost', before: 7000, after: 6000 }],
    },
  ],
} as unknown as OrderDetailDto;

function mockApi() {
  return jest.spyOn(httpClient, 'get').mockImplementation(async (url: string) => {
    if (url.startsWith('/v1/order/get/search-for-id/')) return { data: ORDER };
    if (url.startsWith('/v1/order/get/search/'))
      return {
        data: [
          {
            id: 12,
            code: ORDER.code,
            createdAt: ORDER.createdAt,
            price: 45_000,
            status: 'X',
            businessName: 'Zitouna Mode',
          },
        ],
      };
    if (url === '/v1/business/get') return { data: [{ id: 3, name: 'Zitouna Mode' }] };
    // validate-exchange: 77 unknown, 78 already exchanged by another, 79 valid.
    if (url === '/v1/order/validate-exchange/12/77')
      throw new AxiosError('Not Found', 'ERR_BAD_REQUEST', undefined, undefined, {
        status: 404,
        data: { message: 'order.exchange.not-found' },
      } as AxiosResponse);
    if (url === '/v1/order/validate-exchange/12/78')
      return { data: { code: 'HAS_RELATIONSHIP', isValid: false } };
    if (url === '/v1/order/validate-exchange/12/79')
      return { data: { code: 'VALID', isValid: true } };
    throw new Error(`unexpected ${url}`);
  });
}

const render = (entry: string) =>
  renderWithProviders(
    <MemoryRouter initialEntries={[entry]}>
      <EditsPage />
    </MemoryRouter>,
    { language: 'en' },
  );

const choose = async (label: string, option: string) => {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
};

beforeEach(() => {
  session.save('token', STAFF_ADMIN_USER);
  bridgeTypedClient();
});
afterEach(() => {
  session.clear();
  jest.restoreAllMocks();
});

it('resets an unknown tab to orders, prefills the search with the id and opens the order', async () => {
  mockApi();
  render('/?tab=bogus&id=12');
  await screen.findByRole('heading', { name: 'Order WLV100000012' });
  expect(screen.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('searchbox', { name: 'Search an order by id' })).toHaveValue('12');
  expect(await screen.findByRole('button', { name: 'Open 12' })).toBeInTheDocument();
  expect(screen.getByText(/^admin, November 21 2026 \d\d:\d\d$/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
}, 60_000);

it('adds or replaces a status (one clears the other), demands the console location, then saves', async () => {
  mockApi();
  const put = jest.spyOn(httpClient, 'put').mockResolvedValue({ data: ORDER });
  render('/?tab=orders&id=12');
  await screen.findByRole('heading', { name: 'Order WLV100000012' });
  await choose('Replace the latest status', 'Delivered');
  await choose('Add a new status', 'Console to location');
  expect(screen.getByRole('combobox', { name: 'Replace the latest status' })).toHaveTextContent(
    'None',
  );
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText("Field can't be empty!")).toBeInTheDocument();
  expect(put).not.toHaveBeenCalled();
  fireEvent.change(screen.getByRole('textbox', { name: /Console location/ }), {
    target: { value: 'Hub Sfax' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(put).toHaveBeenCalledWith('/v1/order/edit/12', {
      id: 12,
      newStatus: 'CONSOLE_TO_LOCATION',
      subStatusDamageType: 'NONE',
      statusConsoleLocation: 'Hub Sfax',
    }),
  );
}, 60_000);

it('blocks save until the server accepts the exchange id, its refusal shown under the field', async () => {
  mockApi();
  const put = jest.spyOn(httpClient, 'put').mockResolvedValue({ data: ORDER });
  render('/?tab=orders&id=12');
  await screen.findByRole('heading', { name: 'Order WLV100000012' });
  const save = screen.getByRole('button', { name: 'Save' });
  await choose('Service', 'Exchange');
  const exchange = screen.getByRole('textbox', { name: 'Exchange order id' });
  // An exchange needs its id.
  expect(exchange).toHaveAccessibleDescription("Field can't be empty!");
  expect(save).toBeDisabled();
  fireEvent.change(exchange, { target: { value: '7x' } });
  expect(exchange).toHaveAccessibleDescription('Invalid number!');
  expect(save).toBeDisabled();
  fireEvent.change(exchange, { target: { value: '77' } });
  // Disabled while the server checks, then its refusal under the field.
  expect(save).toBeDisabled();
  await waitFor(() => expect(exchange).toHaveAccessibleDescription('Exchange order not found!'));
  expect(exchange).toHaveAttribute('aria-invalid', 'true');
  expect(save).toBeDisabled();
  fireEvent.change(exchange, { target: { value: '78' } });
  await waitFor(() =>
    expect(exchange).toHaveAccessibleDescription('This order is already exchanged by another one!'),
  );
  expect(save).toBeDisabled();
  fireEvent.change(exchange, { target: { value: '79' } });
  await waitFor(() => expect(exchange).toHaveAccessibleDescription('Exchange order is valid'));
  expect(save).toBeEnabled();
  fireEvent.click(save);
  await waitFor(() =>
    expect(put).toHaveBeenCalledWith('/v1/order/edit/12', {
      id: 12,
      service: 'EXCHANGE',
      exchangeId: 79,
    }),
  );
  expect(put).toHaveBeenCalledTimes(1);
}, 60_000);

it("checks a changed recipient with the server's order rules before sending it", async () => {
  mockApi();
  const put = jest.spyOn(httpClient, 'put').mockResolvedValue({ data: ORDER });
  render('/?tab=orders&id=12');
  await screen.findByRole('heading', { name: 'Order WLV100000012' });
  const phone = screen.getByRole('textbox', { name: /Phone 1/ });
  fireEvent.change(phone, { target: { value: '1234' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(phone).toHaveAccessibleDescription('The phone number must have 8 digits!'),
  );
  expect(put).not.toHaveBeenCalled();
  fireEvent.change(phone, { target: { value: '98 765 432' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(put).toHaveBeenCalledWith('/v1/order/edit/12', {
      id: 12,
      recipient: { phone1: '98 765 432' },
    }),
  );
}, 60_000);

it('keeps save disabled for a team member without EDIT', async () => {
  session.save('token', {
    ...STAFF_ADMIN_USER,
    role: 'companyPersonnelTeam',
    permissions: { RECLAMATION_EDITS: 'VIEW' },
  });
  mockApi();
  render('/?tab=orders&id=12');
  await screen.findByRole('heading', { name: 'Order WLV100000012' });
  expect(screen.getByText('You may not edit (EDIT action on edits).')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
}, 60_000);

const CLIENT = {
  id: 5,
  userId: 9,
  fullname: 'Nadia Gharbi',
  email: 'nadia@example.test',
  username: 'nadia',
  companies: ['Dar Nadia', 'Atelier Nadia'],
  delegation: 'Tunis',
  city: 'La Marsa',
  pickupAddress: '1 Rue du Test',
  phone1: '71000000',
  phone2: null,
  deliveryCost: 7_100,
  returnCost: 4_100,
  exchangeCost: 8_100,
  pos: null,
  cin: null,
  patent: null,
  rib: null,
  rc: null,
  paymentDays: ['MONDAY'],
  paymentType: 'CACHE',
  documents: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  edits: [],
} as unknown as ClientEditDto;

it('highlights empty companies, answers a refused company with update-client.company-issue, then saves', async () => {
  queryClient.clear();
  jest.spyOn(httpClient, 'get').mockImplementation(async (url: string) => {
    if (url === '/v1/client/get/search/5')
      return {
        data: [
          {
            id: 5,
            createdAt: CLIENT.createdAt,
            fullname: 'Nadia Gharbi',
            businessName: 'Dar Nadia',
          },
        ],
      };
    throw new Error(`unexpected ${url}`);
  });
  // The editor's calls go through the typed client (one httpClient.request each).
  const saves: Array<{ url: string; form: FormData }> = [];
  jest.spyOn(httpClient, 'request').mockImplementation(async ({ method, url, data }) => {
    // The search's call, to the verb mocked above.
    if (method === 'GET' && url === '/v1/client/get/search/5') return httpClient.get(url);
    if (method === 'GET' && url === '/v1/client/get/search-for-id/5') return { data: CLIENT };
    if (method !== 'PUT') throw new Error(`unexpected ${method} ${url}`);
    saves.push({ url: url!, form: data as FormData });
    if (saves.length === 1)
      throw new AxiosError('Not Acceptable', 'ERR_BAD_REQUEST', undefined, undefined, {
        status: 406,
        data: { message: 'companies: client.deleted-companies-have-orders' },
      } as AxiosResponse);
    return { data: { message: 'update-client.success', client: CLIENT } };
  });
  render('/?tab=users&id=5');
  await screen.findByRole('heading', { name: 'Client 5 — Nadia Gharbi' });
  // The client form loads lazily, after the heading.
  const companies = await screen.findByRole('combobox', { name: /Companies/ });
  // Backspace in the empty input removes the last chip: no company left is an error.
  fireEvent.keyDown(companies, { key: 'Backspace' });
  fireEvent.keyDown(companies, { key: 'Backspace' });
  expect(companies).toHaveAttribute('aria-invalid', 'true');
  expect(companies).toHaveAccessibleDescription("Field can't be empty!");
  fireEvent.change(companies, { target: { value: 'Dar Nadia' } });
  fireEvent.keyDown(companies, { key: 'Enter' });
  expect(companies).toHaveAttribute('aria-invalid', 'false');

  const save = screen.getByRole('button', { name: 'Save' });
  fireEvent.click(save);
  expect(
    await screen.findByText(
      'The companies asked for are not acceptable (name taken or active orders)!',
      {},
      { timeout: 20_000 },
    ),
  ).toBeInTheDocument();
  const { url, form } = saves[0]!;
  expect(url).toBe('/v1/client/edit/5');
  expect(form.get('companies')).toBe('Dar Nadia');
  expect(form.get('deliveryCost')).toBe('7100');
  fireEvent.click(save);
  expect(await screen.findByText('Client updated!', {}, { timeout: 20_000 })).toBeInTheDocument();
}, 60_000);

it("refuses a short phone under its field, in the server's words, before sending", async () => {
  queryClient.clear();
  const sent: string[] = [];
  jest.spyOn(httpClient, 'request').mockImplementation(async ({ method, url }) => {
    if (method === 'GET' && url === '/v1/client/get/search-for-id/5') return { data: CLIENT };
    if (method === 'GET') throw new Error(`unexpected ${url}`);
    sent.push(`${method} ${url}`);
    return { data: { message: 'update-client.success', client: CLIENT } };
  });
  render('/?tab=users&id=5');
  await screen.findByRole('heading', { name: 'Client 5 — Nadia Gharbi' });
  // The client form loads lazily, after the heading.
  const phone = await screen.findByRole('textbox', { name: /^Phone 1/ });
  fireEvent.change(phone, { target: { value: '71 000' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(phone).toHaveAccessibleDescription('The phone number must have 8 digits!'),
  );
  expect(phone).toHaveAttribute('aria-invalid', 'true');
  expect(sent).toEqual([]);
}, 60_000);

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { Paged, StaffPickup } from '@wolvo/shared/contracts';
import { pageStateStore } from '@wolvo/shared/hooks';
import { addTranslations } from '@wolvo/shared/i18n';
import { httpClient } from '@wolvo/shared/http';
import { session } from '@wolvo/shared/session';
import { bridgeTypedClient, renderWithProviders, STAFF_ADMIN_USER } from '@wolvo/shared/testing';
import { NAMESPACE, translations } from '../../i18n/translations';
import PickupOfTheDayPage from './pickup-of-the-day-page';

addTranslations(NAMESPACE, translations);

const pickup: StaffPickup = {
  id: 4,
  state: 'REQUESTED',
  createdAt: '2026-11-24T07:00:00.000Z',
  collectedAt: null,
  parcels: 3,
  cod: 120_000,
  clientId: 1,
  clientName: 'Houssem Jaziri',
  company: 'Zitouna Mode',
  pickupAddress: '12 Rue de Marseille',
  delegation: 'Tunis',
  city: 'La Marsa',
  phone1: '71000000',
  phone2: null,
  orders: [
    {
      id: 11,
      code: 'WLV-11',
      recipientName: 'Amel',
      price: 40_000,
      status: 'AWAITING_COLLECTION',
      collectedAt: null,
    },
    {
      id: 12,
      code: 'WLV-12',
      recipientName: 'Bilel',
      price: 50_000,
      status: 'AWAITING_COLLECTION',
      collectedAt: null,
    },
    {
      id: 13,
      code: 'WLV-13',
      recipientName: 'Chiraz',
      price: 30_000,
      status: 'AWAITING_COLLECTION',
      collectedAt: null,
    },
  ],
};
const page = (items: StaffPickup[]): Paged<StaffPickup> => ({
  items,
  page: 1,
  total: items.length,
  totalPages: 1,
});

describe('pickup of the day', () => {
  beforeEach(() => {
    pageStateStore.clear();
    bridgeTypedClient();
    jest.spyOn(session, 'getUser').mockReturnValue(STAFF_ADMIN_USER);
  });
  afterEach(() => jest.restoreAllMocks());

  it('asks for the day picked in the shared day picker, in the yyyy-MM-dd the API takes', async () => {
    const get = jest.spyOn(httpClient, 'get').mockResolvedValue({ data: page([pickup]) });
    renderWithProviders(<PickupOfTheDayPage />, {
      language: 'ar',
      wrapper: ({ children }) => <MemoryRouter>{children}</MemoryRouter>,
    });
    await screen.findByTestId('pickup-row');
    const field = screen.getByRole('textbox', { name: 'المستلمة في' });
    const [y, m, d] = new Date().toISOString().slice(0, 10).split('-');
    expect(field).toHaveValue(`${d}.${m}.${y!.slice(2)}`);
    fireEvent.change(field, { target: { value: '03.11.26' } });
    await waitFor(() =>
      expect(get.mock.calls.at(-1)![1]?.params).toMatchObject({ day: '2026-11-03', offset: 0 }),
    );
    // Emptied, the field keeps its day: there is always a day to show.
    fireEvent.change(field, { target: { value: '' } });
    fireEvent.blur(field);
    expect(field).toHaveValue('03.11.26');
  });

  it('shows where to go and whom to call, and marks a pickup collected after asking', async () => {
    const get = jest
      .spyOn(httpClient, 'get')
      .mockResolvedValueOnce({ data: page([pickup]) })
      .mockResolvedValue({ data: page([{ ...pickup, state: 'COLLECTED' }]) });
    const put = jest
      .spyOn(httpClient, 'put')
      .mockResolvedValue({ data: { id: 4, collected: 3, orderIds: [11, 12, 13], remaining: 0 } });
    renderWithProviders(<PickupOfTheDayPage />, {
      wrapper: ({ children }) => <MemoryRouter>{children}</MemoryRouter>,
    });
    const row = within(await screen.findByTestId('pickup-row'));
    expect(row.getByText('Zitouna Mode')).toBeInTheDocument();
    expect(row.getByText('12 Rue de Marseille')).toBeInTheDocument();
    expect(row.getByText('71000000')).toBeInTheDocument();
    expect(
      row.getByRole('link', { name: 'See on the map: the address of Zitouna Mode (new tab)' }),
    ).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=12%20Rue%20de%20Marseille%2C%20La%20Marsa%2C%20Tunis%2C%20Tunisie',
    );
    expect(row.getByText('120.000 DT')).toBeInTheDocument();
    expect(get.mock.calls[0]![1]?.params).toMatchObject({ offset: 0, limit: 10 });
    await userEvent.click(row.getByRole('button', { name: 'Mark collected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pickup of Zitouna Mode done?' });
    expect(within(dialog).getAllByTestId('collect-parcel')).toHaveLength(3);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark collected' }));
    expect(put).toHaveBeenCalledWith('/v1/order/pickup/4/collect', { ids: [11, 12, 13] });
    expect(await screen.findByText('3 parcels collected.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Collected')).toBeInTheDocument());
  });

  it('collects only the parcels left ticked, then prints the manifest of the collected ones', async () => {
    const now = new Date().toISOString();
    const some = {
      ...pickup,
      orders: pickup.orders.map((o) =>
        o.id === 12 ? o : { ...o, status: 'COLLECTED', collectedAt: now },
      ),
    };
    jest
      .spyOn(httpClient, 'get')
      .mockResolvedValueOnce({ data: page([pickup]) })
      .mockResolvedValue({ data: page([some]) });
    const put = jest
      .spyOn(httpClient, 'put')
      .mockResolvedValue({ data: { id: 4, collected: 2, orderIds: [11, 13], remaining: 1 } });
    renderWithProviders(<PickupOfTheDayPage />, {
      wrapper: ({ children }) => <MemoryRouter>{children}</MemoryRouter>,
    });
    const row = within(await screen.findByTestId('pickup-row'));
    await userEvent.click(row.getByRole('button', { name: 'Mark collected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pickup of Zitouna Mode done?' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /WLV-12/ }));
    expect(within(dialog).getByText('2 of 3 parcels chosen')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark 2 parcels collected' }));
    expect(put).toHaveBeenCalledWith('/v1/order/pickup/4/collect', { ids: [11, 13] });
    expect(await screen.findByText('2 parcels collected.')).toBeInTheDocument();
    const after = within(await screen.findByTestId('pickup-row'));
    // Partly collected: 2 of 3, both on the day shown.
    await after.findByText('Partly collected 2/3');
    expect(after.getByText('2 collected this day')).toBeInTheDocument();
    // Still to collect: the button stays for the third parcel; the manifest lists the two collected.
    expect(await after.findByRole('button', { name: 'Mark collected' })).toBeInTheDocument();
    const file = jest.spyOn(httpClient, 'get').mockResolvedValue({
      data: new Blob(['%PDF-']),
      headers: { 'content-disposition': 'inline; filename="wolvo-manifest.pdf"' },
    });
    const open = jest.spyOn(window, 'open').mockReturnValue({} as Window);
    URL.createObjectURL = jest.fn(() => 'blob:manifest');
    URL.revokeObjectURL = jest.fn();
    await userEvent.click(
      after.getByRole('button', {
        name: 'Print the manifest of the collected parcels of Zitouna Mode',
      }),
    );
    await waitFor(() =>
      expect(file).toHaveBeenCalledWith(
        '/v1/order/manifest?ids=11%2C13&lang=en',
        expect.objectContaining({ responseType: 'blob' }),
      ),
    );
    await waitFor(() => expect(open).toHaveBeenCalled());
  });

  it("offers only the parcels left of a partly collected request, and prints only the day's collected ones", async () => {
    const today = new Date().toISOString();
    const partly: StaffPickup = {
      ...pickup,
      orders: [
        // Collected on another day: counted in the n/m, not in the day's manifest.
        { ...pickup.orders[0]!, status: 'COLLECTED', collectedAt: '2020-01-02T09:00:00.000Z' },
        { ...pickup.orders[1]!, status: 'COLLECTED', collectedAt: today },
        pickup.orders[2]!,
      ],
    };
    const get = jest.spyOn(httpClient, 'get').mockResolvedValue({ data: page([partly]) });
    renderWithProviders(<PickupOfTheDayPage />, {
      wrapper: ({ children }) => <MemoryRouter>{children}</MemoryRouter>,
    });
    const row = within(await screen.findByTestId('pickup-row'));
    expect(row.getByText('Partly collected 2/3')).toBeInTheDocument();
    expect(row.getByText('1 collected this day')).toBeInTheDocument();
    await userEvent.click(row.getByRole('button', { name: 'Mark collected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pickup of Zitouna Mode done?' });
    expect(within(dialog).getAllByTestId('collect-parcel')).toHaveLength(1);
    expect(within(dialog).getByRole('checkbox', { name: /WLV-13/ })).toBeChecked();
    expect(
      within(dialog).getByText('2 of 3 parcels already collected: only the others are offered.'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    get.mockResolvedValue({
      data: new Blob(['%PDF-']),
      headers: { 'content-disposition': 'inline; filename="wolvo-manifest.pdf"' },
    });
    jest.spyOn(window, 'open').mockReturnValue({} as Window);
    URL.createObjectURL = jest.fn(() => 'blob:manifest');
    URL.revokeObjectURL = jest.fn();
    await userEvent.click(
      await row.findByRole('button', {
        name: 'Print the manifest of the collected parcels of Zitouna Mode',
      }),
    );
    await waitFor(() =>
      expect(get).toHaveBeenCalledWith(
        '/v1/order/manifest?ids=12&lang=en',
        expect.objectContaining({ responseType: 'blob' }),
      ),
    );
  });

  it('lets staff with only this page (VIEW) print the manifest, without collecting', async () => {
    jest.spyOn(session, 'getUser').mockReturnValue({
      ...STAFF_ADMIN_USER,
      role: 'companyPersonnelTeam',
      permissions: { COMMERCIAL_PICKUP: 'VIEW' },
    });
    const today = new Date().toISOString();
    jest.spyOn(httpClient, 'get').mockResolvedValue({
      data: page([
        {
          ...pickup,
          state: 'COLLECTED',
          collectedAt: today,
          orders: pickup.orders.map((o) => ({ ...o, status: 'COLLECTED', collectedAt: today })),
        },
      ]),
    });
    renderWithProviders(<PickupOfTheDayPage />, {
      wrapper: ({ children }) => <MemoryRouter>{children}</MemoryRouter>,
    });
    const row = within(await screen.findByTestId('pickup-row'));
    expect(
      row.getByRole('button', {
        name: 'Print the manifest of the collected parcels of Zitouna Mode',
      }),
    ).toBeInTheDocument();
    expect(row.queryByRole('button', { name: 'Mark collected' })).not.toBeInTheDocument();
  });
});

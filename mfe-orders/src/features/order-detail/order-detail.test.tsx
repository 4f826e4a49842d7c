import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventBus } from '@wolvo/shared/events';
import { httpClient } from '@wolvo/shared/http';
import type { OrderDetailDto } from '@wolvo/shared/contracts';
import { session } from '@wolvo/shared/session';
import { bridgeTypedClient, renderWithProviders } from '@wolvo/shared/testing';
import { registerOrdersTranslations } from '../../i18n/translations';
import OrderDetail from './exposed';

// Every language at once: the exposed module alone loads only the page's language.
registerOrdersTranslations();

const order: OrderDetailDto = {
  id: 1042,
  code: 'WLV-1042',
  partnerCode: null,
  reference: 'REF-9',
  status: 'IN_TRANSIT',
  subStatus: null,
  source: 'INSTAGRAM',
  service: 'EXCHANGE',
  merchandise: 'Shoes',
  merchandisePrice: 40000,
  merchandiseQuantity: 2,
  returningMerchandise: null,
  weight: 1,
  price: 12500,
  oldPrice: null,
  paymentType: 'CACHE',
  canOpen: true,
  fragile: false,
  note: 'Call before',
  deliveryDate: '2026-11-20T08:00:00.000Z',
  deliveryFrom: null,
  deliveryTo: '18:00',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-02T10:00:00.000Z',
  totalReports: 1,
  totalReclamations: 3,
  business: { id: 5, name: 'Dar Shop' },
  recipient: {
    id: 9,
    fullname: 'Amira Ben Salah',
    email: null,
    phone1: '20123456',
    phone2: null,
    delegation: 'La Marsa',
    city: 'Tunis',
    address: '12 rue de Carthage',
    postalCode: '2070',
  },
  movements: [
    {
      id: 1,
      createdAt: '2026-11-01T10:00:00.000Z',
      status: 'CREATED',
      subStatus: null,
      alphaStatus: 'HOME',
      partnerStatus: null,
      location: null,
      note: null,
      message: null,
      recipientChoice: null,
    },
    {
      id: 2,
      createdAt: '2026-11-02T10:00:00.000Z',
      status: 'IN_TRANSIT',
      subStatus: null,
      alphaStatus: 'IN_TRANSIT',
      partnerStatus: 'OUT_FOR_DELIVERY',
      location: 'Tunis hub',
      note: 'driver 4',
      message: null,
      recipientChoice: { kind: 'DAY', day: '2026-11-28', note: 'After 2 pm' },
    },
  ],
  exchangedOrder: {
    id: 77,
    code: 'WLV-77',
    partnerCode: 'P-77',
    returningMerchandise: 'Old shoes',
    status: 'PAID_TO_WOLVO',
    movements: [],
  },
  returnedOrder: null,
  client: {
    id: 3,
    fullname: 'Sami Trabelsi',
    avatar: null,
    email: 'sami@dar.tn',
    createdAt: '2025-03-01T00:00:00.000Z',
    delegation: 'Ariana Ville',
    city: 'Ariana',
    pickupAddress: 'Zone industrielle',
    phone1: '98000000',
    phone2: null,
  },
  money: {
    kind: 'DELIVERED',
    partner: 'Sahel Express',
    remittedAt: '2026-11-20T10:00:00.000Z',
    bill: { id: 9, paymentNumber: 'PAY-003-00009', status: 'PENDING', confirmedAt: null },
    cod: 89_500,
    cost: 7_000,
    insurance: 1_343,
    refund: 0,
    net: 81_157,
  },
};

// The page calls the typed client: its requests go to the verbs each test mocks.
beforeEach(() => bridgeTypedClient());

describe('order detail content', () => {
  beforeEach(() => {
    jest.spyOn(httpClient, 'get').mockResolvedValue({ data: order });
  });

  it('fetches the order by id and shows its header, columns and money in dinars', async () => {
    renderWithProviders(<OrderDetail orderId="1042" isStaff={false} />);
    expect(await screen.findByTestId('order-detail')).toBeInTheDocument();
    expect(httpClient.get).toHaveBeenCalledWith(
      '/v1/order/get/search-for-id/1042',
      expect.anything(),
    );
    // Location stage chip, status chip and the history's last movement.
    expect(screen.getAllByText('In transit')).toHaveLength(3);
    expect(screen.getByText('Reclamations: 3')).toBeInTheDocument();
    expect(screen.getByText('12.500 DT')).toBeInTheDocument();
    expect(screen.getByText('2026-11-20')).toBeInTheDocument();
    expect(
      screen.getByText(
        (_, el) => el?.tagName === 'SPAN' && el.textContent === 'Created: November 01 2026',
      ),
    ).toBeInTheDocument();
    // Linked exchange: paid-to-provider is shown as delivered.
    expect(screen.getByText('P-77')).toBeInTheDocument();
    expect(screen.getByText('Delivered')).toBeInTheDocument();
    // The money trail, as the server computed it.
    expect(screen.getByTestId('order-money-net')).toHaveTextContent('81.157 DT');
    expect(screen.getByText('PAY-003-00009 · pending')).toBeInTheDocument();
    expect(screen.getByText('Sahel Express')).toBeInTheDocument();
    // The recipient's choice on the tracking page, shown to the merchant too.
    expect(screen.getByTestId('movement-recipient-choice')).toHaveTextContent(
      'On the tracking page, the recipient chose delivery on Saturday 28 November. Note for the courier: After 2 pm',
    );
  });

  it('shows no sub-status chip without a sub-status, and the sub-status when there is one', async () => {
    const { unmount } = renderWithProviders(<OrderDetail orderId="1042" isStaff={false} />);
    expect(await screen.findByTestId('order-detail')).toBeInTheDocument();
    expect(screen.queryByTestId('order-sub-status')).not.toBeInTheDocument();
    const chipTexts = [...document.querySelectorAll('.MuiChip-label')].map((c) => c.textContent);
    expect(chipTexts).not.toContain('-');
    unmount();
    jest.spyOn(httpClient, 'get').mockResolvedValue({ data: { ...order, subStatus: 'DAMAGED' } });
    renderWithProviders(<OrderDetail orderId="1042" isStaff={false} />);
    expect(await screen.findByTestId('order-sub-status')).toHaveTextContent('Damaged');
  });

  it('labels the places governorate and delegation and names them in the page language', async () => {
    const inSfax = {
      ...order,
      recipient: { ...order.recipient, delegation: 'Sfax', city: 'Sfax Ouest' },
    };
    jest.spyOn(httpClient, 'get').mockResolvedValue({ data: inSfax });
    const { unmount } = renderWithProviders(<OrderDetail orderId="1042" isStaff={false} />, {
      language: 'fr',
    });
    expect(await screen.findByText('Gouvernorat')).toBeInTheDocument();
    expect(screen.getByText('Délégation')).toBeInTheDocument();
    expect(screen.getByText('Sfax Ouest')).toBeInTheDocument();
    expect(screen.queryByText('Ville')).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<OrderDetail orderId="1042" isStaff={false} />, { language: 'ar' });
    expect(await screen.findByText('صفاقس الغربية')).toBeInTheDocument();
    expect(screen.getByText('صفاقس')).toBeInTheDocument();
    expect(screen.queryByText(/Sfax/)).not.toBeInTheDocument();
  });

  it('opens the recipient address as a maps search in a new tab', async () => {
    renderWithProviders(<OrderDetail orderId="1042" isStaff={false} />);
    const link = await screen.findByRole('link', { name: '12 rue de Carthage' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(link.getAttribute('href')).toMatch(
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=12%20rue%20de%20Carthage/,
    );
  });

  it('shows the client block and partner status to staff only', async () => {
    const { unmount } = renderWithProviders(<OrderDetail orderId="1042" isStaff={false} />);
    await screen.findByTestId('order-detail');
    expect(screen.queryByText('Sami Trabelsi')).not.toBeInTheDocument();
    expect(screen.queryByTestId('movement-staff-info')).not.toBeInTheDocument();
    unmount();

    renderWithProviders(<OrderDetail orderId="1042" isStaff />);
    await screen.findByTestId('order-detail');
    expect(screen.getByText('Sami Trabelsi')).toBeInTheDocument();
    expect(
      within(screen.getByTestId('movement-staff-info')).getByText(/OUT_FOR_DELIVERY/),
    ).toBeInTheDocument();
  });

  it('shows staff who changed what, and the client only that the provider edited its order', async () => {
    // Noon UTC: the same day in any time zone the tests run in.
    const at = '2026-11-21T12:00:00.000Z';
    jest.spyOn(httpClient, 'get').mockResolvedValue({
      data: {
        ...order,
        edits: [
          {
            id: 5,
            at,
            by: { id: 1, username: 'admin' },
            changes: [{ field: 'deliveryCost', before: 7000, after: 6000 }],
          },
        ],
      },
    });
    const { unmount } = renderWithProviders(<OrderDetail orderId="1042" isStaff />);
    expect(await screen.findByText(/^admin, November 21 2026 \d\d:\d\d$/)).toBeInTheDocument();
    expect(screen.getByText('Delivery cost: 7.000 DT → 6.000 DT')).toBeInTheDocument();
    unmount();

    jest.spyOn(httpClient, 'get').mockResolvedValue({
      data: { ...order, edits: [{ id: 5, at, by: null, changes: [] }] },
    });
    renderWithProviders(<OrderDetail orderId="1042" isStaff={false} />);
    expect(
      await screen.findByText(/^Edited by the provider, November 21 2026 \d\d:\d\d$/),
    ).toBeInTheDocument();
  });

  describe('edit button', () => {
    const client = {
      id: 1,
      username: 'dar',
      email: 'dar@shop.tn',
      role: 'clientPersonnel' as const,
      avatar: null,
      fullname: 'Dar Shop',
      createdAt: '2025-01-01T00:00:00.000Z',
      permissions: {},
      clientId: 1,
    };
    const notCollected = { ...order, status: 'CREATED' };
    afterEach(() => session.clear());

    it('opens the edit dialog for an order not yet collected', async () => {
      session.save('token', client);
      // The editor also lists the caller's companies.
      jest
        .spyOn(httpClient, 'get')
        .mockImplementation((url: string) =>
          Promise.resolve({ data: url === '/v1/business/get' ? [] : notCollected }),
        );
      renderWithProviders(<OrderDetail orderId="1042" isStaff={false} />);
      await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
      expect(await screen.findByRole('dialog', { name: 'Edit order WLV-1042' })).toBeVisible();
    });

    it('is hidden for a collected order', async () => {
      session.save('token', client);
      jest.spyOn(httpClient, 'get').mockResolvedValue({ data: { ...order, status: 'COLLECTED' } });
      renderWithProviders(<OrderDetail orderId="1042" isStaff={false} />);
      await screen.findByTestId('order-detail');
      expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    });

    it('is hidden for a team member without EDIT', async () => {
      session.save('token', {
        ...client,
        role: 'clientPersonnelTeam' as const,
        permissions: { ORDERS_ORDER_OF_THE_DAY: 'VIEW|ADD|DELETE' },
      });
      jest.spyOn(httpClient, 'get').mockResolvedValue({ data: notCollected });
      renderWithProviders(<OrderDetail orderId="1042" isStaff={false} />);
      await screen.findByTestId('order-detail');
      expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    });

    it('prints the slip from the modal and announces the order changed', async () => {
      session.save('token', client);
      const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
      jest
        .spyOn(httpClient, 'get')
        .mockImplementation((url: string) =>
          Promise.resolve(
            url.startsWith('/v1/order/voucher')
              ? { data: pdf, headers: {} }
              : { data: notCollected },
          ),
        );
      const open = jest.spyOn(window, 'open').mockReturnValue({} as Window);
      URL.createObjectURL = jest.fn(() => 'blob:slip');
      URL.revokeObjectURL = jest.fn();
      const published = jest.spyOn(eventBus, 'publish');
      renderWithProviders(<OrderDetail orderId="1042" isStaff={false} />);
      await userEvent.click(await screen.findByRole('button', { name: 'Print slip' }));
      const dialog = await screen.findByRole('dialog', { name: 'Print 1 slip' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Print' }));
      await waitFor(() => expect(open).toHaveBeenCalledWith('blob:slip', '_blank'));
      expect(httpClient.get).toHaveBeenCalledWith(
        '/v1/order/voucher?ids=1042&layout=a4&lang=en',
        expect.objectContaining({ responseType: 'blob' }),
      );
      expect(published).toHaveBeenCalledWith('order.updated', { orderId: 1042 });
    });
  });
});

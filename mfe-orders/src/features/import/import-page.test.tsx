import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { pageStateStore } from '@wolvo/shared/hooks';
import { httpClient } from '@wolvo/shared/http';
import { session } from '@wolvo/shared/session';
import type { ImportPreview } from '@wolvo/shared/contracts';
import { bridgeTypedClient, makeAxiosError, renderWithProviders } from '@wolvo/shared/testing';
import { registerOrdersTranslations } from '../../i18n/translations';
import ImportPage from './import-page';

registerOrdersTranslations();

const merchant = {
  id: 3,
  username: 'client',
  email: 'client@wolvo.tn',
  role: 'clientPersonnel' as const,
  avatar: null,
  fullname: 'Sami Trabelsi',
  createdAt: '2026-01-01T00:00:00.000Z',
  permissions: {},
  clientId: 1,
};

const order = {
  businessId: 5,
  service: 'DELIVERY' as const,
  recipient: {
    fullname: 'Sarra Ben Salah',
    phone1: '22123456',
    phone2: null,
    delegation: 'Ben Arous',
    city: 'El Mourouj',
    address: '12 Rue X',
    postalCode: '2074',
  },
  merchandise: 'Robe',
  merchandiseQuantity: 1,
  price: 89_500,
  paymentType: 'CACHE' as const,
  canOpen: true,
  fragile: false,
  deliveryDate: null,
  reference: null,
  note: null,
};

const preview: ImportPreview = {
  columns: ['businessId', 'fullname', 'phone1', 'governorate', 'delegation', 'price'],
  rows: [
    {
      row: 2,
      values: { fullname: 'Sarra Ben Salah', phone1: '22123456', governorate: 'Ben arous' },
      order,
      errors: [],
      duplicate: false,
    },
    {
      row: 3,
      values: { fullname: 'Amine', phone1: '12', governorate: 'Sfaks' },
      duplicate: false,
      order: null,
      errors: [
        { row: 3, column: 'phone1', cell: 'C3', key: 'phone.invalid' },
        {
          row: 3,
          column: 'governorate',
          cell: 'E3',
          key: 'governorate.invalid',
          params: { suggestions: 'Sfax, Gafsa' },
        },
      ],
    },
  ],
  total: 2,
  valid: 1,
  invalid: 1,
};

const renderPage = () =>
  renderWithProviders(<ImportPage />, {
    wrapper: ({ children }) => <MemoryRouter>{children}</MemoryRouter>,
  });

const file = () =>
  new File(['PK'], 'orders.xlsx', {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });

describe('import page', () => {
  beforeEach(() => {
    pageStateStore.clear();
    bridgeTypedClient();
    jest.spyOn(session, 'getUser').mockReturnValue(merchant);
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows each row error with its row, column and reason; imports only once the bad rows are gone', async () => {
    const post = jest.spyOn(httpClient, 'post').mockImplementation((url: string) =>
      Promise.resolve({
        data:
          url === '/v1/order/import/parse'
            ? preview
            : { count: 1, orders: [{ id: 41, code: 'WLV100000001' }] },
      }),
    );
    renderPage();
    await userEvent.upload(screen.getByTestId('import-file'), file());
    const bad = within(await screen.findByTestId('import-row-3'));
    expect(bad.getByText('Row 3, Phone: The phone number must have 8 digits!')).toBeInTheDocument();
    expect(
      // The names are isolated (U+2068 … U+2069) so they keep their place in Arabic text.
      bad.getByText(
        'Row 3, Governorate: Unknown governorate! Did you mean: \u2068Sfax, Gafsa\u2069?',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('2 rows read: 1 ready, 1 with errors.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import 2 orders' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Remove the row with errors' }));
    // A valid row's COD in the one money format, not as typed in the sheet.
    expect(within(screen.getByTestId('import-row-2')).getByText('89.500 DT')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Import 1 order' }));
    expect(post).toHaveBeenLastCalledWith('/v1/order/add-many', { orders: [order] });
    expect(await screen.findByRole('button', { name: 'Print the slips' })).toBeInTheDocument();
  });

  it('says why a whole file is refused', async () => {
    jest.spyOn(httpClient, 'post').mockRejectedValue(
      makeAxiosError({
        status: 400,
        data: { statusCode: 400, message: 'import.template.invalid', error: 'Bad Request' },
      }),
    );
    renderPage();
    await userEvent.upload(screen.getByTestId('import-file'), file());
    expect(
      await screen.findByText(
        'This file is not the import template: download the template and fill it in!',
      ),
    ).toBeInTheDocument();
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderDetailDto } from '@wolvo/shared/contracts';
import { eventBus } from '@wolvo/shared/events';
import { delegationsOf } from '@wolvo/shared/geo';
import { httpClient } from '@wolvo/shared/http';
import {
  bridgeTypedClient,
  makeAxiosError,
  pasteInto,
  renderWithProviders,
} from '@wolvo/shared/testing';
import { registerOrdersTranslations } from '../../i18n/translations';
import { EditOrderDialog } from './edit-order-dialog';

registerOrdersTranslations();

const delegation = delegationsOf('Tunis')[0];
const order = {
  id: 1042,
  code: 'WLV-1042',
  partnerCode: null,
  status: 'CREATED',
  merchandise: 'Shoes',
  merchandiseQuantity: 2,
  price: 12500,
  merchandisePrice: 30000,
  weight: 1.5,
  paymentType: 'CACHE',
  business: { id: 5, name: 'Dar Shop' },
  recipient: {
    id: 9,
    fullname: 'Amira Ben Salah',
    email: null,
    phone1: '20123456',
    phone2: null,
    delegation: 'Tunis',
    city: delegation,
    address: '12 rue de Carthage',
    postalCode: '2070',
  },
} as OrderDetailDto;

function renderDialog(onClose = jest.fn()) {
  renderWithProviders(<EditOrderDialog orderId={1042} onClose={onClose} />);
  return onClose;
}

const textbox = (name: RegExp) => screen.getByRole('textbox', { name });
// "Merchandise" without "Merchandise price".
const MERCHANDISE = /^merchandise(?! price)/i;

// The page calls the typed client: its requests go to the verbs each test mocks.
beforeEach(() => bridgeTypedClient());

describe('edit order dialog', () => {
  beforeEach(() => {
    jest.spyOn(httpClient, 'get').mockImplementation((url: string) =>
      Promise.resolve({
        data: url === '/v1/business/get' ? [{ id: 5, name: 'Dar Shop' }] : order,
      }),
    );
  });
  afterEach(() => jest.restoreAllMocks());

  it('prefills the form from the order detail', async () => {
    renderDialog();
    expect(await screen.findByRole('dialog', { name: 'Edit order WLV-1042' })).toBeVisible();
    expect(httpClient.get).toHaveBeenCalledWith(
      '/v1/order/get/search-for-id/1042',
      expect.anything(),
    );
    expect(textbox(/full name/i)).toHaveValue('Amira Ben Salah');
    expect(textbox(/phone 1/i)).toHaveValue('20123456');
    expect(screen.getByRole('combobox', { name: /governorate/i })).toHaveValue('Tunis');
    expect(screen.getByRole('combobox', { name: /delegation/i })).toHaveValue(delegation);
    expect(textbox(MERCHANDISE)).toHaveValue('Shoes');
    expect(textbox(/quantity/i)).toHaveValue('2');
    expect(textbox(/cash on delivery/i)).toHaveValue('12.500');
    expect(textbox(/merchandise price/i)).toHaveValue('30.000');
    expect(textbox(/weight/i)).toHaveValue('1.5');
    // Nothing changed yet: nothing to send.
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('sends only the changed fields with PUT, then closes and announces the change', async () => {
    const put = jest.spyOn(httpClient, 'put').mockResolvedValue({ data: order });
    const published = jest.spyOn(eventBus, 'publish');
    const onClose = renderDialog();
    await screen.findByRole('dialog', { name: 'Edit order WLV-1042' });
    await pasteInto(textbox(MERCHANDISE), 'Boots', { replace: true });
    await pasteInto(textbox(/cash on delivery/i), '15', { replace: true });
    await pasteInto(textbox(/phone 2/i), '22 333 444', { replace: true });
    await pasteInto(textbox(/merchandise price/i), '45,5', { replace: true });
    await userEvent.clear(textbox(/weight/i));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(put).toHaveBeenCalledWith('/v1/order/edit/1042', {
      id: 1042,
      merchandise: 'Boots',
      newPrice: 15000,
      merchandisePrice: 45500,
      // Emptied: cleared.
      weight: null,
      recipient: { phone2: '22333444' },
    });
    expect(published).toHaveBeenCalledWith('order.updated', { orderId: 1042 });
  }, 30_000);

  it('shows a server field error under its field', async () => {
    jest.spyOn(httpClient, 'put').mockRejectedValue(
      makeAxiosError({
        status: 400,
        data: {
          statusCode: 400,
          message: ['recipient.phone1: phone.invalid', 'newPrice: number.invalid'],
          error: 'Bad Request',
        },
      }),
    );
    const onClose = renderDialog();
    await screen.findByRole('dialog', { name: 'Edit order WLV-1042' });
    await pasteInto(textbox(/phone 1/i), '29876543', { replace: true });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(textbox(/phone 1/i)).toHaveAccessibleDescription(
        'The phone number must have 8 digits!',
      ),
    );
    // The payload's newPrice is the form's COD field.
    expect(textbox(/cash on delivery/i)).toHaveAccessibleDescription('Invalid number!');
    expect(onClose).not.toHaveBeenCalled();
  }, 30_000);
});

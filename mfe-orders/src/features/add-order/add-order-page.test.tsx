import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { pageStateStore } from '@wolvo/shared/hooks';
import { httpClient } from '@wolvo/shared/http';
import { delegationsOf } from '@wolvo/shared/geo';
import { session } from '@wolvo/shared/session';
import {
  bridgeTypedClient,
  makeAxiosError,
  pasteInto,
  renderWithProviders,
} from '@wolvo/shared/testing';
import { registerOrdersTranslations } from '../../i18n/translations';
import { CLIENT_USER, VIEWER_USER } from '../../testing/session-users';
import { dinarsToMillimes } from './add-order-form';
import AddOrderPage from './add-order-page';

registerOrdersTranslations();

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{`${pathname}${search}`}</output>;
}

function renderPage() {
  return renderWithProviders(<AddOrderPage />, {
    wrapper: ({ children }) => (
      <MemoryRouter>
        {children}
        <Where />
      </MemoryRouter>
    ),
  });
}

async function fillValidForm() {
  // Pasted, not typed key by key: one change per field keeps this long form quick on a busy machine
  // (typed, the test took 7 s alone and ran out of its 30 s beside the other suites).
  const type = (label: RegExp, text: string) =>
    pasteInto(screen.getByRole('textbox', { name: label }), text);
  await type(/full name/i, 'Amira Ben Salah');
  await type(/phone 1/i, '20 123 456');
  // The governorate picker accepts the Arabic name.
  await pasteInto(screen.getByRole('combobox', { name: /governorate/i }), 'صفاقس');
  await userEvent.click(await screen.findByRole('option', { name: 'Sfax' }));
  const delegation = delegationsOf('Sfax')[0];
  await pasteInto(screen.getByRole('combobox', { name: /delegation/i }), delegation);
  await userEvent.click(await screen.findByRole('option', { name: delegation }));
  await type(/address/i, '12 rue de Carthage');
  await type(/^merchandise\s*\*?$/i, 'Shoes');
  await type(/merchandise price/i, '10.25');
  await type(/cash on delivery/i, '12.5');
  await type(/weight/i, '0,8');
  // The shared day picker: typed dd.MM.yy whatever the browser's language, sent as yyyy-MM-dd.
  await type(/delivery date/i, '5.12.26');
}

describe('add order', () => {
  beforeEach(() => {
    // Page state outlives a render (the host drops it on navigation); each test starts afresh.
    pageStateStore.clear();
    session.save('token', CLIENT_USER);
    bridgeTypedClient();
    jest.spyOn(httpClient, 'get').mockImplementation((url: string) =>
      Promise.resolve({
        data: url.startsWith('/v1/order/refusal-risk/')
          ? { level: 'LOW', delivered: 5, refused: 1, notSerious: 0 }
          : [{ id: 5, name: 'Dar Shop', clientId: 1 }],
      }),
    );
  });
  afterEach(() => {
    jest.restoreAllMocks();
    session.clear();
  });

  it('shows a team member without ADD why instead of the form', async () => {
    session.save('token', VIEWER_USER);
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Add order' })).toBeInTheDocument();
    expect(screen.getByText('Action not allowed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the orders of the day' })).toHaveAttribute(
      'href',
      '/en/client/orders/order-of-the-day',
    );
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /full name/i })).not.toBeInTheDocument();
  });

  it('offers the service, an exchange leading to the add-exchange form', async () => {
    renderPage();
    const delivery = await screen.findByRole('button', { name: 'Delivery' });
    expect(delivery).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Counter-exchange' }));
    expect(screen.getByLabelText('location')).toHaveTextContent(
      '/en/client/orders/add-exchange?service=COUNTER_EXCHANGE',
    );
  });

  it('converts dinars to integer millimes', () => {
    expect(dinarsToMillimes('12.5')).toBe(12500);
    expect(dinarsToMillimes('0,075')).toBe(75);
    expect(dinarsToMillimes('7')).toBe(7000);
    expect(dinarsToMillimes('1.2345')).toBeNull();
    expect(dinarsToMillimes('abc')).toBeNull();
  });

  it('marks empty required fields with the server message key', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('textbox', { name: /full name/i })).toHaveAccessibleDescription(
      "Field can't be empty!",
    );
    expect(httpClient.get).not.toHaveBeenCalledWith('/v1/order/add', expect.anything());
  });

  it('sends COD in millimes and shows a server field error under its field', async () => {
    const post = jest.spyOn(httpClient, 'post').mockRejectedValue(
      makeAxiosError({
        status: 400,
        data: {
          statusCode: 400,
          message: ['recipient.phone1: phone.invalid'],
          error: 'Bad Request',
        },
      }),
    );
    renderPage();
    await fillValidForm();
    expect(await screen.findByText('Low risk')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(post).toHaveBeenCalled());
    const [url, body] = post.mock.calls[0];
    expect(url).toBe('/v1/order/add');
    expect(body).toMatchObject({
      businessId: 5,
      service: 'DELIVERY',
      price: 12500,
      // Merchandise price in millimes, the weight in kg with a comma read as the decimal mark.
      merchandisePrice: 10250,
      weight: 0.8,
      paymentType: 'CACHE',
      deliveryDate: '2026-12-05',
      recipient: { phone1: '20123456', delegation: 'Sfax', city: delegationsOf('Sfax')[0] },
    });
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /phone 1/i })).toHaveAccessibleDescription(
        'The phone number must have 8 digits!',
      ),
    );
  }, 30_000);

  it('in Arabic, the pickers show and accept Arabic governorate and delegation names', async () => {
    renderWithProviders(<AddOrderPage />, {
      language: 'ar',
      wrapper: ({ children }) => <MemoryRouter>{children}</MemoryRouter>,
    });
    await pasteInto(screen.getByRole('combobox', { name: /الولاية/ }), 'صفاقس');
    await userEvent.click(await screen.findByRole('option', { name: 'صفاقس (Sfax)' }));
    const delegation = screen.getByRole('combobox', { name: /المعتمدية/ });
    await pasteInto(delegation, 'الزيت');
    // Only the delegation whose Arabic name holds the typed word is offered, named in Arabic first.
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'ساقية الزيت (Sakiet Ezzit)',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'ساقية الزيت (Sakiet Ezzit)' }));
    expect(delegation).toHaveValue('ساقية الزيت (Sakiet Ezzit)');
    // A French name typed in Arabic still finds it.
    await pasteInto(delegation, 'thyna', { replace: true });
    expect(await screen.findByRole('option', { name: 'طينة (Thyna)' })).toBeInTheDocument();
  }, 30_000);
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { addTranslations } from '@wolvo/shared/i18n';
import { pageStateStore } from '@wolvo/shared/hooks';
import { httpClient } from '@wolvo/shared/http';
import { session } from '@wolvo/shared/session';
import {
  bridgeTypedClient,
  makeAxiosError,
  pasteInto,
  pretendPhone,
  renderWithProviders,
  restoreWidth,
} from '@wolvo/shared/testing';
import { formatDisplayDate } from '@wolvo/shared/ui/format';
import { NAMESPACE, translations } from '../../i18n/translations';
import { CLIENT_USER, pageOf, reclamation } from '../../testing/fixtures';
import WolvoPage from './wolvo-page';

addTranslations(NAMESPACE, translations);

const answered = reclamation({
  id: 4,
  status: 'RESOLVED',
  orderId: null,
  orderCode: null,
  description: 'When is my bill paid?',
  response: 'On Monday.',
  resolverId: 1,
  resolverUsername: 'admin',
});

const renderPage = (entry = '/') =>
  renderWithProviders(<WolvoPage />, {
    wrapper: ({ children }) => <MemoryRouter initialEntries={[entry]}>{children}</MemoryRouter>,
  });

describe("client's reclamation page", () => {
  beforeEach(() => {
    bridgeTypedClient();
    pageStateStore.clear();
    jest.spyOn(session, 'getUser').mockReturnValue(CLIENT_USER);
    jest.spyOn(httpClient, 'get').mockResolvedValue({ data: pageOf([reclamation(), answered]) });
  });
  afterEach(() => {
    jest.restoreAllMocks();
    restoreWidth();
  });

  it('lists its reclamations with their state and answer, and marks a notification’s one', async () => {
    renderPage('/?id=4');
    const rows = await screen.findAllByTestId('reclamation-row');
    expect(within(rows[0]).getByText('WLV100000040')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Open')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Awaiting an answer')).toBeInTheDocument();
    expect(within(rows[1]).getByText('General')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Resolved')).toBeInTheDocument();
    expect(within(rows[1]).getByText('On Monday.')).toBeInTheDocument();
    expect(rows[1]).toHaveClass('Mui-selected');
  });

  it('checks the form, then files a reclamation about a parcel by its code', async () => {
    const post = jest.spyOn(httpClient, 'post').mockResolvedValue({ data: reclamation() });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Send the reclamation' }));
    expect(screen.getByText('Type the parcel’s code.')).toBeInTheDocument();
    expect(screen.getByText('Describe the problem.')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();

    await pasteInto(screen.getByLabelText(/Parcel code/), ' WLV100000040 ');
    await pasteInto(screen.getByLabelText(/Describe the problem/), 'Never arrived');
    await userEvent.click(screen.getByRole('button', { name: 'Send the reclamation' }));
    expect(post).toHaveBeenCalledWith('/v1/reclamation/3/add', {
      description: 'Never arrived',
      orderCode: 'WLV100000040',
    });
    expect(
      await screen.findByText('Reclamation sent. Wolvo’s answer will show here.'),
    ).toBeInTheDocument();
  });

  it('files a general one without a code, and shows the server’s refusal on its field', async () => {
    const post = jest.spyOn(httpClient, 'post').mockRejectedValueOnce(
      makeAxiosError({
        status: 404,
        data: { statusCode: 404, message: 'orderCode: order.not-found', error: 'Not Found' },
      }),
    );
    renderPage();
    await pasteInto(await screen.findByLabelText(/Parcel code/), 'WLV999');
    await pasteInto(screen.getByLabelText(/Describe the problem/), 'Lost');
    await userEvent.click(screen.getByRole('button', { name: 'Send the reclamation' }));
    expect(await screen.findByText('Order not found!')).toBeInTheDocument();

    post.mockResolvedValueOnce({ data: reclamation({ orderId: null, orderCode: null }) });
    await userEvent.click(screen.getByRole('radio', { name: 'A general question' }));
    expect(screen.queryByLabelText(/Parcel code/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send the reclamation' }));
    expect(post).toHaveBeenLastCalledWith('/v1/reclamation/3/add', { description: 'Lost' });
  });

  it('on a phone: the card a notification points at is marked and brought into view', async () => {
    pretendPhone();
    const scrolled = jest.fn();
    Element.prototype.scrollIntoView = scrolled;
    renderPage('/?id=4');
    const cards = await screen.findAllByTestId('reclamation-card');
    expect(cards[1]).toHaveAttribute('aria-current', 'true');
    expect(cards[0]).not.toHaveAttribute('aria-current');
    expect(scrolled).toHaveBeenCalledTimes(1);
    Reflect.deleteProperty(Element.prototype, 'scrollIntoView'); // jsdom has none
  });

  it('on a phone: cards with the parcel, text, state and date; one opens whole with the answer', async () => {
    pretendPhone();
    const get = jest.spyOn(httpClient, 'get').mockImplementation(async (_url, config) => {
      const params = (config?.params ?? {}) as { id?: number; status?: string };
      if (params.id === 4) return { data: pageOf([answered]) };
      return {
        data: pageOf(params.status === 'OPEN' ? [reclamation()] : [reclamation(), answered]),
      };
    });
    renderPage();
    const cards = await screen.findAllByTestId('reclamation-card');
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(cards[0]).getByText('WLV100000040')).toBeInTheDocument();
    expect(within(cards[0]).getByText('The parcel never arrived')).toBeInTheDocument();
    expect(within(cards[0]).getByTestId('reclamation-state')).toHaveTextContent('Open');
    expect(cards[0]).toHaveTextContent(formatDisplayDate(reclamation().createdAt, 'en'));
    expect(within(cards[1]).getByText('General')).toBeInTheDocument();
    expect(within(cards[1]).getByTestId('reclamation-state')).toHaveTextContent('Resolved');

    // The answer is read in the reclamation's panel.
    await userEvent.click(within(cards[1]).getByRole('button', { name: 'Open reclamation no. 4' }));
    const panel = within(await screen.findByRole('dialog', { name: /no\. 4/ }));
    expect(await panel.findByText('On Monday.')).toBeInTheDocument();
    expect(panel.queryByRole('textbox')).toBeNull();
    await userEvent.click(panel.getByRole('button', { name: 'Close' }));

    // The state filter is in the sheet behind one button.
    await userEvent.click(await screen.findByRole('button', { name: 'Filters' }));
    const sheet = within(await screen.findByRole('dialog', { name: 'Filters' }));
    await userEvent.click(sheet.getByRole('combobox', { name: 'State' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Open' }));
    expect(get).toHaveBeenLastCalledWith(
      '/v1/reclamation/get-reported',
      expect.objectContaining({ params: expect.objectContaining({ status: 'OPEN' }) }),
    );
    await userEvent.click(sheet.getByRole('button', { name: 'Show results' }));
    expect(await screen.findByRole('button', { name: 'Active filters: 1' })).toBeInTheDocument();
    expect(await screen.findAllByTestId('reclamation-card')).toHaveLength(1);
  });
});

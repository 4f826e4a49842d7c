import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { addTranslations } from '@wolvo/shared/i18n';
import { pageStateStore } from '@wolvo/shared/hooks';
import { httpClient } from '@wolvo/shared/http';
import { session } from '@wolvo/shared/session';
import { makeAxiosError, renderWithProviders } from '@wolvo/shared/testing';
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
    pageStateStore.clear();
    jest.spyOn(session, 'getUser').mockReturnValue(CLIENT_USER);
    jest.spyOn(httpClient, 'get').mockResolvedValue({ data: pageOf([reclamation(), answered]) });
  });
  afterEach(() => jest.restoreAllMocks());

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

    await userEvent.type(screen.getByLabelText(/Parcel code/), ' WLV100000040 ');
    await userEvent.type(screen.getByLabelText(/Describe the problem/), 'Never arrived');
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
    await userEvent.type(await screen.findByLabelText(/Parcel code/), 'WLV999');
    await userEvent.type(screen.getByLabelText(/Describe the problem/), 'Lost');
    await userEvent.click(screen.getByRole('button', { name: 'Send the reclamation' }));
    expect(await screen.findByText('Order not found!')).toBeInTheDocument();

    post.mockResolvedValueOnce({ data: reclamation({ orderId: null, orderCode: null }) });
    await userEvent.click(screen.getByRole('radio', { name: 'A general question' }));
    expect(screen.queryByLabelText(/Parcel code/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send the reclamation' }));
    expect(post).toHaveBeenLastCalledWith('/v1/reclamation/3/add', { description: 'Lost' });
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { addTranslations } from '@wolvo/shared/i18n';
import { pageStateStore } from '@wolvo/shared/hooks';
import { httpClient } from '@wolvo/shared/http';
import { session } from '@wolvo/shared/session';
import { bridgeTypedClient, pasteInto, renderWithProviders } from '@wolvo/shared/testing';
import { NAMESPACE, translations } from '../../i18n/translations';
import { pageOf, reclamation, STAFF_USER } from '../../testing/fixtures';
import InboxPage from './inbox-page';

addTranslations(NAMESPACE, translations);

const renderPage = (entry = '/') =>
  renderWithProviders(<InboxPage />, {
    wrapper: ({ children }) => <MemoryRouter initialEntries={[entry]}>{children}</MemoryRouter>,
  });

describe('staff reclamation inbox', () => {
  beforeEach(() => {
    bridgeTypedClient();
    pageStateStore.clear();
    jest.spyOn(session, 'getUser').mockReturnValue(STAFF_USER);
    jest.spyOn(httpClient, 'get').mockImplementation((url: string) =>
      Promise.resolve({
        data:
          url === '/v1/business/get'
            ? [
                { id: 1, name: 'Dar Shop', clientId: 1 },
                { id: 2, name: 'Dar Shop B', clientId: 1 },
                { id: 3, name: 'Sfax Sport', clientId: 2 },
              ]
            : pageOf([reclamation()]),
      }),
    );
  });
  afterEach(() => jest.restoreAllMocks());

  it('filters on the server and answers a reclamation opened from the list', async () => {
    const answered = reclamation({
      status: 'RESOLVED',
      response: 'Tomorrow.',
      resolverId: 1,
      resolverUsername: 'admin',
    });
    // After the answer the server lists the reclamation answered: the panel reads it again.
    const put = jest.spyOn(httpClient, 'put').mockImplementation(async () => {
      jest.mocked(httpClient.get).mockResolvedValue({ data: pageOf([answered]) });
      return { data: answered };
    });
    renderPage();
    const row = await screen.findByTestId('reclamation-row');
    expect(within(row).getByText('Dar Shop')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: 'Client' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'All clients',
      'Dar Shop',
      'Sfax Sport',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Sfax Sport' }));
    const lastList = jest
      .mocked(httpClient.get)
      .mock.calls.filter(([url]) => url === '/v1/reclamation/get-reported')
      .at(-1);
    expect(lastList?.[1]?.params).toMatchObject({ clientId: 2, offset: 0, limit: 10 });

    await userEvent.click(screen.getByRole('button', { name: 'Open reclamation no. 5' }));
    const panel = await screen.findByRole('dialog', { name: 'Reclamation no. 5' });
    expect(await within(panel).findByText('The parcel never arrived')).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Answer and close' }));
    expect(within(panel).getByText('Write an answer.')).toBeInTheDocument();
    expect(put).not.toHaveBeenCalled();
    await pasteInto(within(panel).getByLabelText(/Your answer to the client/), 'Tomorrow.');
    await userEvent.click(within(panel).getByRole('button', { name: 'Answer and close' }));
    expect(put).toHaveBeenCalledWith('/v1/reclamation/1/edit/5', { response: 'Tomorrow.' });
    expect(await within(panel).findByText('Resolved')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Change the answer' })).toBeInTheDocument();
  });

  it('opens the reclamation a notification links to', async () => {
    renderPage('/?id=5');
    const panel = await screen.findByRole('dialog', { name: 'Reclamation no. 5' });
    expect(await within(panel).findByText('WLV100000040')).toBeInTheDocument();
    const one = jest
      .mocked(httpClient.get)
      .mock.calls.find(([, config]) => (config?.params as { id?: number })?.id === 5);
    expect(one?.[1]?.params).toMatchObject({ id: 5, limit: 1 });
  });
});

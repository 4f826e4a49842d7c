import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AxiosResponse } from 'axios';
import type { WebhookDeliveryDto, WebhookEndpointDto } from '@wolvo/shared/contracts';
import { addTranslations } from '@wolvo/shared/i18n';
import { httpClient } from '@wolvo/shared/http';
import { session } from '@wolvo/shared/session';
import { bridgeTypedClient, makeAxiosError, renderWithProviders } from '@wolvo/shared/testing';
import { sessionStore } from '../../app/session-store';
import { shellTranslations } from '../../i18n/shell-all-languages';
import { makeToken, makeUser } from '../../testing/fixtures';
import WebhooksCard from './webhooks-card';

beforeAll(() => addTranslations('shell', shellTranslations));

const ENDPOINT: WebhookEndpointDto = {
  id: 4,
  clientId: 3,
  url: 'https://shop.example.tn/wolvo',
  events: ['order.status_changed'],
  active: true,
  consecutiveFailures: 0,
  disabledReason: null,
  disabledAt: null,
  previousSecretExpiresAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

const DELIVERY: WebhookDeliveryDto = {
  id: 31,
  eventId: 'evt_1',
  eventType: 'order.status_changed',
  orderId: 12,
  status: 'DELIVERED',
  attempts: 1,
  nextAttemptAt: null,
  lastStatusCode: 200,
  lastDurationMs: 42,
  lastError: null,
  deliveredAt: '2026-11-21T12:00:01.000Z',
  createdAt: '2026-11-21T12:00:00.000Z',
};

const ok = (data: unknown) => ({ data }) as AxiosResponse;
const failure = (status: number, message: string | string[]) =>
  makeAxiosError({ status, data: { statusCode: status, message, error: 'x' } });

function mockApi(endpoints: WebhookEndpointDto[]) {
  let items = endpoints;
  const get = jest.spyOn(httpClient, 'get').mockImplementation(async (url: string) => {
    if (url === '/v1/webhooks/endpoints') return ok({ items, max: 5 });
    if (url.endsWith('/deliveries')) return ok({ items: [DELIVERY] });
    throw new Error(`unexpected GET ${url}`);
  });
  const post = jest.spyOn(httpClient, 'post').mockImplementation(async (url: string, body) => {
    if (url === '/v1/webhooks/endpoints') {
      const added = { ...ENDPOINT, id: 9, ...(body as object) } as WebhookEndpointDto;
      items = [...items, added];
      return ok({ ...added, secret: 'whsec_new-secret' });
    }
    if (url.endsWith('/roll-secret')) return ok({ ...items[0], secret: 'whsec_rolled' });
    if (url.endsWith('/resend')) return ok({ id: 32 });
    throw new Error(`unexpected POST ${url}`);
  });
  const put = jest.spyOn(httpClient, 'put').mockImplementation(async (_url: string, body) => {
    items = items.map((e) => ({ ...e, ...(body as object), disabledReason: null }));
    return ok(items[0]);
  });
  return { get, post, put };
}

function renderCard(
  role: 'clientPersonnel' | 'clientPersonnelTeam' = 'clientPersonnel',
  perms = {},
) {
  session.save(makeToken(), makeUser(role, perms));
  sessionStore.reload();
  return renderWithProviders(<WebhooksCard />);
}

beforeEach(() => bridgeTypedClient());
afterEach(() => jest.restoreAllMocks());

describe('webhooks card', () => {
  it('adds an endpoint with the chosen events and shows its secret once, with a copy button', async () => {
    const { post } = mockApi([]);
    renderCard();
    expect(await screen.findByText('No webhook endpoint yet.')).toBeInTheDocument();
    expect(screen.getByText('Endpoints: 0/5')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Add an endpoint' }));
    const form = await screen.findByRole('dialog', { name: 'New webhook endpoint' });
    // Every event is chosen by default; the merchant keeps two.
    for (const name of ['Order created', 'Order edited', 'Pickup collected', 'Bill created'])
      fireEvent.click(within(form).getByRole('checkbox', { name }));
    for (const name of ['Bill paid', 'Bill cancelled', 'Reclamation answered'])
      fireEvent.click(within(form).getByRole('checkbox', { name }));
    fireEvent.change(within(form).getByRole('textbox', { name: 'URL *' }), {
      target: { value: ' https://shop.example.tn/hooks ' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));

    const secret = await screen.findByRole('dialog', { name: 'Signing secret' });
    expect(post).toHaveBeenCalledWith('/v1/webhooks/endpoints', {
      url: 'https://shop.example.tn/hooks',
      events: ['order.status_changed', 'recipient.choice'],
      active: true,
    });
    expect(within(secret).getByRole('textbox', { name: 'Secret' })).toHaveValue('whsec_new-secret');
    expect(
      within(secret).getByText('Copy this secret now: it will not be shown again.'),
    ).toBeVisible();
    expect(within(secret).getByRole('button', { name: 'Copy the secret' })).toBeInTheDocument();
    fireEvent.click(within(secret).getByRole('button', { name: 'I have copied the secret' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByDisplayValue('whsec_new-secret')).not.toBeInTheDocument();
    expect(await screen.findByText('Endpoints: 1/5')).toBeInTheDocument();
  });

  it('checks the URL and the events before sending, and shows the server’s refusal under the URL', async () => {
    const { post } = mockApi([]);
    renderCard();
    await screen.findByText('Endpoints: 0/5');
    fireEvent.click(screen.getByRole('button', { name: 'Add an endpoint' }));
    const form = await screen.findByRole('dialog');
    fireEvent.change(within(form).getByRole('textbox', { name: 'URL *' }), {
      target: { value: 'shop.example.tn' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      await within(form).findByText('The webhook URL must be a valid https address!'),
    ).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();

    post.mockRejectedValueOnce(failure(400, ['url: webhook.url.private']));
    fireEvent.change(within(form).getByRole('textbox', { name: 'URL *' }), {
      target: { value: 'https://10.0.0.5/hook' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      await within(form).findByText('The webhook URL points to a private or local address!'),
    ).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'URL *' })).toBeInvalid();
  });

  it('shows a disabled endpoint’s banner and turns it back on', async () => {
    const { put } = mockApi([
      {
        ...ENDPOINT,
        active: false,
        consecutiveFailures: 100,
        disabledReason: 'CONSECUTIVE_FAILURES',
        disabledAt: '2026-11-22T08:00:00.000Z',
      },
    ]);
    renderCard();
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('100 deliveries failed in a row');
    expect(screen.getByText('Inactive')).toBeInTheDocument();
    fireEvent.click(within(banner).getByRole('button', { name: 'Enable again' }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith('/v1/webhooks/endpoints/4', { active: true }),
    );
    await waitFor(() => expect(screen.queryByTestId('webhook-disabled')).not.toBeInTheDocument());
  });

  it('lists an endpoint’s recent deliveries and resends one', async () => {
    const { post } = mockApi([ENDPOINT]);
    renderCard();
    fireEvent.click(await screen.findByRole('button', { name: 'Recent deliveries' }));
    const table = await screen.findByRole('table', {
      name: 'Recent deliveries to https://shop.example.tn/wolvo',
    });
    const row = (await within(table).findByText('Status changed')).closest('tr')!;
    expect(row).toHaveTextContent('200');
    expect(row).toHaveTextContent('42 ms');
    expect(row).toHaveTextContent('Delivered');
    fireEvent.click(within(row as HTMLElement).getByRole('button', { name: 'Resend' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/v1/webhooks/deliveries/31/resend'));
    expect(await screen.findByText('Event sent again.')).toBeInTheDocument();
  });

  it('asks the deliveries again on refresh, and shows a failed load', async () => {
    const { get } = mockApi([ENDPOINT]);
    renderCard();
    fireEvent.click(await screen.findByRole('button', { name: 'Recent deliveries' }));
    expect(await screen.findByText('Status changed')).toBeInTheDocument();
    const asked = () => get.mock.calls.filter(([url]) => url.endsWith('/deliveries')).length;
    expect(asked()).toBe(1);
    get.mockRejectedValueOnce(failure(500, 'SERVER_ERROR'));
    fireEvent.click(screen.getByRole('button', { name: 'Refresh the deliveries' }));
    expect(await screen.findByText('Could not load the deliveries.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Refresh the deliveries' }));
    expect(await screen.findByText('Status changed')).toBeInTheDocument();
    expect(screen.queryByText('Could not load the deliveries.')).not.toBeInTheDocument();
    expect(asked()).toBe(3);
  });

  it('rolls the secret after a confirmation and shows the new one once', async () => {
    mockApi([ENDPOINT]);
    renderCard();
    fireEvent.click(await screen.findByRole('button', { name: 'Roll the secret' }));
    const confirm = await screen.findByRole('dialog', { name: 'Roll the secret?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Roll the secret' }));
    const secret = await screen.findByRole('dialog', { name: 'Signing secret' });
    expect(within(secret).getByRole('textbox', { name: 'Secret' })).toHaveValue('whsec_rolled');
  });

  it('gives a team member only the actions of their settings permission', async () => {
    mockApi([ENDPOINT]);
    renderCard('clientPersonnelTeam', { ACCOUNT_SETTINGS: 'VIEW' });
    fireEvent.click(await screen.findByRole('button', { name: 'Recent deliveries' }));
    await screen.findByRole('table');
    expect(await screen.findByText('Status changed')).toBeInTheDocument();
    for (const name of ['Add an endpoint', 'Edit', 'Roll the secret', 'Delete', 'Resend'])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  });

  it('hides itself from a team member the server refuses', async () => {
    jest.spyOn(httpClient, 'get').mockRejectedValue(failure(403, 'You do not have permission'));
    const { container } = renderCard('clientPersonnelTeam', { ORDERS: 'VIEW' });
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });
});

import { fireEvent, screen, within } from '@testing-library/react';
import { addTranslations } from '@wolvo/shared/i18n';
import { session } from '@wolvo/shared/session';
import { callsOf, makeAxiosError, mockApi, renderWithProviders } from '@wolvo/shared/testing';
import { sessionStore } from '../../app/session-store';
import { shellTranslations } from '../../i18n/shell-all-languages';
import { makeToken, makeUser } from '../../testing/fixtures';
import WebhooksCard from './webhooks-card';

beforeAll(() => addTranslations('shell', shellTranslations));
afterEach(() => jest.restoreAllMocks());

/** The API: no endpoint yet; an add answers `refusal` (the server's error body). */
function serve(refusal: { status: number; message: string | string[] }) {
  return mockApi(({ method, url }) => {
    if (method === 'GET' && url === '/v1/webhooks/endpoints') return { items: [], max: 5 };
    if (method === 'POST' && url === '/v1/webhooks/endpoints')
      throw makeAxiosError({
        status: refusal.status,
        data: { statusCode: refusal.status, message: refusal.message, error: 'x' },
      });
    throw new Error(`unexpected ${method} ${url}`);
  });
}

/** Opens the add dialog, types `url` and saves. */
async function save(url: string) {
  session.save(makeToken(), makeUser('clientPersonnel'));
  sessionStore.reload();
  renderWithProviders(<WebhooksCard />);
  await screen.findByText('Endpoints: 0/5');
  fireEvent.click(screen.getByRole('button', { name: 'Add an endpoint' }));
  const form = await screen.findByRole('dialog', { name: 'New webhook endpoint' });
  const field = within(form).getByRole('textbox', { name: 'URL *' });
  fireEvent.change(field, { target: { value: url } });
  fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
  return { form, field };
}

describe('webhook endpoint dialog', () => {
  it("shows an invalid URL's problem under the URL, in the server's words, and sends nothing", async () => {
    const api = serve({ status: 400, message: ['url: webhook.url.invalid'] });
    const { form, field } = await save('ftp://shop.example.tn/hooks');
    expect(
      await within(form).findByText('The webhook URL must be a valid https address!'),
    ).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription('The webhook URL must be a valid https address!');
    expect(field).toBeInvalid();
    expect(callsOf(api).filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it("puts the server's refusal of the URL under its field", async () => {
    const api = serve({ status: 400, message: ['url: webhook.url.private'] });
    const { form, field } = await save('https://10.0.0.5/hook');
    expect(
      await within(form).findByText('The webhook URL points to a private or local address!'),
    ).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(
      'The webhook URL points to a private or local address!',
    );
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    expect(callsOf(api).filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('shows a refusal that names no field above the buttons', async () => {
    serve({ status: 409, message: 'webhook.max-endpoints' });
    const { form, field } = await save('https://shop.example.tn/hooks');
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'You have reached the maximum of 5 webhooks!',
    );
    expect(field).toBeValid();
  });
});

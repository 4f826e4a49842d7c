import { fireEvent, screen, within } from '@testing-library/react';
import type { AxiosResponse } from 'axios';
import { addTranslations } from '@wolvo/shared/i18n';
import { httpClient } from '@wolvo/shared/http';
import { bridgeTypedClient, renderWithProviders } from '@wolvo/shared/testing';
import { NAMESPACE, translations } from '../../../i18n/translations';
import { ClientWebhooks } from './client-webhooks';

addTranslations(NAMESPACE, translations);

const ENDPOINT = {
  id: 4,
  clientId: 3,
  url: 'https://shop.example.tn/wolvo',
  events: ['order.status_changed', 'bill.paid'],
  active: false,
  consecutiveFailures: 100,
  disabledReason: 'RETRIES_EXHAUSTED',
  disabledAt: '2026-11-22T08:00:00.000Z',
  previousSecretExpiresAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-22T08:00:00.000Z',
};
const DELIVERY = {
  id: 31,
  eventId: 'evt_1',
  eventType: 'bill.paid',
  orderId: null,
  status: 'FAILED',
  attempts: 7,
  nextAttemptAt: null,
  lastStatusCode: 503,
  lastDurationMs: 1200,
  lastError: 'HTTP 503',
  deliveredAt: null,
  createdAt: '2026-11-21T12:00:00.000Z',
};

beforeEach(() => bridgeTypedClient());
afterEach(() => jest.restoreAllMocks());

it('shows staff a client’s endpoints, the disabled banner and the deliveries, read-only', async () => {
  const get = jest.spyOn(httpClient, 'get').mockImplementation(async (url: string) => {
    if (url === '/v1/webhooks/endpoints')
      return { data: { items: [ENDPOINT], max: 5 } } as AxiosResponse;
    return { data: { items: [DELIVERY] } } as AxiosResponse;
  });
  renderWithProviders(<ClientWebhooks clientId={3} />, { language: 'fr' });
  expect(await screen.findByText('https://shop.example.tn/wolvo')).toBeInTheDocument();
  expect(get).toHaveBeenCalledWith(
    '/v1/webhooks/endpoints',
    expect.objectContaining({ params: { clientId: '3' } }),
  );
  expect(screen.getByRole('alert')).toHaveTextContent('les envois ont échoué pendant 24 heures');
  expect(screen.getByText('Facture payée')).toBeInTheDocument();

  fireEvent.click(screen.getByRole('button', { name: 'Envois récents' }));
  const table = await screen.findByRole('table', {
    name: 'Envois récents vers https://shop.example.tn/wolvo',
  });
  const row = (await within(table).findByText('Échoué')).closest('tr') as HTMLElement;
  expect(row).toHaveTextContent('503');
  expect(row).toHaveTextContent('1200 ms');
  expect(row).toHaveTextContent('7');
  // Staff read only: no resend, no edit, no re-enable.
  for (const name of ['Renvoyer', 'Modifier', 'Supprimer', 'Réactiver'])
    expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
});

import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { ClientFailedPickups } from '@wolvo/shared/contracts';
import { addTranslations } from '@wolvo/shared/i18n';
import { pageStateStore } from '@wolvo/shared/hooks';
import { httpClient } from '@wolvo/shared/http';
import { session } from '@wolvo/shared/session';
import { bridgeTypedClient, renderWithProviders } from '@wolvo/shared/testing';
import { NAMESPACE, translations } from '../../i18n/translations';
import { pageOf, STAFF_USER } from '../../testing/fixtures';
import PickupPage from './pickup-page';

addTranslations(NAMESPACE, translations);

const client: ClientFailedPickups = {
  clientId: 1,
  clientName: 'Sami Trabelsi',
  company: 'Dar Shop',
  pickupAddress: '1 Rue du Test',
  delegation: 'Tunis',
  city: 'La Marsa',
  phone1: '71000000',
  phone2: null,
  requests: [
    {
      id: 7,
      kind: 'NOT_COLLECTED',
      createdAt: '2026-11-22T09:00:00.000Z',
      collectedAt: null,
      parcels: 1,
      orders: [
        {
          id: 40,
          code: 'WLV100000040',
          status: 'AWAITING_COLLECTION',
          recipientName: 'Amel Trabelsi',
          price: 20_000,
        },
      ],
    },
    {
      id: 8,
      kind: 'PARTIAL',
      createdAt: '2026-11-23T09:00:00.000Z',
      collectedAt: '2026-11-23T15:00:00.000Z',
      parcels: 3,
      orders: [
        {
          id: 41,
          code: 'WLV100000041',
          status: 'AWAITING_COLLECTION',
          recipientName: 'Rim Haddad',
          price: 12_500,
        },
      ],
    },
  ],
};

describe('pickup follow-up', () => {
  beforeEach(() => {
    pageStateStore.clear();
    bridgeTypedClient();
    jest.spyOn(session, 'getUser').mockReturnValue(STAFF_USER);
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows each client with whom to call and its failed requests with their orders', async () => {
    jest.spyOn(httpClient, 'get').mockResolvedValue({ data: pageOf([client]) });
    render();
    const card = within(await screen.findByRole('region', { name: 'Dar Shop' }));
    expect(card.getByRole('link', { name: 'Call 71000000' })).toHaveAttribute(
      'href',
      'tel:71000000',
    );
    expect(card.getByText('1 Rue du Test')).toBeInTheDocument();
    expect(card.getByText('Not collected')).toBeInTheDocument();
    expect(card.getByText('Collected in part')).toBeInTheDocument();
    expect(card.getByText('1 of 3 parcels concerned')).toBeInTheDocument();
    expect(card.getByText('WLV100000041')).toBeInTheDocument();
    expect(card.getByText('Rim Haddad')).toBeInTheDocument();
    expect(httpClient.get).toHaveBeenCalledWith('/v1/order/getReclamationPickups', {
      params: { offset: 0, limit: 10 },
      signal: expect.any(AbortSignal),
    });
  });

  it('says when no pickup went wrong', async () => {
    jest.spyOn(httpClient, 'get').mockResolvedValue({ data: pageOf([]) });
    render();
    expect(await screen.findByText('No failed pickup')).toBeInTheDocument();
  });
});

function render() {
  return renderWithProviders(<PickupPage />, {
    wrapper: ({ children }) => <MemoryRouter>{children}</MemoryRouter>,
  });
}

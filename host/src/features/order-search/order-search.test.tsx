import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { AxiosResponse } from 'axios';
import { SEARCH_DEBOUNCE_MS, type OrderSearchHit } from '@wolvo/shared/contracts';
import { eventBus } from '@wolvo/shared/events';
import { addTranslations } from '@wolvo/shared/i18n';
import { httpClient } from '@wolvo/shared/http';
import { bridgeTypedClient, renderWithProviders } from '@wolvo/shared/testing';
import { shellTranslations } from '../../i18n/shell-all-languages';
import { OrderSearch } from './order-search';

beforeAll(() => addTranslations('shell', shellTranslations));

const hit = (id: number): OrderSearchHit => ({
  id,
  code: `WV${id}`,
  partnerCode: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  price: 12_500,
  status: 'CREATED',
  businessName: 'Boutique',
});

/** Answers each search when the test says so, with the hits it is given. */
function pendingSearches() {
  const answers: Array<(hits: OrderSearchHit[]) => void> = [];
  const get = jest.spyOn(httpClient, 'get').mockImplementation(
    () =>
      new Promise<AxiosResponse>((resolve) => {
        answers.push((hits) => resolve({ data: hits } as AxiosResponse));
      }),
  );
  return { get, answer: (index: number, hits: OrderSearchHit[]) => answers[index]!(hits) };
}

function openedOrders() {
  const opened: string[] = [];
  const stop = eventBus.subscribe('order-modal.requested', ({ orderId }) =>
    opened.push(String(orderId)),
  );
  return { opened, stop };
}

beforeEach(() => bridgeTypedClient());
afterEach(() => jest.restoreAllMocks());

it('Enter pressed before the answer opens the only hit once it comes (a scanner types and presses Enter at once)', async () => {
  const { get, answer } = pendingSearches();
  const { opened, stop } = openedOrders();
  renderWithProviders(<OrderSearch />);
  const box = screen.getByRole('searchbox');
  fireEvent.change(box, { target: { value: 'WV42' } });
  fireEvent.keyDown(box, { key: 'Enter' });
  await waitFor(() => expect(get).toHaveBeenCalledTimes(1), { timeout: SEARCH_DEBOUNCE_MS * 5 });
  expect(opened).toEqual([]);
  await act(async () => answer(0, [hit(42)]));
  await waitFor(() => expect(opened).toEqual(['42']));
  stop();
});

it('Enter on the answer of an earlier text waits for the text typed; several hits open nothing', async () => {
  const { get, answer } = pendingSearches();
  const { opened, stop } = openedOrders();
  renderWithProviders(<OrderSearch />);
  const box = screen.getByRole('searchbox');
  fireEvent.change(box, { target: { value: 'WV42' } });
  await waitFor(() => expect(get).toHaveBeenCalledTimes(1), { timeout: SEARCH_DEBOUNCE_MS * 5 });
  await act(async () => answer(0, [hit(42)]));
  await screen.findByRole('button', { name: /^#42 · / });
  // The shown hit is for "WV42": Enter on "WV4" must not open it.
  fireEvent.change(box, { target: { value: 'WV4' } });
  fireEvent.keyDown(box, { key: 'Enter' });
  expect(opened).toEqual([]);
  await waitFor(() => expect(get).toHaveBeenCalledTimes(2), { timeout: SEARCH_DEBOUNCE_MS * 5 });
  await act(async () => answer(1, [hit(42), hit(43)]));
  await screen.findByRole('button', { name: /^#43 · / });
  expect(opened).toEqual([]);
  // Enter on the current answer's single hit opens it at once.
  fireEvent.change(box, { target: { value: 'WV42' } });
  await waitFor(() => expect(get).toHaveBeenCalledTimes(3), { timeout: SEARCH_DEBOUNCE_MS * 5 });
  await act(async () => answer(2, [hit(42)]));
  await screen.findByRole('button', { name: /^#42 · / });
  expect(screen.queryByRole('button', { name: /^#43 · / })).toBeNull();
  fireEvent.keyDown(box, { key: 'Enter' });
  expect(opened).toEqual(['42']);
  stop();
});

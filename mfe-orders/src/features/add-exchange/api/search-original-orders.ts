import { httpClient } from '@wolvo/shared/http';
import type { OrderListItem, OrdersOfTheDayPage } from '@wolvo/shared/contracts';

/** How many candidates the picker lists. */
const LIMIT = 10;

/**
 * GET /v1/order/getOrdersOfTheDay with `search` over `from`..`to` (yyyy-MM-dd): the caller's orders
 * whose id, code, partner code, phone or recipient name match, to pick the order an exchange replaces.
 */
export async function searchOriginalOrders(
  search: string,
  range: { from: string; to: string },
  signal?: AbortSignal,
): Promise<OrderListItem[]> {
  const params = new URLSearchParams({
    from: range.from,
    to: range.to,
    offset: '0',
    limit: String(LIMIT),
    search,
  });
  const { data } = await httpClient.get<OrdersOfTheDayPage>('/v1/order/getOrdersOfTheDay', {
    params,
    signal,
  });
  return data.items;
}

import type { Paged } from '@wolvo/shared/contracts';

/** A page of a server-paged list: its items, its 1-based number, the total and the page count. */
export function pagedOf<T>(
  items: T[],
  total: number,
  page: { offset: number; limit: number },
): Paged<T> {
  return {
    items,
    page: Math.floor(page.offset / page.limit) + 1,
    total,
    totalPages: Math.ceil(total / page.limit),
  };
}

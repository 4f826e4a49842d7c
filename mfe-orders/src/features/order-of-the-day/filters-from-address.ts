import { previousRange, toDay } from '@wolvo/shared/ui/date-range';
import { ordersListFiltersOf } from '../../components/orders-list-link';
import { NO_FILTERS, type OrderFilterValues } from './components/order-filters';

/** The list's first filters: those of the address, if any (see `ordersListLink`). */
export function filtersFromAddress(params: URLSearchParams): OrderFilterValues {
  const { status, from, to } = ordersListFiltersOf(params);
  const start = toDay(from);
  const end = toDay(to);
  const current = start && end ? { from: start, to: end } : null;
  return {
    ...NO_FILTERS,
    status,
    period: current
      ? { current, previous: previousRange(current), compare: false, shortcut: 'none' }
      : null,
  };
}

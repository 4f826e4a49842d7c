import { useMemo } from 'react';
import { API_PENDING_STATUSES, type OrderListItem } from '@wolvo/shared/contracts';
import { usePageState } from '@wolvo/shared/hooks';

/** A selected order: its id, and its status for the API orders' actions. */
export interface SelectedOrder {
  id: number;
  status: string;
}

/**
 * The list's selection (kept with the page's state), across pages: toggling one row or the rows shown,
 * and whether the selection is all API orders to decide on, or all duplicates.
 */
export function useOrderSelection(items: OrderListItem[]) {
  const [selected, setSelected] = usePageState<SelectedOrder[]>('orders.selected', []);
  const selectedIds = useMemo(() => new Set(selected.map((s) => s.id)), [selected]);
  const toggle = (item: OrderListItem) =>
    setSelected((current) =>
      current.some((s) => s.id === item.id)
        ? current.filter((s) => s.id !== item.id)
        : [...current, { id: item.id, status: item.status }],
    );
  const toggleAll = (checked: boolean) =>
    setSelected((current) => {
      const others = current.filter((s) => !items.some((item) => item.id === s.id));
      return checked ? [...others, ...items.map(({ id, status }) => ({ id, status }))] : others;
    });
  const allApiPending =
    selected.length > 0 &&
    selected.every((s) => (API_PENDING_STATUSES as readonly string[]).includes(s.status));
  const allDuplicated =
    selected.length > 0 && selected.every((s) => s.status === 'ORDER_DUPLICATED');
  return { selected, setSelected, selectedIds, toggle, toggleAll, allApiPending, allDuplicated };
}

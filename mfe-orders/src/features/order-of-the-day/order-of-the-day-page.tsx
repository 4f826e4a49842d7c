import { useEffect, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import {
  CLIENT_AREA,
  hasPagePermission,
  SEARCH_DEBOUNCE_MS,
  type OrderListItem,
  type OrderSource,
  type OrderStatus,
  type ServiceType,
} from '@wolvo/shared/contracts';
import { useEvent } from '@wolvo/shared/events';
import { useDebouncedValue, usePageState } from '@wolvo/shared/hooks';
import { useLanguage } from '@wolvo/shared/i18n';
import { publishEvent } from '@wolvo/shared/publish';
import { useSearchParams } from '@wolvo/shared/router';
import { useSessionUser } from '@wolvo/shared/session';
import { toRequestRange } from '@wolvo/shared/ui/date-range';
import { PageHeading } from '@wolvo/shared/ui/components/page-heading';
import { BulkBarDock, ListLoadError, useForwardCursor } from '@wolvo/shared/ui/paged-list';
import { ListPagination } from '@wolvo/shared/ui/paged-list/pagination';
import { NAMESPACE } from '../../i18n/namespace';
import { EditOrderDialog } from '../../components/edit-order/edit-order-dialog';
import { useBusinesses } from '../../components/order-form/use-businesses';
import { canEditOrder } from '../../components/edit-order/edit-order-form';
import { PrintSlipsDialog } from '../../components/print-slips/print-slips-dialog';
import { useBulkActions } from './hooks/use-bulk-actions';
import { useOrderSelection } from './hooks/use-order-selection';
import { useOrdersOfTheDay } from './hooks/use-orders-of-the-day';
import { BulkActionBar } from './components/bulk-action-bar';
import { DeleteOrdersDialog } from './components/delete-orders-dialog';
import { NewOrderLinks } from './components/new-order-links';
import { OrderFilters, type OrderFilterValues } from './components/order-filters';
import { OrdersTable } from './components/orders-table';
import { RefusedIdsAlert } from './components/refused-ids-alert';
import { SummaryChips } from './components/summary-chips';
import { filtersFromAddress } from './filters-from-address';

const PAGE = 'ORDERS_ORDER_OF_THE_DAY';

/** Orders of the day (client area, `orders/order-of-the-day`): the merchant's working list. */
export default function OrderOfTheDayPage() {
  const { t } = useTranslation(NAMESPACE);
  const { language } = useLanguage();
  const user = useSessionUser();
  const base = `/${language}/${CLIENT_AREA}/orders`;
  const can = (action: 'ADD' | 'EDIT' | 'DELETE') =>
    user ? hasPagePermission(user.role, user.permissions, PAGE, action) : false;

  // A dashboard's status card opens the list filtered through the address (?status=…&from=…&to=…).
  const [searchParams] = useSearchParams();
  const [filters, setFilters] = usePageState<OrderFilterValues>('orders.filters', () =>
    filtersFromAddress(searchParams),
  );
  const [search, setSearch] = usePageState('orders.search', '');
  const [paging, setPaging] = usePageState('orders.paging', { offset: 0, limit: 10 });
  const businesses = useBusinesses();
  const debouncedSearch = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);

  const listed = useMemo(
    () => ({
      ...(filters.period ? toRequestRange(filters.period.current) : {}),
      search: debouncedSearch.trim() || undefined,
      // The filters offer only the contract's values.
      status: filters.status.length ? (filters.status as OrderStatus[]) : undefined,
      service: (filters.service || undefined) as ServiceType | undefined,
      source: (filters.source || undefined) as OrderSource | undefined,
      businessId: filters.businessId ?? undefined,
    }),
    [filters, debouncedSearch],
  );
  // Paging forward reads the next page by key: page 1,000 costs what page 1 does.
  const cursor = useForwardCursor(JSON.stringify(listed), paging.limit);
  const query = useMemo(
    () => ({
      ...listed,
      offset: paging.offset,
      limit: paging.limit,
      cursor: cursor.at(paging.offset),
    }),
    [listed, paging, cursor],
  );
  const { data, loading, error, reload } = useOrdersOfTheDay(query);
  useEffect(() => cursor.remember(data), [cursor, data]);
  const [editedId, setEditedId] = useState<number | null>(null);
  // An order edited here or in the order modal changes the list.
  useEvent('order.updated', reload);
  const items = data?.items ?? [];
  const { selected, setSelected, selectedIds, toggle, toggleAll, allApiPending, allDuplicated } =
    useOrderSelection(items);
  const {
    busy,
    refused,
    setRefused,
    confirmDelete,
    setConfirmDelete,
    askLayout,
    setAskLayout,
    runBulk,
    runDocument,
    runExcel,
  } = useBulkActions({ selected, setSelected, allDuplicated, query, reload });

  // Any change of filter, search or page starts from the first page with nothing selected.
  const changeFilters = (next: OrderFilterValues) => {
    setFilters(next);
    setPaging((p) => ({ ...p, offset: 0 }));
    setSelected([]);
  };
  const changeSearch = (text: string) => {
    setSearch(text);
    setPaging((p) => ({ ...p, offset: 0 }));
    setSelected([]);
  };

  const openOrder = (item: OrderListItem) =>
    void publishEvent('order-modal.requested', { orderId: String(item.id) });

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-start' } }}
      >
        <PageHeading namespace={NAMESPACE} page="order-of-the-day" section="orders" />
        <NewOrderLinks base={base} canAdd={can('ADD')} />
      </Stack>
      <OrderFilters
        values={filters}
        onChange={changeFilters}
        accountCreatedAt={user?.createdAt ?? null}
        search={search}
        onSearch={changeSearch}
        businesses={businesses}
      />

      {data && (
        <SummaryChips
          summary={data.summary}
          status={filters.status}
          onSelect={(status) => changeFilters({ ...filters, status: status ? [status] : [] })}
        />
      )}

      <RefusedIdsAlert refused={refused} onClose={() => setRefused([])} />

      {(selected.length > 0 || items.length > 0) && (
        <BulkBarDock active={selected.length > 0}>
          <BulkActionBar
            count={selected.length}
            busy={busy}
            canDelete={can('DELETE')}
            canDecide={can('EDIT')}
            allApiPending={allApiPending}
            allDuplicated={allDuplicated}
            onDelete={() => setConfirmDelete(true)}
            onConfirm={() => void runBulk('confirm')}
            onCancel={() => void runBulk('cancel')}
            onPdf={() => setAskLayout(true)}
            onManifest={() => void runDocument('manifest')}
            onExcel={() => void runExcel()}
            onClear={() => setSelected([])}
          />
        </BulkBarDock>
      )}

      {error ? (
        <ListLoadError
          title={t('order-list.failed')}
          error={error}
          retryLabel={t('order-list.retry')}
          onRetry={reload}
        />
      ) : (
        <Box>
          <OrdersTable
            items={items}
            loading={loading}
            skeletonRows={Math.min(paging.limit, 10)}
            selectedIds={selectedIds}
            onToggle={toggle}
            onToggleAll={toggleAll}
            onOpen={openOrder}
            canEdit={(item) => canEditOrder(user, item.status)}
            onEdit={(item) => setEditedId(item.id)}
          />
          <EditOrderDialog orderId={editedId} onClose={() => setEditedId(null)} />
          <ListPagination
            total={data?.total ?? 0}
            paging={paging}
            setPaging={setPaging}
            onPaged={() => setSelected([])}
          />
        </Box>
      )}

      <DeleteOrdersDialog
        open={confirmDelete}
        count={selected.length}
        busy={busy}
        onClose={() => setConfirmDelete(false)}
        onConfirm={() => void runBulk('delete')}
      />
      <PrintSlipsDialog
        open={askLayout}
        count={selected.length}
        busy={busy}
        onClose={() => setAskLayout(false)}
        onPrint={(layout) => void runDocument('pdf', layout)}
      />
    </Stack>
  );
}

import { useEffect, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import { useTranslation } from 'react-i18next';
import {
  API_PENDING_STATUSES,
  CLIENT_AREA,
  hasPagePermission,
  type ManifestQuery,
  type OrderListItem,
  type OrderSource,
  type OrderStatus,
  type ServiceType,
  type VoucherLayout,
  type VoucherQuery,
} from '@wolvo/shared/contracts';
import { ordersApi } from '@wolvo/shared/contracts/orders/endpoints';
import { pickupsApi } from '@wolvo/shared/contracts/pickups/endpoints';
import { SEARCH_DEBOUNCE_MS } from '@wolvo/shared/contracts';
import { useEvent } from '@wolvo/shared/events';
import { useDebouncedValue, usePageState } from '@wolvo/shared/hooks';
import { downloadFile, exportQuery, getApiFile, openFile, toastApiError } from '@wolvo/shared/http';
import { callApi, urlOf } from '@wolvo/shared/http/api';
import { useLanguage } from '@wolvo/shared/i18n';
import { publishEvent } from '@wolvo/shared/publish';
import { Link as RouterLink, useSearchParams } from '@wolvo/shared/router';
import { useSessionUser } from '@wolvo/shared/session';
import { previousRange, toDay, toRequestRange } from '@wolvo/shared/ui/date-range';
import { showToast } from '@wolvo/shared/ui/toast';
import { PageHeading } from '@wolvo/shared/ui/components/page-heading';
import { NAMESPACE } from '../../i18n/namespace';
import { EditOrderDialog } from '../../components/edit-order/edit-order-dialog';
import { useBusinesses } from '../../components/order-form/use-businesses';
import { canEditOrder } from '../../components/edit-order/edit-order-form';
import { BulkBarDock, ListLoadError, useForwardCursor } from '@wolvo/shared/ui/paged-list';
import { ListPagination } from '@wolvo/shared/ui/paged-list/pagination';
import { ordersListFiltersOf } from '../../components/orders-list-link';
import { refusedIdsOf, type RefusedId } from '../../api/refused-ids';
import { PrintSlipsDialog } from '../../components/print-slips/print-slips-dialog';
import { ordersOfTheDayParams } from './api/export-params';
import { useOrdersOfTheDay } from './hooks/use-orders-of-the-day';
import { BulkActionBar } from './components/bulk-action-bar';
import { DeleteOrdersDialog } from './components/delete-orders-dialog';
import { NO_FILTERS, OrderFilters, type OrderFilterValues } from './components/order-filters';
import { OrdersTable } from './components/orders-table';
import { RefusedIdsAlert } from './components/refused-ids-alert';
import { SummaryChips } from './components/summary-chips';

const PAGE = 'ORDERS_ORDER_OF_THE_DAY';

/** A selected order: its id, and its status for the API orders' actions. */
interface SelectedOrder {
  id: number;
  status: string;
}

type BulkAction = 'delete' | 'confirm' | 'cancel';

/** The list's first filters: those of the address, if any (see `ordersListLink`). */
function filtersFromAddress(params: URLSearchParams): OrderFilterValues {
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
  const [selected, setSelected] = usePageState<SelectedOrder[]>('orders.selected', []);
  const [refused, setRefused] = usePageState<RefusedId[]>('orders.refused', []);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [askLayout, setAskLayout] = useState(false);
  const [busy, setBusy] = useState(false);
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

  const runBulk = async (action: BulkAction) => {
    const ids = selected.map((s) => s.id);
    const endpoint =
      action === 'delete'
        ? ordersApi.deleteMany
        : action === 'confirm'
          ? allDuplicated
            ? ordersApi.confirmDuplicates
            : ordersApi.confirmApiOrders
          : ordersApi.cancelApiOrders;
    setBusy(true);
    setRefused([]);
    try {
      const { count } = await callApi(endpoint, { body: { ids } });
      const key =
        action === 'delete'
          ? 'deleted'
          : action === 'confirm'
            ? allDuplicated
              ? 'duplicates-confirmed'
              : 'confirmed'
            : 'cancelled';
      showToast(t(`order-list.bulk.${key}`, { count }), 'success');
      setSelected([]);
      reload();
    } catch (failure) {
      const perId = refusedIdsOf(failure);
      if (perId.length) setRefused(perId);
      else toastApiError(failure);
    } finally {
      setBusy(false);
      setConfirmDelete(false);
    }
  };

  // The slips and the manifest are PDFs: opened in a new tab (downloaded when the tab is blocked). Printing
  // moves the orders (READY, PRINTED_N_TIMES), so the list reloads; the selection stays for the manifest.
  const runDocument = async (kind: 'pdf' | 'manifest', layout: VoucherLayout = 'a4') => {
    const ids = selected.map((s) => s.id);
    setBusy(true);
    setRefused([]);
    try {
      const voucher: VoucherQuery = { ids: ids.join(','), layout, lang: language };
      // `satisfies`: the query's ids are given, so it is a plain record of strings.
      const manifest = { ids: ids.join(','), lang: language } satisfies ManifestQuery;
      const file =
        kind === 'pdf'
          ? await getApiFile(
              `${urlOf(pickupsApi.voucher)}?${new URLSearchParams(voucher)}`,
              'wolvo-slips.pdf',
            )
          : await getApiFile(
              `${urlOf(pickupsApi.manifest)}?${new URLSearchParams(manifest)}`,
              'wolvo-manifest.pdf',
            );
      const how = openFile(file);
      showToast(t(`order-list.bulk.${kind}-${how}`, { count: ids.length }), 'success');
      if (kind === 'pdf') reload();
    } catch (failure) {
      const perId = refusedIdsOf(failure);
      if (perId.length) setRefused(perId);
      else toastApiError(failure);
    } finally {
      setBusy(false);
      setAskLayout(false);
    }
  };

  // The selected rows, or else the whole filtered list (every page), made on the server as a spreadsheet.
  const runExcel = async () => {
    setBusy(true);
    try {
      const params = exportQuery(
        ordersOfTheDayParams(query),
        selected.map((s) => s.id),
        language,
      );
      downloadFile(await getApiFile(`${urlOf(ordersApi.export)}?${params}`, 'wolvo-orders.xlsx'));
      showToast(t('order-list.bulk.excel-done'), 'success');
    } catch (failure) {
      toastApiError(failure);
    } finally {
      setBusy(false);
    }
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
        {/* The merchant's ways to new orders; exchange results only read, so VIEW is enough. */}
        <Stack
          direction="row"
          useFlexGap
          spacing={1}
          sx={{ flexWrap: 'wrap', justifyContent: { md: 'flex-end' } }}
        >
          <Button
            component={RouterLink}
            to={`${base}/exchange-results`}
            startIcon={<FactCheckOutlinedIcon />}
            sx={{ whiteSpace: 'nowrap' }}
          >
            {t('order-list.exchange-results')}
          </Button>
          {can('ADD') && (
            <>
              <Button
                component={RouterLink}
                to={`${base}/import`}
                variant="outlined"
                startIcon={<UploadFileOutlinedIcon />}
                sx={{ whiteSpace: 'nowrap' }}
              >
                {t('order-list.import')}
              </Button>
              <Button
                component={RouterLink}
                to={`${base}/add-exchange`}
                variant="outlined"
                startIcon={<SwapHorizIcon />}
                sx={{ whiteSpace: 'nowrap' }}
              >
                {t('order-list.add-exchange')}
              </Button>
              <Button
                component={RouterLink}
                to={`${base}/add-order`}
                variant="contained"
                startIcon={<AddIcon />}
                sx={{ whiteSpace: 'nowrap' }}
              >
                {t('order-list.add')}
              </Button>
            </>
          )}
        </Stack>
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

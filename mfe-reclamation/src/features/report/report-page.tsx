import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { useTranslation } from 'react-i18next';
import {
  hasPagePermission,
  REPORT_DEFAULT_PAGE_SIZE,
  SEARCH_DEBOUNCE_MS,
  type FaultyOrderRow,
  type OrderReport,
  type ProblemType,
} from '@wolvo/shared/contracts';
import { useDebouncedValue, usePageState } from '@wolvo/shared/hooks';
import { businessApi } from '@wolvo/shared/contracts/clients/endpoints';
import { orderReportApi } from '@wolvo/shared/contracts/order-report/endpoints';
import { partnerApi } from '@wolvo/shared/contracts/partners/endpoints';
import { downloadFile, exportQuery, getApiFile, toastApiError } from '@wolvo/shared/http';
import { urlOf } from '@wolvo/shared/http/api';
import { KEEP_PAGE, useApiQuery, queryErrorText } from '@wolvo/shared/query';
import { useLanguage } from '@wolvo/shared/i18n';
import { publishEvent } from '@wolvo/shared/publish';
import { useSessionUser } from '@wolvo/shared/session';
import { defaultSelection, toRequestRange } from '@wolvo/shared/ui/date-range';
import { PageHeading } from '@wolvo/shared/ui/components/page-heading';
import { ListLoadError, type Paging } from '@wolvo/shared/ui/paged-list';
import { showToast } from '@wolvo/shared/ui/toast';
import { DecisionDrawer, mayDecide } from '../../components/decision-drawer';
import { ReportDetailsDrawer } from '../../components/report-details-drawer';
import { ReportPagination } from '../../components/report-pagination';
import { ReportsTable } from '../../components/reports-table';
import { NAMESPACE } from '../../i18n/namespace';
import { AddReportDrawer } from './components/add-report-drawer';
import { FaultyOrdersTable } from './components/faulty-orders-table';
import { ReportFilters, type ReportFilterValues } from './components/report-filters';
import { SummaryWidgets } from './components/summary-widgets';

const PAGE = 'RECLAMATION_REPORT';

/** A list's query as the tables read it. */
function listState<T>(query: {
  data?: T;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
}) {
  return {
    data: query.data ?? null,
    loading: query.isFetching,
    error: queryErrorText(query),
    reload: () => void query.refetch(),
  };
}

/** An export's filters as URL parameters, the empty ones left out. */
function paramsOf(filters: Record<string, string | number | undefined>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters))
    if (value !== undefined && value !== '') params.set(key, String(value));
  return params;
}

/** The side panel open on the screen, if any. */
type Panel =
  | { kind: 'add'; orderId: number | null }
  | { kind: 'edit'; report: OrderReport }
  | { kind: 'details'; report: OrderReport }
  | null;

/**
 * Reclamation report (staff area, `reclamation/report`): the faulty orders with their three summary
 * widgets, or the reports (the show-reports switch); filters by sender, partner, dates and search; add,
 * decide and read reports in side panels; the excel export of what the filters select.
 */
export default function ReportPage() {
  const { t } = useTranslation(NAMESPACE);
  const { language } = useLanguage();
  const user = useSessionUser();
  const can = (action: 'ADD' | 'EDIT') =>
    user ? hasPagePermission(user.role, user.permissions, PAGE, action) : false;

  const accountCreatedAt = user?.createdAt ?? null;
  const defaultPeriod = useMemo(() => defaultSelection(accountCreatedAt), [accountCreatedAt]);
  const [filters, setFilters] = usePageState<ReportFilterValues>('report.filters', () => ({
    period: defaultPeriod,
    business: null,
    deliveryCompany: null,
  }));
  const [search, setSearch] = usePageState('report.search', '');
  const [paging, setPaging] = usePageState<Paging>('report.paging', {
    offset: 0,
    limit: REPORT_DEFAULT_PAGE_SIZE,
  });
  const [problemType, setProblemType] = usePageState<ProblemType>('report.problem-type', 'ALL');
  const [showReports, setShowReports] = usePageState('report.show-reports', false);
  const [selected, setSelected] = usePageState<number[]>('report.selected', []);
  const [panel, setPanel] = usePageState<Panel>('report.panel', null);
  const [busy, setBusy] = useState(false);
  const debouncedSearch = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  // The filters' choices (a failure leaves a filter with "all" only): the senders are every client's
  // companies for staff.
  const senders = useApiQuery(businessApi.list, { query: {} }).data ?? [];
  const partners = useApiQuery(partnerApi.list, { query: { offset: 0 } }).data?.companies ?? [];

  const filterQuery = useMemo(
    () => ({
      ...(filters.period ? toRequestRange(filters.period.current) : {}),
      search: debouncedSearch.trim() || undefined,
      business: filters.business ?? undefined,
      deliveryCompany: filters.deliveryCompany ?? undefined,
    }),
    [filters, debouncedSearch],
  );
  // Both lists reload when their query's value changes. The report list is asked only in the reports
  // mode; the faulty orders always (their summary feeds the widgets).
  const faulty = listState(
    useApiQuery(
      orderReportApi.faultyOrders,
      {
        query: {
          ...filterQuery,
          problemType,
          offset: showReports ? 0 : paging.offset,
          limit: showReports ? 1 : paging.limit,
        },
      },
      KEEP_PAGE,
    ),
  );
  const reports = listState(
    useApiQuery(
      orderReportApi.list,
      { query: { ...filterQuery, ...paging } },
      { ...KEEP_PAGE, enabled: showReports },
    ),
  );

  // Any change of filter, page, search, date, sender, partner or mode starts again with nothing selected.
  const restart = () => {
    setPaging((p) => ({ ...p, offset: 0 }));
    setSelected([]);
  };
  const changeFilters = (next: ReportFilterValues) => {
    setFilters(next);
    restart();
  };
  const changeSearch = (text: string) => {
    setSearch(text);
    restart();
  };
  const changeProblemType = (next: ProblemType) => {
    setProblemType(next);
    setShowReports(false);
    restart();
  };
  const changeMode = (next: boolean) => {
    setShowReports(next);
    restart();
  };

  const faultyItems = showReports ? [] : (faulty.data?.items ?? []);
  const reportItems = reports.data?.items ?? [];
  const rowIds = showReports ? reportItems.map((r) => r.id) : faultyItems.map((o) => o.orderId);
  const selectedIds = useMemo(() => new Set(selected), [selected]);
  const toggle = (id: number) =>
    setSelected((current) =>
      current.includes(id) ? current.filter((s) => s !== id) : [...current, id],
    );
  const toggleAll = (checked: boolean) =>
    setSelected((current) => {
      const others = current.filter((id) => !rowIds.includes(id));
      return checked ? [...others, ...rowIds] : others;
    });

  // Excel, the only bulk action: the selected rows, or else every row the filters select, made on the
  // server.
  const runExcel = async () => {
    setBusy(true);
    try {
      downloadFile(
        showReports
          ? await getApiFile(
              `${urlOf(orderReportApi.export)}?${exportQuery(paramsOf(filterQuery), selected, language)}`,
              'wolvo-reports.xlsx',
            )
          : await getApiFile(
              `${urlOf(orderReportApi.faultyOrdersExport)}?${exportQuery(paramsOf({ ...filterQuery, problemType }), selected, language)}`,
              'wolvo-faulty-orders.xlsx',
            ),
      );
      showToast(t('report.excel-done'), 'success');
    } catch (failure) {
      toastApiError(failure);
    } finally {
      setBusy(false);
    }
  };

  const openOrder = (orderId: number) =>
    void publishEvent('order-modal.requested', { orderId: String(orderId) });
  const active = showReports ? reports : faulty;
  const total = showReports ? (reports.data?.total ?? 0) : (faulty.data?.total ?? 0);

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <PageHeading
        namespace={NAMESPACE}
        page="report"
        section="reclamation"
        actions={
          can('ADD') ? (
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => setPanel({ kind: 'add', orderId: null })}
            >
              {t('report.add')}
            </Button>
          ) : undefined
        }
      />
      <ReportFilters
        values={filters}
        onChange={changeFilters}
        accountCreatedAt={accountCreatedAt}
        defaultPeriod={defaultPeriod}
        senders={senders}
        partners={partners}
        search={search}
        onSearch={changeSearch}
      />
      <SummaryWidgets
        summary={faulty.data?.summary ?? null}
        value={problemType}
        onChange={changeProblemType}
      />
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
      >
        <FormControlLabel
          control={
            <Switch checked={showReports} onChange={(event) => changeMode(event.target.checked)} />
          }
          label={t('report.show-reports')}
        />
        <Paper
          variant="outlined"
          sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1.5, py: 0.5 }}
        >
          <Typography variant="body2" data-testid="selected-count">
            {t('report.selected', { count: selected.length })}
          </Typography>
          <Button
            size="small"
            startIcon={<FileDownloadOutlinedIcon />}
            onClick={() => void runExcel()}
            disabled={busy || total === 0}
          >
            {t('report.excel')}
          </Button>
          {selected.length > 0 && (
            <Button size="small" onClick={() => setSelected([])}>
              {t('report.clear-selection')}
            </Button>
          )}
        </Paper>
      </Stack>

      {active.error ? (
        <ListLoadError
          title={t('report.failed')}
          error={active.error}
          retryLabel={t('report.retry')}
          onRetry={active.reload}
        />
      ) : (
        <Box>
          {showReports ? (
            <ReportsTable
              items={reportItems}
              loading={reports.loading}
              skeletonRows={paging.limit}
              selection={{
                ids: selectedIds,
                onToggle: (item) => toggle(item.id),
                onToggleAll: toggleAll,
              }}
              onOpenOrder={(item) => openOrder(item.orderId)}
              onDetails={(report) => setPanel({ kind: 'details', report })}
              decideLabel={(item) =>
                user && can('EDIT') && mayDecide(user.role, item)
                  ? t('report.edit-row', { id: item.id })
                  : null
              }
              onDecide={(report) => setPanel({ kind: 'edit', report })}
            />
          ) : (
            <FaultyOrdersTable
              items={faultyItems}
              loading={faulty.loading}
              skeletonRows={paging.limit}
              selectedIds={selectedIds}
              onToggle={(item: FaultyOrderRow) => toggle(item.orderId)}
              onToggleAll={toggleAll}
              onOpen={(item) => openOrder(item.orderId)}
              onReport={
                can('ADD') ? (item) => setPanel({ kind: 'add', orderId: item.orderId }) : undefined
              }
            />
          )}
          <ReportPagination
            total={total}
            totalIsLowerBound={showReports ? reports.data?.totalIsLowerBound : false}
            paging={paging}
            setPaging={setPaging}
            onPaged={() => setSelected([])}
          />
        </Box>
      )}

      <AddReportDrawer
        open={panel?.kind === 'add'}
        orderId={panel?.kind === 'add' ? panel.orderId : null}
        onClose={() => setPanel(null)}
        onAdded={() => setPanel(null)}
      />
      {user && (
        <DecisionDrawer
          report={panel?.kind === 'edit' ? panel.report : null}
          role={user.role}
          canEdit={can('EDIT')}
          onClose={() => setPanel(null)}
          onSaved={() => setPanel(null)}
        />
      )}
      <ReportDetailsDrawer
        report={panel?.kind === 'details' ? panel.report : null}
        onClose={() => setPanel(null)}
      />
    </Stack>
  );
}

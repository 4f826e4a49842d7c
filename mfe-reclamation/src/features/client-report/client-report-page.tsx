import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  hasPagePermission,
  REPORT_DEFAULT_PAGE_SIZE,
  SEARCH_DEBOUNCE_MS,
  type OrderReport,
} from '@wolvo/shared/contracts';
import { useDebouncedValue, usePageState } from '@wolvo/shared/hooks';
import { publishEvent } from '@wolvo/shared/publish';
import { useSessionUser } from '@wolvo/shared/session';
import { toRequestRange } from '@wolvo/shared/ui/date-range';
import { PageHeading } from '@wolvo/shared/ui/components/page-heading';
import { orderReportApi } from '@wolvo/shared/contracts/order-report/endpoints';
import { ListLoadError, type Paging } from '@wolvo/shared/ui/paged-list';
import { DecisionDrawer, mayDecide } from '../../components/decision-drawer';
import { ReportDetailsDrawer } from '../../components/report-details-drawer';
import { ReportPagination } from '../../components/report-pagination';
import { ReportsTable } from '../../components/reports-table';
import { useListPage } from '../../components/use-list-page';
import { NAMESPACE } from '../../i18n/namespace';
import { ReportFilters, type ReportFilterValues } from '../report/components/report-filters';

const PAGE = 'DASHBOARD_ALPHA_REPORT';
/** Every report by default: the client's list is short and newest first. */
const NO_FILTERS: ReportFilterValues = { period: null, business: null, deliveryCompany: null };

type Panel = { kind: 'answer' | 'details'; report: OrderReport } | null;

/**
 * Dashboard alpha > report (client area, `dash-alpha/report`): the reports Wolvo made on the client's
 * orders, newest first; the client answers those that wait for its decision (ADD_REPORT notifications
 * open this page, and an answer notifies staff). A period and a search narrow the list; below 600 px
 * the reports are cards and the period folds into the filter sheet.
 */
export default function ClientReportPage() {
  const { t } = useTranslation(NAMESPACE);
  const user = useSessionUser();
  const canEdit = user ? hasPagePermission(user.role, user.permissions, PAGE, 'EDIT') : false;
  const [paging, setPaging] = usePageState<Paging>('client-report.paging', {
    offset: 0,
    limit: REPORT_DEFAULT_PAGE_SIZE,
  });
  const [panel, setPanel] = usePageState<Panel>('client-report.panel', null);
  const [filters, setFilters] = usePageState<ReportFilterValues>(
    'client-report.filters',
    NO_FILTERS,
  );
  const [search, setSearch] = usePageState('client-report.search', '');
  const debouncedSearch = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const query = useMemo(
    () => ({
      ...paging,
      ...(filters.period ? toRequestRange(filters.period.current) : {}),
      search: debouncedSearch.trim() || undefined,
    }),
    [paging, filters, debouncedSearch],
  );
  const { data, loading, error, reload } = useListPage(orderReportApi.list, { query });
  const firstPage = () => setPaging((p) => ({ ...p, offset: 0 }));
  const items = data?.items ?? [];
  const waiting = items.filter((r) => r.decisionType === 'CLIENT_DECISION' && !r.decision).length;

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <PageHeading namespace={NAMESPACE} page="dash-alpha-report" section="dash-alpha" />
      <Typography variant="body2" color="text.secondary">
        {t('report.client.intro')}
      </Typography>
      {waiting > 0 && canEdit && (
        <Alert severity="info" variant="outlined">
          {t('report.client.waiting', { count: waiting })}
        </Alert>
      )}
      <ReportFilters
        values={filters}
        onChange={(next) => {
          setFilters(next);
          firstPage();
        }}
        accountCreatedAt={user?.createdAt ?? null}
        search={search}
        onSearch={(text) => {
          setSearch(text);
          firstPage();
        }}
      />
      {error ? (
        <ListLoadError
          title={t('report.failed')}
          error={error}
          retryLabel={t('report.retry')}
          onRetry={reload}
        />
      ) : (
        <Box>
          <ReportsTable
            items={items}
            loading={loading}
            skeletonRows={paging.limit}
            onOpenOrder={(item) =>
              void publishEvent('order-modal.requested', { orderId: String(item.orderId) })
            }
            onDetails={(report) => setPanel({ kind: 'details', report })}
            decideLabel={(item) =>
              user && canEdit && mayDecide(user.role, item)
                ? t(item.decision ? 'report.client.change-answer' : 'report.client.answer', {
                    id: item.id,
                  })
                : null
            }
            onDecide={(report) => setPanel({ kind: 'answer', report })}
            decideText={t('report.client.answer-label')}
          />
          <ReportPagination
            total={data?.total ?? 0}
            totalIsLowerBound={data?.totalIsLowerBound}
            paging={paging}
            setPaging={setPaging}
          />
        </Box>
      )}
      {user && (
        <DecisionDrawer
          report={panel?.kind === 'answer' ? panel.report : null}
          role={user.role}
          canEdit={canEdit}
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

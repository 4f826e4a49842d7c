import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import {
  hasPagePermission,
  REPORT_DEFAULT_PAGE_SIZE,
  type OrderReport,
} from '@wolvo/shared/contracts';
import { usePageState } from '@wolvo/shared/hooks';
import { publishEvent } from '@wolvo/shared/publish';
import { useSessionUser } from '@wolvo/shared/session';
import { PageHeading } from '@wolvo/shared/ui/components/page-heading';
import { ListLoadError, usePagedList, type Paging } from '@wolvo/shared/ui/paged-list';
import { getReports } from '../../api/reports';
import { DecisionDrawer, mayDecide } from '../../components/decision-drawer';
import { ReportDetailsDrawer } from '../../components/report-details-drawer';
import { ReportPagination } from '../../components/report-pagination';
import { ReportsTable } from '../../components/reports-table';
import { NAMESPACE } from '../../i18n/namespace';

const PAGE = 'DASHBOARD_ALPHA_REPORT';

type Panel = { kind: 'answer' | 'details'; report: OrderReport } | null;

/**
 * Dashboard alpha > report (client area, `dash-alpha/report`): the reports Wolvo made on the client's
 * orders, newest first; the client answers those that wait for its decision (ADD_REPORT notifications
 * open this page, and an answer notifies staff).
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
  const { data, loading, error, reload } = usePagedList(getReports, paging);
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
          />
          <ReportPagination total={data?.total ?? 0} paging={paging} setPaging={setPaging} />
        </Box>
      )}
      {user && (
        <DecisionDrawer
          report={panel?.kind === 'answer' ? panel.report : null}
          role={user.role}
          canEdit={canEdit}
          onClose={() => setPanel(null)}
          onSaved={() => {
            setPanel(null);
            reload();
          }}
        />
      )}
      <ReportDetailsDrawer
        report={panel?.kind === 'details' ? panel.report : null}
        onClose={() => setPanel(null)}
      />
    </Stack>
  );
}

import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { dashboardsApi } from '@wolvo/shared/contracts/dashboards/endpoints';
import { partnerApi } from '@wolvo/shared/contracts/partners/endpoints';
import { usePageState } from '@wolvo/shared/hooks';
import { useLanguage } from '@wolvo/shared/i18n';
import { useSessionUser } from '@wolvo/shared/session';
import { PageHeading } from '@wolvo/shared/ui/components/page-heading';
import {
  DateRangePicker,
  defaultSelection,
  toRequestRange,
  type DateRangeSelection,
} from '@wolvo/shared/ui/date-range';
import { numberFormatOf } from '@wolvo/shared/ui/format/intl-cache';
import { formatDinars } from '@wolvo/shared/ui/format/money';
import { KEEP_PAGE, useApiQuery, queryErrorText } from '@wolvo/shared/query';
import { ListLoadError } from '@wolvo/shared/ui/paged-list';
import { NAMESPACE } from '../../i18n/namespace';
import { FilterSelect } from '../../components/dashboards/filter-select';
import { PartnerChart } from './components/partner-chart';
import { PartnerTable } from './components/partner-table';

/**
 * Partner dashboard (staff area, `dash-partner`): per delivery partner, the parcels of a period handed to
 * it, their statuses in its wording, the cash collected on the delivered ones, and what it owes today.
 */
export default function DashPartnerPage() {
  const { t } = useTranslation(NAMESPACE);
  const { language } = useLanguage();
  const user = useSessionUser();
  const [period, setPeriod] = usePageState<DateRangeSelection>('dash-partner.period', () =>
    defaultSelection(user?.createdAt),
  );
  const [partnerId, setPartnerId] = usePageState<number | null>('dash-partner.partner', null);
  // The filter's choices: every delivery partner (a failure leaves the filter with "all" only).
  const partners = useApiQuery(partnerApi.list, { query: { offset: 0 } }).data?.companies ?? [];
  const query = useMemo(
    () => ({
      ...toRequestRange(period.current),
      ...(partnerId !== null && { deliveryCompanyId: partnerId }),
    }),
    [period, partnerId],
  );
  const answer = useApiQuery(dashboardsApi.partner, { query }, KEEP_PAGE);
  const { data, isFetching: loading } = answer;
  const error = queryErrorText(answer);
  const totals = data?.totals;
  const figures = totals
    ? [
        { key: 'handed-over', value: numberFormatOf(language).format(totals.handedOver) },
        { key: 'delivered', value: numberFormatOf(language).format(totals.delivered) },
        { key: 'delivered-cod', value: formatDinars(totals.deliveredCod, language) },
        { key: 'owed', value: formatDinars(totals.owed, language) },
      ]
    : [];

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <PageHeading namespace={NAMESPACE} page="dash-partner" section="dashboards" />
      <Typography variant="body2" color="text.secondary">
        {t('dashboards.partner.intro')}
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Box>
          <DateRangePicker
            value={period}
            onChange={setPeriod}
            accountCreatedAt={user?.createdAt ?? null}
            withComparison={false}
          />
        </Box>
        <FilterSelect
          label={t('dashboards.partner.filter')}
          value={partnerId}
          allLabel={t('dashboards.partner.all')}
          options={partners}
          onChange={setPartnerId}
        />
      </Stack>

      {error ? (
        <ListLoadError
          title={t('dashboards.failed')}
          error={error}
          retryLabel={t('dashboards.retry')}
          onRetry={() => void answer.refetch()}
        />
      ) : (
        <>
          <Box
            component="ul"
            aria-busy={loading}
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
              listStyle: 'none',
              m: 0,
              p: 0,
            }}
          >
            {figures.map((f) => (
              <li key={f.key}>
                <Card variant="outlined" sx={{ p: 2, height: '100%' }}>
                  <Typography component="p" variant="h5" sx={{ fontWeight: 600 }}>
                    {f.value}
                  </Typography>
                  <Typography component="p" variant="body2" color="text.secondary">
                    {t(`dashboards.partner.${f.key}`)}
                  </Typography>
                </Card>
              </li>
            ))}
          </Box>
          <Typography variant="body2" color="text.secondary">
            {t('dashboards.partner.owed-help')}
          </Typography>
          {data && <PartnerChart rows={data.partners} />}
          <PartnerTable rows={data?.partners ?? null} loading={loading} />
        </>
      )}
    </Stack>
  );
}

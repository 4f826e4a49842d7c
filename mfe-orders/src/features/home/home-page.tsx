import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ClientHomeStatistics } from '@wolvo/shared/contracts';
import { useLanguage } from '@wolvo/shared/i18n';
import { formatDinars } from '@wolvo/shared/ui/format/money';
import { PageHeading } from '@wolvo/shared/ui/components/page-heading';
import { ListLoadError } from '@wolvo/shared/ui/paged-list';
import { statisticsApi } from '@wolvo/shared/contracts/statistics/endpoints';
import { PREFETCH_TTL_MS } from '@wolvo/shared/http/prefetch';
import { queryErrorText, useApiQuery } from '@wolvo/shared/query';
import { ChartPanel, EChart, formatCompact, formatCount, KpiCard } from '../../components/charts';
import { NAMESPACE } from '../../i18n/namespace';
import { DeliveryDaysByPlace } from './delivery-days-by-place';
import { HomeEmptyAlert } from './home-empty-alert';
import { HomeSkeleton } from './home-skeleton';
import { HOME_GRID, HOME_PLACES } from './home-layout';
import { useHomeCharts } from './use-home-charts';

/**
 * Home (client area, `home`): stock at the hub, API orders, turnover, delivery time, the delivered and
 * returned parcels of the last 7 days against the 7 before, payments, order sources and delivery time by
 * place. The spec's skeleton (8 widgets) holds their places while the figures load.
 */
export default function HomePage() {
  const { t } = useTranslation(NAMESPACE);
  // The shell prefetched these figures while the page's code loaded (routes.tsx): shown in the first
  // paint if in, and not asked for again on mount while as fresh as a prefetched answer may be.
  const home = useApiQuery(statisticsApi.home, {}, { staleTime: PREFETCH_TTL_MS });
  const { data } = home;
  const error = queryErrorText(home);
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <PageHeading namespace={NAMESPACE} page="home" />
      {error ? (
        <ListLoadError
          title={t('home.failed')}
          error={error}
          retryLabel={t('home.retry')}
          onRetry={() => void home.refetch()}
        />
      ) : data ? (
        <HomeWidgets data={data} />
      ) : (
        <HomeSkeleton label={t('home.loading-label')} />
      )}
    </Stack>
  );
}

function HomeWidgets({ data }: { data: ClientHomeStatistics }) {
  const { t } = useTranslation(NAMESPACE);
  const { language } = useLanguage();
  const { chart, payments, sources } = useHomeCharts(data);
  const empty =
    data.sources.length === 0 &&
    data.stock.parcels === 0 &&
    data.turnover.delivered === 0 &&
    data.payments.paidBills + data.payments.unpaidBills === 0;
  const money = (v: number) => formatDinars(v, language);
  const days = (v: number | null) =>
    v === null
      ? t('home.delivery-days.none')
      : t('home.delivery-days.value', { days: formatCount(v, language, 1) });

  return (
    <>
      {empty && <HomeEmptyAlert />}
      <Box sx={HOME_GRID}>
        <Box sx={{ gridColumn: HOME_PLACES[0] }}>
          <KpiCard
            title={t('home.stock.title')}
            short={formatCompact(data.stock.parcels, language)}
            exact={t('home.stock.parcels', { count: data.stock.parcels })}
            detail={t('home.stock.cod', { amount: money(data.stock.cod) })}
          />
        </Box>
        <Box sx={{ gridColumn: HOME_PLACES[1] }}>
          <KpiCard
            title={t('home.api.title')}
            short={formatCompact(data.apiOrders.toConfirm, language)}
            exact={formatCount(data.apiOrders.toConfirm, language)}
            detail={
              <>
                {t('home.api.to-confirm')} · {t('home.api.total', { count: data.apiOrders.total })}
              </>
            }
          />
        </Box>
        <Box sx={{ gridColumn: HOME_PLACES[2] }}>
          <KpiCard
            title={t('home.turnover.title')}
            short={money(data.turnover.total)}
            exact={money(data.turnover.total)}
            detail={t('home.turnover.delivered', { count: data.turnover.delivered })}
          />
        </Box>
        <Box sx={{ gridColumn: HOME_PLACES[3] }}>
          <KpiCard
            title={t('home.delivery-days.title')}
            short={days(data.deliveryDays.averageDays)}
            exact={days(data.deliveryDays.averageDays)}
            detail={t('home.delivery-days.help')}
          />
        </Box>
        <Box sx={{ gridColumn: HOME_PLACES[4] }}>
          <ChartPanel title={t('home.chart.title')} subtitle={t('home.chart.subtitle')}>
            <EChart
              option={chart.option}
              summary={chart.summary}
              table={chart.table}
              height={260}
            />
          </ChartPanel>
        </Box>
        <Box sx={{ gridColumn: HOME_PLACES[5] }}>
          <ChartPanel
            title={t('home.payments.title')}
            subtitle={t('home.payments.bills', {
              count: data.payments.paidBills + data.payments.unpaidBills,
            })}
          >
            {data.payments.paid + data.payments.unpaid === 0 ? (
              <Typography color="text.secondary">{t('home.payments.empty')}</Typography>
            ) : (
              <EChart
                option={payments.option}
                summary={payments.summary}
                table={payments.table}
                height={260}
              />
            )}
          </ChartPanel>
        </Box>
        <Box sx={{ gridColumn: HOME_PLACES[6] }}>
          <ChartPanel title={t('home.sources.title')} subtitle={t('home.sources.subtitle')}>
            {data.sources.length === 0 ? (
              <Typography color="text.secondary">{t('home.sources.empty')}</Typography>
            ) : (
              <EChart
                option={sources.option}
                summary={sources.summary}
                table={sources.table}
                height={260}
              />
            )}
          </ChartPanel>
        </Box>
        <Box sx={{ gridColumn: HOME_PLACES[7] }}>
          <DeliveryDaysByPlace deliveryDays={data.deliveryDays} />
        </Box>
      </Box>
    </>
  );
}

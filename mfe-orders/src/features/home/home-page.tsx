import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import {
  CLIENT_AREA,
  hasPagePermission,
  type ClientHomeStatistics,
  type GovernorateDeliveryDays,
  type StatusColour,
} from '@wolvo/shared/contracts';
import { placeText } from '@wolvo/shared/geo';
import { usePageState } from '@wolvo/shared/hooks';
import { useLanguage } from '@wolvo/shared/i18n';
import { Link as RouterLink } from '@wolvo/shared/router';
import { useSessionUser } from '@wolvo/shared/session';
import { formatDinars } from '@wolvo/shared/ui/format/money';
import { weekdayColour } from '@wolvo/shared/ui/format/weekday-colour';
import { PageHeading } from '@wolvo/shared/ui/components/page-heading';
import { ListLoadError, usePagedList } from '@wolvo/shared/ui/paged-list';
import {
  categorySeriesOption,
  ChartPanel,
  EChart,
  formatAxisDay,
  formatCompact,
  formatCount,
  KpiCard,
  ringOption,
  useChartTheme,
} from '../../components/charts';
import { clientHomeStatisticsNow, getClientHomeStatistics } from '../../api/statistics';
import { NAMESPACE } from '../../i18n/namespace';
import { HomeSkeleton } from './home-skeleton';
import { HOME_GRID, HOME_PLACES } from './home-layout';

const SOURCE_COLOURS: readonly StatusColour[] = [
  'blue',
  'green',
  'orange',
  'purple',
  'pink',
  'lightblue',
  'yellow',
  'red',
  'default',
];

/**
 * Home (client area, `home`): stock at the hub, API orders, turnover, delivery time, the delivered and
 * returned parcels of the last 7 days against the 7 before, payments, order sources and delivery time by
 * place. The spec's skeleton (8 widgets) holds their places while the figures load.
 */
export default function HomePage() {
  const { t } = useTranslation(NAMESPACE);
  // The shell prefetched these figures while the page's code loaded: shown in the first paint if in.
  const { data, error, reload } = usePagedList(getClientHomeStatistics, null, {
    initialData: clientHomeStatisticsNow,
  });
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <PageHeading namespace={NAMESPACE} page="home" />
      {error ? (
        <ListLoadError
          title={t('home.failed')}
          error={error}
          retryLabel={t('home.retry')}
          onRetry={reload}
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
  const { t: tc } = useTranslation('common');
  const { language } = useLanguage();
  const user = useSessionUser();
  const theme = useChartTheme();
  const [placeKind, setPlaceKind] = usePageState<'governorate' | 'delegation'>(
    'home.delivery-days-by',
    'governorate',
  );
  const canAdd = user
    ? hasPagePermission(user.role, user.permissions, 'ORDERS_ORDER_OF_THE_DAY', 'ADD')
    : false;
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

  const chart = useMemo(() => {
    const { current, previous } = data.deliveredReturned;
    const green = theme.colour('green');
    const red = theme.colour('red');
    const sum = (list: typeof current, key: 'delivered' | 'returned') =>
      list.reduce((s, d) => s + d[key], 0);
    return {
      // Built when drawn: its axis formats days (an Intl.DateTimeFormat), which the first paint does not show.
      option: () =>
        categorySeriesOption(theme, {
          categories: current.map((d) => formatAxisDay(d.day, language)),
          categoryColours: current.map((d) =>
            theme.colour(weekdayColour(new Date(`${d.day}T12:00:00`))),
          ),
          format: (v) => formatCount(v, language),
          series: [
            {
              name: t('home.chart.delivered'),
              type: 'line',
              colour: green,
              data: current.map((d) => d.delivered),
            },
            {
              name: t('home.chart.returned'),
              type: 'line',
              colour: red,
              data: current.map((d) => d.returned),
            },
            {
              name: t('home.chart.delivered-previous'),
              type: 'line',
              colour: green,
              dashed: true,
              data: previous.map((d) => d.delivered),
            },
            {
              name: t('home.chart.returned-previous'),
              type: 'line',
              colour: red,
              dashed: true,
              data: previous.map((d) => d.returned),
            },
          ],
        }),
      summary: t('home.chart.summary', {
        delivered: sum(current, 'delivered'),
        returned: sum(current, 'returned'),
        deliveredBefore: sum(previous, 'delivered'),
        returnedBefore: sum(previous, 'returned'),
      }),
      table: () => ({
        columns: [
          t('charts.day'),
          t('home.chart.delivered'),
          t('home.chart.returned'),
          t('charts.compared-day'),
          t('home.chart.delivered-previous'),
          t('home.chart.returned-previous'),
        ],
        rows: current.map((d, i) => [
          formatAxisDay(d.day, language),
          d.delivered,
          d.returned,
          previous[i] ? formatAxisDay(previous[i].day, language) : '',
          previous[i]?.delivered ?? 0,
          previous[i]?.returned ?? 0,
        ]),
      }),
    };
  }, [data, theme, language, t]);

  const payments = useMemo(() => {
    const { paid, unpaid } = data.payments;
    const money = (v: number) => formatDinars(v, language);
    return {
      option: ringOption(theme, {
        name: t('home.payments.title'),
        format: money,
        data: [
          { name: t('home.payments.paid'), value: paid, colour: theme.colour('green') },
          { name: t('home.payments.unpaid'), value: unpaid, colour: theme.colour('orange') },
        ],
      }),
      summary: t('home.payments.summary', { paid: money(paid), unpaid: money(unpaid) }),
      table: {
        columns: [t('home.payments.status'), t('home.payments.amount')],
        rows: [
          [t('home.payments.paid'), money(paid)],
          [t('home.payments.unpaid'), money(unpaid)],
        ],
      },
    };
  }, [data, theme, language, t]);

  const sources = useMemo(() => {
    const label = (s: string) => tc(`source.${s}`);
    return {
      option: ringOption(theme, {
        name: t('home.sources.title'),
        format: (v) => formatCount(v, language),
        data: data.sources.map((s, i) => ({
          name: label(s.source),
          value: s.orders,
          colour: theme.colour(SOURCE_COLOURS[i % SOURCE_COLOURS.length]!),
        })),
      }),
      summary: t('home.sources.summary', {
        list: data.sources
          .map((s) => `${label(s.source)} ${formatCount(s.orders, language)}`)
          .join(', '),
      }),
      table: {
        columns: [t('home.sources.source'), t('home.sources.orders')],
        rows: data.sources.map((s) => [label(s.source), formatCount(s.orders, language)]),
      },
    };
  }, [data, theme, language, t, tc]);

  // A governorate row has no delegation: one row type keeps the table's cells plain.
  const places: Array<GovernorateDeliveryDays & { delegation?: string }> =
    placeKind === 'governorate' ? data.deliveryDays.byGovernorate : data.deliveryDays.byDelegation;

  return (
    <>
      {empty && (
        <Alert
          severity="info"
          action={
            canAdd ? (
              <Button
                component={RouterLink}
                to={`/${language}/${CLIENT_AREA}/orders/add-order`}
                color="inherit"
                size="small"
              >
                {t('home.empty.action')}
              </Button>
            ) : undefined
          }
        >
          <AlertTitle>{t('home.empty.title')}</AlertTitle>
          {t('home.empty.text')}
        </Alert>
      )}
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
          <ChartPanel
            title={t('home.delivery-days.by-title')}
            subtitle={t('home.period')}
            actions={
              <ToggleButtonGroup
                size="small"
                exclusive
                value={placeKind}
                onChange={(_, next: 'governorate' | 'delegation' | null) =>
                  next && setPlaceKind(next)
                }
                aria-label={t('home.delivery-days.by-label')}
              >
                <ToggleButton value="governorate">
                  {t('home.delivery-days.governorate')}
                </ToggleButton>
                <ToggleButton value="delegation">{t('home.delivery-days.delegation')}</ToggleButton>
              </ToggleButtonGroup>
            }
          >
            {places.length === 0 ? (
              <Typography color="text.secondary">{t('home.delivery-days.empty')}</Typography>
            ) : (
              <TableContainer
                tabIndex={0}
                role="region"
                aria-label={`${t('home.delivery-days.by-title')} (${t(`home.delivery-days.${placeKind}`)})`}
                sx={{ maxHeight: 240 }}
              >
                <Table
                  size="small"
                  stickyHeader
                  aria-label={t('home.delivery-days.by-title')}
                  data-testid="delivery-days-table"
                >
                  <TableHead>
                    <TableRow>
                      <TableCell>{t(`home.delivery-days.${placeKind}`)}</TableCell>
                      <TableCell align="right">{t('home.delivery-days.days')}</TableCell>
                      <TableCell align="right">{t('home.delivery-days.delivered')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {places.map((p) => (
                      <TableRow key={`${p.governorate}/${p.delegation ?? ''}`}>
                        <TableCell>{placeText(language, p.governorate, p.delegation)}</TableCell>
                        <TableCell align="right">
                          {formatCount(p.averageDays, language, 1, true)}
                        </TableCell>
                        <TableCell align="right">{formatCount(p.delivered, language)}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            )}
          </ChartPanel>
        </Box>
      </Box>
    </>
  );
}

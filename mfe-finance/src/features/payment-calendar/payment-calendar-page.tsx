import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import {
  PAYMENT_WEEKDAYS,
  STAFF_AREA,
  WEEKDAY_COLOURS,
  type PaymentWeekday,
} from '@wolvo/shared/contracts';
import { billApi } from '@wolvo/shared/contracts/bills/endpoints';
import { errorTextOf } from '@wolvo/shared/http';
import { useApiQuery } from '@wolvo/shared/query';
import { useNavigate } from '@wolvo/shared/router';
import { PageHeading } from '@wolvo/shared/ui/components/page-heading';
import { formatDinars } from '@wolvo/shared/ui/format';
import { ListLoadError } from '@wolvo/shared/ui/paged-list';
import { STATUS_PALETTE } from '@wolvo/shared/ui/theme';
import { UserText } from '@wolvo/shared/ui/components/user-text';
import { NAMESPACE } from '../../i18n/namespace';

// Today's weekday where the user is, Monday first like the week below.
const todayIndex = () => (new Date().getDay() + 6) % 7;

/**
 * Payment calendar (staff area, `finance/payment-calendar`): the week in the spec's weekday colours, each
 * day's clients with what their next payment would be now (the server's sums); a client opens its
 * payment creation.
 */
export default function PaymentCalendarPage() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const theme = useTheme();
  const navigate = useNavigate();
  const week = useApiQuery(billApi.clientsByPaymentDay, {});
  const { data } = week;
  const loading = week.isFetching;
  const today = PAYMENT_WEEKDAYS[todayIndex()];

  if (week.error)
    return (
      <Stack spacing={2}>
        <PageHeading namespace={NAMESPACE} page="payment-calendar" section="finance" />
        <ListLoadError
          title={t('calendar.failed')}
          error={errorTextOf(week.error)}
          retryLabel={t('calendar.retry')}
          onRetry={() => void week.refetch()}
        />
      </Stack>
    );
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <PageHeading namespace={NAMESPACE} page="payment-calendar" section="finance" />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: '1fr',
            sm: 'repeat(2, 1fr)',
            lg: 'repeat(4, 1fr)',
            xl: 'repeat(7, 1fr)',
          },
        }}
      >
        {PAYMENT_WEEKDAYS.map((weekday: PaymentWeekday, index) => {
          const day = data?.days.find((d) => d.weekday === weekday);
          const tone = STATUS_PALETTE[theme.palette.mode][WEEKDAY_COLOURS[index] ?? 'default'];
          return (
            <Paper
              key={weekday}
              variant="outlined"
              component="section"
              aria-labelledby={`day-${weekday}`}
              data-testid="payment-day"
              sx={{
                overflow: 'hidden',
                ...(weekday === today && { borderWidth: 2, borderColor: tone.text }),
              }}
            >
              <Box sx={{ px: 2, py: 1, backgroundColor: tone.background, color: tone.text }}>
                <Typography
                  id={`day-${weekday}`}
                  component="h2"
                  variant="subtitle1"
                  sx={{ fontWeight: 700 }}
                >
                  {t(`calendar.weekday.${weekday}`)}
                  {weekday === today && ` · ${t('calendar.today')}`}
                </Typography>
                <Typography variant="body2">
                  {day ? (
                    <bdi>{formatDinars(day.owed, i18n.language)}</bdi>
                  ) : (
                    <Skeleton width={80} sx={{ bgcolor: 'transparent' }} />
                  )}
                </Typography>
              </Box>
              <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', m: 0, p: 1 }}>
                {loading && !day
                  ? Array.from({ length: 3 }, (_, i) => (
                      <Skeleton key={i} component="li" height={32} />
                    ))
                  : day?.clients.map((c) => (
                      <Box component="li" key={c.clientId} data-testid="payment-day-client">
                        <Button
                          fullWidth
                          size="small"
                          onClick={() =>
                            void navigate(
                              `/${i18n.language}/${STAFF_AREA}/finance/partner-invoices?${new URLSearchParams(
                                { clientId: String(c.clientId), client: c.fullname },
                              )}`,
                            )
                          }
                          sx={{ justifyContent: 'space-between', textAlign: 'start', gap: 1 }}
                          // The visible text names the client; the title says what a click does.
                          title={t('calendar.open', { name: c.fullname })}
                        >
                          <Box component="span" sx={{ minWidth: 0 }}>
                            <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
                              <UserText>{c.company || c.fullname}</UserText>
                            </Box>
                            <Box
                              component="span"
                              sx={{ display: 'block', color: 'text.secondary', fontSize: 12 }}
                            >
                              {t('calendar.orders', { count: c.orders })}
                            </Box>
                          </Box>
                          <bdi>{formatDinars(c.owed, i18n.language)}</bdi>
                        </Button>
                      </Box>
                    ))}
                {day && day.clients.length === 0 && (
                  <Typography component="li" variant="body2" color="text.secondary" sx={{ px: 1 }}>
                    {t('calendar.empty')}
                  </Typography>
                )}
              </Stack>
            </Paper>
          );
        })}
      </Box>
    </Stack>
  );
}

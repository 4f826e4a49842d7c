import { Fragment } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import { useTranslation } from 'react-i18next';
import { placeText } from '@wolvo/shared/geo';
import type { ClientFailedPickups } from '@wolvo/shared/contracts';
import { pickupsApi } from '@wolvo/shared/contracts/pickups/endpoints';
import { usePageState } from '@wolvo/shared/hooks';
import { errorTextOf } from '@wolvo/shared/http';
import { KEEP_PAGE, useApiQuery } from '@wolvo/shared/query';
import { formatDinars, formatDisplayDate } from '@wolvo/shared/ui/format';
import { PageHeading } from '@wolvo/shared/ui/components/page-heading';
import { ColourChip, StatusChip } from '@wolvo/shared/ui/components/status-chip';
import { EMPTY_ICON_SX, ListLoadError } from '@wolvo/shared/ui/paged-list';
import { ListPagination } from '@wolvo/shared/ui/paged-list/pagination';
import { UserText } from '@wolvo/shared/ui/components/user-text';
import { NAMESPACE } from '../../i18n/namespace';

/** One client's failed pickups: where to go, whom to call, and each request with its orders. */
function ClientCard({ client }: { client: ClientFailedPickups }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const language = i18n.language;
  const headingId = `failed-pickups-${client.clientId}`;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ p: 2 }}
      data-testid="failed-pickup-client"
    >
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={{ xs: 1, md: 4 }}
        sx={{ mb: 1.5, justifyContent: 'space-between' }}
      >
        <Box>
          <Typography id={headingId} variant="h6" component="h2">
            <UserText>{client.company}</UserText>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            <UserText>{client.clientName}</UserText>
          </Typography>
        </Box>
        <Box>
          <Typography variant="body2" color="text.secondary">
            {t('pickupFollowUp.address')}
          </Typography>
          <Typography variant="body2">
            <UserText>{client.pickupAddress}</UserText>
          </Typography>
          <Typography variant="body2">
            {placeText(language, client.delegation, client.city)}
          </Typography>
        </Box>
        <Box>
          <Typography variant="body2" color="text.secondary">
            {t('pickupFollowUp.phones')}
          </Typography>
          {[client.phone1, client.phone2].filter(Boolean).map((phone) => (
            <Typography key={phone} variant="body2">
              <Link href={`tel:${phone}`} aria-label={t('pickupFollowUp.call', { phone })}>
                <UserText>{phone}</UserText>
              </Link>
            </Typography>
          ))}
        </Box>
      </Stack>
      <TableContainer>
        <Table size="small" aria-labelledby={headingId}>
          <TableHead>
            <TableRow>
              <TableCell>{t('pickupFollowUp.col.code')}</TableCell>
              <TableCell>{t('pickupFollowUp.col.recipient')}</TableCell>
              <TableCell>{t('pickupFollowUp.col.status')}</TableCell>
              <TableCell align="right">{t('pickupFollowUp.col.cod')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {client.requests.map((request) => (
              <Fragment key={request.id}>
                <TableRow data-testid="failed-pickup-request">
                  <TableCell colSpan={4} sx={{ bgcolor: 'action.hover' }}>
                    <Stack
                      direction="row"
                      spacing={1.5}
                      sx={{ alignItems: 'center', flexWrap: 'wrap' }}
                    >
                      <Typography variant="body2" sx={{ fontWeight: 600 }}>
                        {t('pickupFollowUp.request', {
                          id: request.id,
                          date: formatDisplayDate(request.createdAt, language, true),
                        })}
                      </Typography>
                      <ColourChip
                        colour={request.kind === 'NOT_COLLECTED' ? 'red' : 'orange'}
                        label={t(`pickupFollowUp.kind.${request.kind}`)}
                      />
                      {request.collectedAt && (
                        <Typography variant="body2" color="text.secondary">
                          {t('pickupFollowUp.collected', {
                            date: formatDisplayDate(request.collectedAt, language, true),
                          })}
                        </Typography>
                      )}
                      <Typography variant="body2" color="text.secondary">
                        {t('pickupFollowUp.concerned', {
                          count: request.orders.length,
                          parcels: request.parcels,
                        })}
                      </Typography>
                    </Stack>
                  </TableCell>
                </TableRow>
                {request.orders.map((order) => (
                  <TableRow key={order.id}>
                    <TableCell>
                      <UserText>{order.code}</UserText>
                    </TableCell>
                    <TableCell>
                      <UserText>{order.recipientName}</UserText>
                    </TableCell>
                    <TableCell>
                      <StatusChip status={order.status} />
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {formatDinars(order.price, language)}
                    </TableCell>
                  </TableRow>
                ))}
              </Fragment>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}

/**
 * Pickup follow-up (staff area, `reclamation/pickup`): the pickups that went wrong — still to collect a
 * day after the request, or collected with parcels left behind — per client (the one waiting longest
 * first), with the orders concerned, whom to call and where to go.
 */
export default function PickupPage() {
  const { t } = useTranslation(NAMESPACE);
  const [paging, setPaging] = usePageState('pickup-follow-up.paging', { offset: 0, limit: 10 });
  const list = useApiQuery(pickupsApi.failed, { query: paging }, KEEP_PAGE);
  const { data, isFetching: loading } = list;
  const error = list.error ? errorTextOf(list.error) : '';
  const reload = () => void list.refetch();
  const items = data?.items ?? [];

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <PageHeading namespace={NAMESPACE} page="pickup" section="reclamation" />
      <Typography variant="body2" color="text.secondary">
        {t('pickupFollowUp.help')}
      </Typography>
      {error ? (
        <ListLoadError
          title={t('pickupFollowUp.failed')}
          error={error}
          retryLabel={t('pickupFollowUp.retry')}
          onRetry={reload}
        />
      ) : (
        <>
          {loading && !data && (
            <Stack spacing={2} aria-busy>
              {[0, 1].map((i) => (
                <Skeleton key={i} variant="rounded" height={160} />
              ))}
            </Stack>
          )}
          {!loading && items.length === 0 && (
            <Paper variant="outlined" sx={{ py: 6 }}>
              <Box
                role="status"
                sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}
              >
                <LocalShippingOutlinedIcon sx={EMPTY_ICON_SX} />
                <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
                  {t('pickupFollowUp.empty.title')}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('pickupFollowUp.empty.text')}
                </Typography>
              </Box>
            </Paper>
          )}
          {items.map((client) => (
            <ClientCard key={client.clientId} client={client} />
          ))}
          {(data?.total ?? 0) > 0 && (
            <Paper variant="outlined">
              <ListPagination total={data?.total ?? 0} paging={paging} setPaging={setPaging} />
            </Paper>
          )}
        </>
      )}
    </Stack>
  );
}

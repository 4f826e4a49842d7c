import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
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
import {
  hasPagePermission,
  PICKUP_READY_STATUSES,
  type ClientPickup,
} from '@wolvo/shared/contracts';
import { UserText } from '@wolvo/shared/ui/components/user-text';
import { placeText } from '@wolvo/shared/geo';
import { usePageState } from '@wolvo/shared/hooks';
import { useIsPhone } from '@wolvo/shared/hooks/use-is-phone';
import { ordersApi } from '@wolvo/shared/contracts/orders/endpoints';
import { pickupsApi } from '@wolvo/shared/contracts/pickups/endpoints';
import { useApiMutation, useApiPage } from '@wolvo/shared/query';
import { useSessionUser } from '@wolvo/shared/session';
import { showToast } from '@wolvo/shared/ui/toast';
import { formatDinars, formatDisplayDate } from '@wolvo/shared/ui/format';
import { PageHeading } from '@wolvo/shared/ui/components/page-heading';
import { ColourChip, StatusChip, TryChip } from '@wolvo/shared/ui/components/status-chip';
import { ListCards, ListLoadError } from '@wolvo/shared/ui/paged-list';
import { ListPagination } from '@wolvo/shared/ui/paged-list/pagination';
import { NAMESPACE } from '../../i18n/namespace';
import { useOrdersOfTheDay } from '../order-of-the-day/hooks/use-orders-of-the-day';
import { RefusedIdsAlert } from '../order-of-the-day/components/refused-ids-alert';
import { showBulkFailure, type RefusedId } from '../../api/refused-ids';

/**
 * Pickups (client area, `orders/pickup`): the printed parcels waiting for a pickup request, to select
 * and ask for together, and the merchant's requests with their state.
 */
export default function PickupPage() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const user = useSessionUser();
  const canRequest = user
    ? hasPagePermission(user.role, user.permissions, 'ORDERS_PICKUPS', 'ADD')
    : false;
  const [readyPaging, setReadyPaging] = usePageState('pickup.ready-paging', {
    offset: 0,
    limit: 10,
  });
  const [requestsPaging, setRequestsPaging] = usePageState('pickup.requests-paging', {
    offset: 0,
    limit: 10,
  });
  const [selected, setSelected] = usePageState<number[]>('pickup.selected', []);
  const [refused, setRefused] = useState<RefusedId[]>([]);
  // The asked parcels leave the ready list and the new request joins the requests: both are asked again.
  const request = useApiMutation(pickupsApi.request, {
    invalidates: [ordersApi.ofTheDay, pickupsApi.ofClient],
  });

  const readyQuery = useMemo(
    () => ({ ...readyPaging, status: [...PICKUP_READY_STATUSES] }),
    [readyPaging],
  );
  const ready = useOrdersOfTheDay(readyQuery);
  const requests = useApiPage(pickupsApi.ofClient, { query: requestsPaging });
  const items = ready.data?.items ?? [];
  const language = i18n.language;
  const phone = useIsPhone();

  const toggle = (id: number) =>
    setSelected((all) => (all.includes(id) ? all.filter((x) => x !== id) : [...all, id]));
  const pageIds = items.map((o) => o.id);
  const allOnPage = pageIds.length > 0 && pageIds.every((id) => selected.includes(id));
  const toggleAll = (checked: boolean) =>
    setSelected((all) =>
      checked ? [...new Set([...all, ...pageIds])] : all.filter((id) => !pageIds.includes(id)),
    );

  const ask = async () => {
    setRefused([]);
    try {
      const { parcels } = await request.mutateAsync({ body: { ids: selected } });
      showToast(t('pickup.requested', { count: parcels }), 'success');
      setSelected([]);
    } catch (failure) {
      showBulkFailure(failure, setRefused);
    }
  };

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <PageHeading namespace={NAMESPACE} page="pickup" section="orders" />
      <RefusedIdsAlert refused={refused} onClose={() => setRefused([])} />

      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="ready-title">
        <Stack
          direction="row"
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', mb: 1 }}
        >
          <Box>
            <Typography id="ready-title" variant="h6" component="h2">
              {t('pickup.ready')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('pickup.ready-help')}
            </Typography>
          </Box>
          {canRequest && (
            <Button
              variant="contained"
              startIcon={<LocalShippingOutlinedIcon />}
              disabled={request.isPending || selected.length === 0}
              onClick={() => void ask()}
            >
              {t('pickup.request', { count: selected.length })}
            </Button>
          )}
        </Stack>
        {ready.error ? (
          <ListLoadError
            title={t('pickup.failed')}
            error={ready.error}
            retryLabel={t('pickup.retry')}
            onRetry={ready.reload}
          />
        ) : phone ? (
          <>
            {!ready.loading && items.length === 0 && (
              <Typography variant="body2">{t('pickup.no-ready')}</Typography>
            )}
            <ListCards
              items={items}
              loading={ready.loading && items.length === 0}
              label={t('pickup.ready')}
              testId="pickup-ready-card"
              selection={
                canRequest
                  ? {
                      isSelected: (o) => selected.includes(o.id),
                      onToggle: (o) => toggle(o.id),
                      onToggleAll: toggleAll,
                      selectAllLabel: t('pickup.select-all'),
                      label: (o) => t('pickup.select', { code: o.code }),
                    }
                  : undefined
              }
              fields={{
                key: (o) => o.id,
                title: (o) => <UserText>{o.code}</UserText>,
                subtitle: (o) => <UserText>{o.recipient.fullname}</UserText>,
                detail: (o) => placeText(language, o.recipient.delegation, o.recipient.city),
                amount: (o) => <bdi>{formatDinars(o.price, language)}</bdi>,
                status: (o) => <StatusChip status={o.status} size="small" />,
              }}
            />
            <ListPagination
              total={ready.data?.total ?? 0}
              paging={readyPaging}
              setPaging={setReadyPaging}
            />
          </>
        ) : (
          <TableContainer>
            <Table size="small" aria-labelledby="ready-title">
              <TableHead>
                <TableRow>
                  <TableCell padding="checkbox">
                    {canRequest && (
                      <Checkbox
                        checked={allOnPage}
                        indeterminate={!allOnPage && pageIds.some((id) => selected.includes(id))}
                        onChange={(e) => toggleAll(e.target.checked)}
                        slotProps={{ input: { 'aria-label': t('pickup.select-all') } }}
                      />
                    )}
                  </TableCell>
                  <TableCell>{t('pickup.col.code')}</TableCell>
                  <TableCell>{t('pickup.col.recipient')}</TableCell>
                  <TableCell>{t('pickup.col.city')}</TableCell>
                  <TableCell align="right">{t('pickup.col.price')}</TableCell>
                  <TableCell>{t('pickup.col.status')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {!ready.loading && items.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={6}>{t('pickup.no-ready')}</TableCell>
                  </TableRow>
                )}
                {items.map((o) => (
                  <TableRow
                    key={o.id}
                    hover
                    selected={selected.includes(o.id)}
                    data-testid="pickup-ready-row"
                  >
                    <TableCell padding="checkbox">
                      {canRequest && (
                        <Checkbox
                          checked={selected.includes(o.id)}
                          onChange={() => toggle(o.id)}
                          slotProps={{
                            input: { 'aria-label': t('pickup.select', { code: o.code }) },
                          }}
                        />
                      )}
                    </TableCell>
                    <TableCell>
                      <UserText>{o.code}</UserText>
                    </TableCell>
                    <TableCell>
                      <UserText>{o.recipient.fullname}</UserText>
                    </TableCell>
                    <TableCell>
                      {placeText(language, o.recipient.delegation, o.recipient.city)}
                    </TableCell>
                    <TableCell align="right">{formatDinars(o.price, language)}</TableCell>
                    <TableCell>
                      <StatusChip status={o.status} size="small" />
                      <TryChip status={o.status} sx={{ marginInlineStart: 0.5 }} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <ListPagination
              total={ready.data?.total ?? 0}
              paging={readyPaging}
              setPaging={setReadyPaging}
            />
          </TableContainer>
        )}
      </Paper>

      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="requests-title">
        <Typography id="requests-title" variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('pickup.requests')}
        </Typography>
        {requests.error ? (
          <ListLoadError
            title={t('pickup.failed')}
            error={requests.error}
            retryLabel={t('pickup.retry')}
            onRetry={requests.reload}
          />
        ) : phone ? (
          <>
            {!requests.loading && requests.data?.items.length === 0 && (
              <Typography variant="body2">{t('pickup.no-requests')}</Typography>
            )}
            <ListCards
              items={requests.data?.items ?? []}
              loading={requests.loading && !requests.data}
              label={t('pickup.requests')}
              testId="pickup-request-card"
              fields={{
                key: (r: ClientPickup) => r.id,
                title: (r) => formatDisplayDate(r.createdAt, language, true),
                subtitle: (r) => t('pickup.card-parcels', { count: r.parcels }),
                detail: (r) =>
                  r.collectedAt
                    ? t('pickup.card-collected', {
                        date: formatDisplayDate(r.collectedAt, language, true),
                      })
                    : undefined,
                amount: (r) => <bdi>{formatDinars(r.cod, language)}</bdi>,
                status: (r) => (
                  <ColourChip
                    colour={r.state === 'COLLECTED' ? 'green' : 'orange'}
                    label={t(`pickup.state.${r.state}`)}
                  />
                ),
              }}
            />
            <ListPagination
              total={requests.data?.total ?? 0}
              paging={requestsPaging}
              setPaging={setRequestsPaging}
            />
          </>
        ) : (
          <TableContainer>
            <Table size="small" aria-labelledby="requests-title">
              <TableHead>
                <TableRow>
                  <TableCell>{t('pickup.col.date')}</TableCell>
                  <TableCell align="right">{t('pickup.col.parcels')}</TableCell>
                  <TableCell align="right">{t('pickup.col.cod')}</TableCell>
                  <TableCell>{t('pickup.col.state')}</TableCell>
                  <TableCell>{t('pickup.col.collected')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {!requests.loading && requests.data?.items.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={5}>{t('pickup.no-requests')}</TableCell>
                  </TableRow>
                )}
                {requests.data?.items.map((r: ClientPickup) => (
                  <TableRow key={r.id} data-testid="pickup-request-row">
                    <TableCell>{formatDisplayDate(r.createdAt, language, true)}</TableCell>
                    <TableCell align="right">{r.parcels}</TableCell>
                    <TableCell align="right">{formatDinars(r.cod, language)}</TableCell>
                    <TableCell>
                      <ColourChip
                        colour={r.state === 'COLLECTED' ? 'green' : 'orange'}
                        label={t(`pickup.state.${r.state}`)}
                      />
                    </TableCell>
                    <TableCell>
                      {r.collectedAt ? formatDisplayDate(r.collectedAt, language, true) : '—'}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <ListPagination
              total={requests.data?.total ?? 0}
              paging={requestsPaging}
              setPaging={setRequestsPaging}
            />
          </TableContainer>
        )}
      </Paper>
    </Stack>
  );
}

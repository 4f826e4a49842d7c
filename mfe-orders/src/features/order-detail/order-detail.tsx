import { useEffect, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import HomeIcon from '@mui/icons-material/Home';
import WarehouseIcon from '@mui/icons-material/Warehouse';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import PersonPinCircleIcon from '@mui/icons-material/PersonPinCircle';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { UserText } from '@wolvo/shared/ui/components/user-text';
import { showToast } from '@wolvo/shared/ui/toast';
import { useTranslation } from 'react-i18next';
import { LoadingDots } from '@wolvo/shared/ui/components/loading-dots';
import { StatusChip, TryChip } from '@wolvo/shared/ui/components/status-chip';
import { useEvent } from '@wolvo/shared/events';
import { errorTextOf, isCancelledRequest } from '@wolvo/shared/http';
import { callApi } from '@wolvo/shared/http/api';
import { ordersApi } from '@wolvo/shared/contracts/orders/endpoints';
import { useSessionUser } from '@wolvo/shared/session';
import {
  formatDay,
  formatDinars,
  formatDisplayDate,
  numberFormatOf,
} from '@wolvo/shared/ui/format';
import { EditHistory } from '@wolvo/shared/ui/components/edit-history';
import { placeNamesIn } from '@wolvo/shared/geo';
import {
  linkedOrderDisplayStatus,
  type Location,
  type LinkedOrderDto,
  type MovementDto,
  type OrderDetailDto,
  type OrderDetailProps,
} from '@wolvo/shared/contracts';
import { NAMESPACE } from '../../i18n/namespace';
import { EditOrderDialog } from '../../components/edit-order/edit-order-dialog';
import { canEditOrder } from '../../components/edit-order/edit-order-form';
import { canPrintSlip, PrintSlipButton } from '../../components/print-slips/print-slip-button';
import {
  formatDateTime,
  formatLongDate,
  initialsOf,
  locationStageOf,
  mapsSearchUrl,
  newestFirst,
  orDash,
  subStatusOf,
} from './order-detail-format';

const STAGE_ICONS: Record<Location, ReactNode> = {
  HOME: <HomeIcon fontSize="small" />,
  HUB: <WarehouseIcon fontSize="small" />,
  IN_TRANSIT: <LocalShippingIcon fontSize="small" />,
  RECIPIENT: <PersonPinCircleIcon fontSize="small" />,
};

type State =
  { kind: 'loading' } | { kind: 'error'; text: string } | { kind: 'done'; order: OrderDetailDto };

/** One label/value row of the detail columns. */
/** The parcel's money trail, as the server's bill arithmetic makes it. */
function OrderMoney({ money }: { money: OrderDetailDto['money'] }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const dinars = (m: number) => <bdi>{formatDinars(m, i18n.language)}</bdi>;
  if (!money.kind) return <Typography variant="body2">{t('order-detail.money.none')}</Typography>;
  const when = (iso: string | null) => (iso ? formatDisplayDate(iso, i18n.language) : '—');
  return (
    <>
      <Field label={t('order-detail.money.kind')}>
        {t(`order-detail.money.kinds.${money.kind}`)}
      </Field>
      <Field label={t('order-detail.money.partner')}>{money.partner ?? '—'}</Field>
      <Field label={t('order-detail.money.remitted')}>{when(money.remittedAt)}</Field>
      <Field label={t('order-detail.money.bill')}>
        {money.bill
          ? `${money.bill.paymentNumber} · ${t(`order-detail.money.bill-status.${money.bill.status}`)}`
          : '—'}
      </Field>
      <Field label={t('order-detail.money.cod')}>{dinars(money.cod)}</Field>
      <Field label={t('order-detail.money.cost')}>{dinars(-money.cost)}</Field>
      <Field label={t('order-detail.money.insurance')}>{dinars(-money.insurance)}</Field>
      {money.refund > 0 && (
        <Field label={t('order-detail.money.refund')}>{dinars(money.refund)}</Field>
      )}
      <Field label={t('order-detail.money.net')}>
        <Box component="span" sx={{ fontWeight: 700 }} data-testid="order-money-net">
          {dinars(money.net)}
        </Box>
      </Field>
    </>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 2, py: 0.75, borderBottom: 1, borderColor: 'divider' }}>
      <Typography variant="body2" color="text.secondary" sx={{ width: '42%', flexShrink: 0 }}>
        {label}
      </Typography>
      <Typography
        variant="body2"
        component="div"
        sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}
      >
        {children}
      </Typography>
    </Box>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** `label:` with the language's spacing before the colon (a no-break space in French). */
function useColon() {
  const { t } = useTranslation();
  return (label: string) => t('label-colon', { label });
}

function LinkedOrder({ order, kind }: { order: LinkedOrderDto; kind: 'exchanged' | 'returned' }) {
  const { t } = useTranslation(NAMESPACE);
  const colon = useColon();
  return (
    <Field label={t(`order-detail.linked.${kind}`)}>
      <Stack spacing={0.5}>
        <span>
          {colon(t('order-detail.field.code'))} <strong>{order.code}</strong>
        </span>
        {order.partnerCode && (
          <span>
            {colon(t('order-detail.field.partner-code'))} <strong>{order.partnerCode}</strong>
          </span>
        )}
        <span>
          {colon(t('order-detail.field.returned-merchandise'))} {orDash(order.returningMerchandise)}
        </span>
        <span>
          <StatusChip status={linkedOrderDisplayStatus(order.status)} size="small" />
        </span>
      </Stack>
    </Field>
  );
}

function MovementHistory({ movements, isStaff }: { movements: MovementDto[]; isStaff: boolean }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const colon = useColon();
  if (movements.length === 0) return <Typography color="text.secondary">-</Typography>;
  return (
    <Stack
      component="ol"
      spacing={1.5}
      sx={{ listStyle: 'none', p: 0, m: 0 }}
      aria-label={t('order-detail.history')}
    >
      {newestFirst(movements).map((m) => (
        <Box
          component="li"
          key={m.id}
          sx={{ borderLeft: 3, borderColor: 'primary.light', pl: 1.5 }}
        >
          <Stack
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}
          >
            <StatusChip status={m.status} size="small" />
            {subStatusOf(m.subStatus) && (
              <Chip
                size="small"
                variant="outlined"
                label={t(`order-detail.sub-status.${m.subStatus}`)}
              />
            )}
            <Typography variant="caption" color="text.secondary">
              {formatDateTime(m.createdAt, i18n.language)}
            </Typography>
          </Stack>
          {m.location && (
            <Typography variant="body2" color="text.secondary">
              {m.location}
            </Typography>
          )}
          {m.message && <Typography variant="body2">{m.message}</Typography>}
          {m.recipientChoice && (
            <Typography variant="body2" data-testid="movement-recipient-choice">
              {t(`order-detail.recipient-choice.${m.recipientChoice.kind}`, {
                day: m.recipientChoice.day ? formatDay(m.recipientChoice.day, i18n.language) : '',
              })}
              {m.recipientChoice.note &&
                ` ${t('order-detail.recipient-choice.note', { note: m.recipientChoice.note })}`}
            </Typography>
          )}
          {isStaff && (m.partnerStatus || m.note) && (
            <Typography variant="body2" color="text.secondary" data-testid="movement-staff-info">
              {m.partnerStatus &&
                `${colon(t('order-detail.field.partner-status'))} ${m.partnerStatus}`}
              {m.partnerStatus && m.note && ' · '}
              {m.note && `${colon(t('order-detail.field.note'))} ${m.note}`}
            </Typography>
          )}
        </Box>
      ))}
    </Stack>
  );
}

function OrderDetailView({ order, isStaff }: { order: OrderDetailDto; isStaff: boolean }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const colon = useColon();
  const user = useSessionUser();
  const [editing, setEditing] = useState(false);
  const language = i18n.language;
  const stage = locationStageOf(order.movements);
  const subStatus = subStatusOf(order.subStatus);
  const yesNo = (value: boolean) => t(value ? 'order-detail.yes' : 'order-detail.no');
  const { recipient, client } = order;
  const recipientPlace = placeNamesIn(language, recipient.delegation, recipient.city);
  const clientPlace = placeNamesIn(language, client?.delegation, client?.city);

  return (
    <Stack spacing={2} data-testid="order-detail">
      {/* Header chips: location stage, status and sub-status, totals */}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}>
        {stage && (
          <Chip
            color="primary"
            icon={<>{STAGE_ICONS[stage]}</>}
            label={t(`order-detail.location.${stage}`)}
          />
        )}
        <StatusChip status={order.status} />
        <TryChip status={order.status} size="medium" />
        {/* No chip at all without a sub-status (a "-" chip read as a value). */}
        {subStatus && (
          <Chip
            variant="outlined"
            data-testid="order-sub-status"
            label={t(`order-detail.sub-status.${subStatus}`)}
          />
        )}
        <Chip
          variant="outlined"
          label={t('order-detail.total-reports', { count: order.totalReports })}
        />
        <Chip
          variant="outlined"
          label={t('order-detail.total-reclamations', { count: order.totalReclamations })}
        />
        {/* Wraps on a phone, where the three actions are wider than the modal. */}
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap', marginInlineStart: 'auto !important' }}
        >
          {canEditOrder(user, order.status) && (
            <Button
              variant="outlined"
              size="small"
              startIcon={<EditOutlinedIcon />}
              onClick={() => setEditing(true)}
            >
              {t('edit-order.edit')}
            </Button>
          )}
          {canPrintSlip(user, order.status) && <PrintSlipButton orderId={order.id} />}
          {order.trackingUrl && <TrackingLinkButtons url={order.trackingUrl} />}
        </Stack>
      </Stack>
      <EditOrderDialog orderId={editing ? order.id : null} onClose={() => setEditing(false)} />

      {/* Sub-header */}
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={{ xs: 0.5, md: 3 }}
        divider={<Divider orientation="vertical" flexItem />}
        sx={{ color: 'text.secondary', typography: 'body2' }}
      >
        <span>
          {colon(t('order-detail.created'))} {formatLongDate(order.createdAt, language)}
        </span>
        <span>
          {colon(t('order-detail.updated'))} {formatLongDate(order.updatedAt, language)}
        </span>
        <span>
          {colon(t('order-detail.source'))}{' '}
          {t(`order-detail.sources.${order.source}`, { defaultValue: order.source })}
        </span>
        <span>
          {colon(t('order-detail.number'))} {order.id}
        </span>
        <span>
          {colon(t('order-detail.code'))} <strong>{order.code}</strong>
        </span>
        {order.partnerCode && (
          <span>
            {colon(t('order-detail.partner-code'))} <strong>{order.partnerCode}</strong>
          </span>
        )}
      </Stack>

      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Stack spacing={2}>
            <Section title={t('order-detail.parcel')}>
              <Field label={t('order-detail.field.reference')}>
                <UserText>{order.reference}</UserText>
              </Field>
              <Field label={t('order-detail.field.merchandise')}>
                <UserText>{order.merchandise}</UserText>
              </Field>
              <Field label={t('order-detail.field.quantity')}>
                {orDash(order.merchandiseQuantity)}
              </Field>
              <Field label={t('order-detail.field.merchandise-price')}>
                {order.merchandisePrice === null ? (
                  '-'
                ) : (
                  <bdi>{formatDinars(order.merchandisePrice, language)}</bdi>
                )}
              </Field>
              <Field label={t('order-detail.field.weight')}>
                {order.weight === null ? (
                  '-'
                ) : (
                  <bdi data-testid="order-weight">
                    {t('order-detail.kg', {
                      weight: numberFormatOf(language, { maximumFractionDigits: 3 }).format(
                        order.weight,
                      ),
                    })}
                  </bdi>
                )}
              </Field>
              <Field label={t('order-detail.field.service')}>
                {t(`order-detail.services.${order.service}`, { defaultValue: order.service })}
              </Field>
              {order.exchangedOrder && (
                <LinkedOrder order={order.exchangedOrder} kind="exchanged" />
              )}
              {order.returnedOrder && <LinkedOrder order={order.returnedOrder} kind="returned" />}
              <Field label={t('order-detail.field.payment-type')}>
                {t(`order-detail.payment-types.${order.paymentType}`, {
                  defaultValue: order.paymentType,
                })}
              </Field>
              <Field label={t('order-detail.field.price')}>
                <bdi>{formatDinars(order.price, language)}</bdi>
              </Field>
              <Field label={t('order-detail.field.can-open')}>{yesNo(order.canOpen)}</Field>
              <Field label={t('order-detail.field.fragile')}>{yesNo(order.fragile)}</Field>
              <Field label={t('order-detail.field.delivery-date')}>
                {order.deliveryDate ? order.deliveryDate.slice(0, 10) : '-'}
              </Field>
              <Field label={t('order-detail.field.delivery-from')}>
                {orDash(order.deliveryFrom)}
              </Field>
              <Field label={t('order-detail.field.delivery-to')}>{orDash(order.deliveryTo)}</Field>
            </Section>
            <Section title={t('order-detail.history')}>
              <MovementHistory movements={order.movements} isStaff={isStaff} />
              {/* Staff changes (audit trail): staff see who and what, the client only when. */}
              {!!order.edits?.length && <EditHistory edits={order.edits} headingComponent="h4" />}
            </Section>
            <Section title={t('order-detail.money.title')}>
              <OrderMoney money={order.money} />
            </Section>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Stack spacing={2}>
            <Section title={t('order-detail.company')}>
              <Field label={t('order-detail.field.business')}>
                #{order.business.id} · <UserText>{order.business.name}</UserText>
              </Field>
              <Field label={t('order-detail.field.note')}>
                <UserText>{order.note}</UserText>
              </Field>
            </Section>
            <Section title={t('order-detail.recipient')}>
              <Field label={t('order-detail.field.fullname')}>
                <UserText>{recipient.fullname}</UserText>
              </Field>
              <Field label={t('order-detail.field.governorate')}>
                {orDash(recipientPlace.governorate)}
              </Field>
              <Field label={t('order-detail.field.delegation')}>
                {orDash(recipientPlace.delegation)}
              </Field>
              <Field label={t('order-detail.field.address')}>
                {recipient.address ? (
                  <Link
                    href={mapsSearchUrl([recipient.address, recipient.city, recipient.delegation])}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    <UserText>{recipient.address}</UserText>
                  </Link>
                ) : (
                  '-'
                )}
              </Field>
              <Field label={t('order-detail.field.email')}>
                <UserText>{recipient.email}</UserText>
              </Field>
              <Field label={t('order-detail.field.phone1')}>
                <UserText>{recipient.phone1}</UserText>
              </Field>
              <Field label={t('order-detail.field.phone2')}>
                <UserText>{recipient.phone2}</UserText>
              </Field>
            </Section>
            {isStaff && client && (
              <Section title={t('order-detail.client')}>
                <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
                  <Avatar src={client.avatar ?? undefined} alt={client.fullname}>
                    {initialsOf(client.fullname)}
                  </Avatar>
                  <Box>
                    <Typography sx={{ fontWeight: 600 }}>
                      <UserText>{client.fullname}</UserText>
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {t('order-detail.joined', {
                        date: formatLongDate(client.createdAt, language),
                      })}
                    </Typography>
                  </Box>
                </Stack>
                <Field label={t('order-detail.field.governorate')}>
                  {orDash(clientPlace.governorate)}
                </Field>
                <Field label={t('order-detail.field.delegation')}>
                  {orDash(clientPlace.delegation)}
                </Field>
                <Field label={t('order-detail.field.pickup-address')}>
                  <UserText>{client.pickupAddress}</UserText>
                </Field>
                <Field label={t('order-detail.field.email')}>
                  <UserText>{client.email}</UserText>
                </Field>
                <Field label={t('order-detail.field.phone1')}>
                  <UserText>{client.phone1}</UserText>
                </Field>
                <Field label={t('order-detail.field.phone2')}>
                  <UserText>{client.phone2}</UserText>
                </Field>
              </Section>
            )}
          </Stack>
        </Grid>
      </Grid>
    </Stack>
  );
}

/** Content of the order detail modal (exposed as `./OrderDetail`); fetches the order by id. */
export function OrderDetail({ orderId, isStaff }: OrderDetailProps) {
  const { t } = useTranslation(NAMESPACE);
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ kind: 'loading' });
    callApi(ordersApi.detail, { params: { id: orderId } }, { signal: controller.signal })
      .then((order) => setState({ kind: 'done', order }))
      .catch((error: unknown) => {
        if (isCancelledRequest(error) || controller.signal.aborted) return;
        setState({ kind: 'error', text: errorTextOf(error) });
      });
    return () => controller.abort();
  }, [orderId, attempt]);

  // After an edit the shown order is fetched again, in place (no loading state).
  useEvent('order.updated', (event) => {
    if (String(event.orderId) !== orderId) return;
    callApi(ordersApi.detail, { params: { id: orderId } }).then(
      (order) => setState({ kind: 'done', order }),
      () => setAttempt((a) => a + 1),
    );
  });

  if (state.kind === 'loading') {
    return (
      <Box
        sx={{ display: 'grid', placeItems: 'center', minHeight: 200 }}
        role="progressbar"
        aria-label={t('order-detail.loading')}
      >
        <LoadingDots />
      </Box>
    );
  }
  if (state.kind === 'error') {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => setAttempt((a) => a + 1)}>
            {t('order-detail.retry')}
          </Button>
        }
      >
        {t(state.text, { ns: ['common', NAMESPACE], defaultValue: t('order-detail.failed') })}
      </Alert>
    );
  }
  return <OrderDetailView order={state.order} isStaff={isStaff} />;
}

/** The recipient's tracking page (the slip's QR code): open it, or copy the link to send it. */
function TrackingLinkButtons({ url }: { url: string }) {
  const { t } = useTranslation(NAMESPACE);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      showToast(t('order-detail.tracking-copied'), 'success');
    } catch {
      showToast(t('order-detail.tracking-copy-failed'), 'error');
    }
  };
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <Button
        size="small"
        variant="outlined"
        startIcon={<OpenInNewIcon />}
        href={url}
        target="_blank"
        rel="noopener noreferrer"
      >
        {t('order-detail.tracking-page')}
      </Button>
      <Tooltip title={t('order-detail.tracking-copy')}>
        <IconButton
          size="small"
          aria-label={t('order-detail.tracking-copy')}
          onClick={() => void copy()}
        >
          <ContentCopyIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}

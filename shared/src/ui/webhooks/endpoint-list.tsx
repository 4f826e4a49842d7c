import { useCallback, useEffect, useId, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import RefreshIcon from '@mui/icons-material/Refresh';
import SendOutlinedIcon from '@mui/icons-material/SendOutlined';
import OutboxOutlinedIcon from '@mui/icons-material/OutboxOutlined';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type {
  StatusColour,
  WebhookDeliveryDto,
  WebhookDeliveryStatus,
  WebhookEndpointDto,
} from '@wolvo/shared/contracts';
import { useIsPhone } from '@wolvo/shared/hooks/use-is-phone';
import { webhooksApi } from '@wolvo/shared/contracts/webhooks/endpoints';
import { callApi } from '@wolvo/shared/http/api';
import { ColourChip } from '@wolvo/shared/ui/components/colour-chip';
import { formatDisplayDate } from '../format/format-date';
import { LoadingDots } from '@wolvo/shared/ui/components/loading-dots';
import { EmptyListBlock } from '../paged-list/empty-list-block';

const DELIVERY_COLOUR: Record<WebhookDeliveryStatus, StatusColour> = {
  PENDING: 'orange',
  DELIVERED: 'green',
  FAILED: 'red',
};

const COLUMNS = ['event', 'date', 'code', 'duration', 'attempts', 'next', 'state', 'resend'];

/** GET /v1/webhooks/endpoints/:id/deliveries: the endpoint's 50 latest deliveries, newest first. */
async function getWebhookDeliveries(
  endpointId: number,
  signal?: AbortSignal,
): Promise<WebhookDeliveryDto[]> {
  const { items } = await callApi(
    webhooksApi.deliveries,
    { params: { id: endpointId } },
    { signal },
  );
  return items;
}

/** Props of {@link WebhookEndpointList}. */
export interface WebhookEndpointListProps {
  endpoints: WebhookEndpointDto[];
  /** The merchant's buttons of one endpoint (edit, roll the secret, delete); staff only read. */
  actions?: (endpoint: WebhookEndpointDto) => ReactNode;
  /** The button of a disabled endpoint's banner (turn it back on); staff only read. */
  bannerAction?: (endpoint: WebhookEndpointDto) => ReactNode;
  /** Sends a delivery's event again; without it the deliveries have no resend button. */
  onResend?: (delivery: WebhookDeliveryDto) => Promise<unknown>;
  /** The level of each endpoint's heading in the page. */
  headingComponent?: 'h3' | 'h4';
}

/** The list behind `WebhookEndpointList` of `ui/components/webhook-endpoints` (its lazy chunk). */
export default function WebhookEndpointList({
  endpoints,
  actions,
  bannerAction,
  onResend,
  headingComponent = 'h3',
}: WebhookEndpointListProps) {
  const { t } = useTranslation();
  if (endpoints.length === 0)
    return (
      <Typography color="text.secondary" data-testid="webhook-list-empty">
        {t('webhook.list.empty')}
      </Typography>
    );
  return (
    <Stack spacing={2} component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {endpoints.map((endpoint) => (
        <Box component="li" key={endpoint.id}>
          <WebhookEndpointItem
            endpoint={endpoint}
            actions={actions}
            bannerAction={bannerAction}
            onResend={onResend}
            headingComponent={headingComponent}
          />
        </Box>
      ))}
    </Stack>
  );
}

function WebhookEndpointItem({
  endpoint,
  actions,
  bannerAction,
  onResend,
  headingComponent,
}: Omit<WebhookEndpointListProps, 'endpoints'> & { endpoint: WebhookEndpointDto }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  // Bumped by the refresh button and after a resend: the deliveries load again.
  const [generation, setGeneration] = useState(0);
  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  const regionId = useId();
  const date = (value: string | null) => formatDisplayDate(value, i18n.language, true);
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 1.5, sm: 2 } }}
      data-testid="webhook-endpoint"
      data-endpoint-id={endpoint.id}
    >
      <Stack spacing={1.5}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
        >
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
            <Typography
              variant="subtitle1"
              component={headingComponent ?? 'h3'}
              sx={{ fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' }}
            >
              {/* A URL reads left to right inside an Arabic page. */}
              <Box component="bdi" dir="ltr" sx={{ fontFamily: 'monospace' }}>
                {endpoint.url}
              </Box>
            </Typography>
            <ColourChip
              colour={endpoint.active ? 'green' : 'default'}
              label={t(endpoint.active ? 'webhook.active' : 'webhook.inactive')}
              sx={{ flexShrink: 0 }}
            />
          </Stack>
          {actions && (
            <Stack
              direction="row"
              spacing={0.5}
              sx={{ flexWrap: 'wrap', flexShrink: 0, justifyContent: { xs: 'flex-start' } }}
            >
              {actions(endpoint)}
            </Stack>
          )}
        </Stack>
        {endpoint.disabledReason && (
          <Alert severity="error" action={bannerAction?.(endpoint)} data-testid="webhook-disabled">
            {t(`webhook.disabled.${endpoint.disabledReason}`, {
              date: date(endpoint.disabledAt),
              defaultValue: t('webhook.inactive'),
            })}
          </Alert>
        )}
        <Stack spacing={0.5}>
          <Typography variant="body2" color="text.secondary" component="p">
            {t('webhook.events')}
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
            {endpoint.events.map((event) => (
              <Chip
                key={event}
                size="small"
                variant="outlined"
                label={t(`webhook.event.${event}`, { defaultValue: event })}
              />
            ))}
          </Stack>
        </Stack>
        {(endpoint.consecutiveFailures > 0 || endpoint.previousSecretExpiresAt) && (
          <Stack spacing={0.25}>
            {endpoint.consecutiveFailures > 0 && !endpoint.disabledReason && (
              <Typography variant="body2" color="warning.main">
                {t('webhook.failures', { count: endpoint.consecutiveFailures })}
              </Typography>
            )}
            {endpoint.previousSecretExpiresAt && (
              <Typography variant="body2" color="text.secondary">
                {t('webhook.previous-secret', { date: date(endpoint.previousSecretExpiresAt) })}
              </Typography>
            )}
          </Stack>
        )}
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Button
            size="small"
            onClick={() => setOpen((o) => !o)}
            aria-expanded={open}
            aria-controls={regionId}
            endIcon={
              <ExpandMoreIcon
                sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }}
              />
            }
          >
            {t('webhook.deliveries.title')}
          </Button>
          {open && (
            <Tooltip title={t('webhook.deliveries.refresh')}>
              <IconButton
                size="small"
                onClick={reload}
                aria-label={t('webhook.deliveries.refresh')}
              >
                <RefreshIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
        </Stack>
        <Collapse in={open} unmountOnExit>
          <Box id={regionId}>
            <WebhookDeliveries
              endpoint={endpoint}
              generation={generation}
              onReload={reload}
              onResend={onResend}
            />
          </Box>
        </Collapse>
      </Stack>
    </Paper>
  );
}

/** One endpoint's recent deliveries: a table, cards on a phone, and (merchant) resend buttons. */
function WebhookDeliveries({
  endpoint,
  generation,
  onReload,
  onResend,
}: {
  endpoint: WebhookEndpointDto;
  generation: number;
  onReload: () => void;
  onResend?: (delivery: WebhookDeliveryDto) => Promise<unknown>;
}) {
  const { t, i18n } = useTranslation();
  const phone = useIsPhone();
  const [items, setItems] = useState<WebhookDeliveryDto[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [busyId, setBusyId] = useState<number | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    setFailed(false);
    getWebhookDeliveries(endpoint.id, controller.signal)
      .then(setItems)
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      });
    return () => controller.abort();
  }, [endpoint.id, endpoint.updatedAt, generation]);

  const resend = async (delivery: WebhookDeliveryDto) => {
    if (!onResend) return;
    setBusyId(delivery.id);
    try {
      await onResend(delivery);
      onReload();
    } catch {
      // The caller's HTTP client showed the server's message.
    } finally {
      setBusyId(null);
    }
  };

  const date = (value: string | null) => formatDisplayDate(value, i18n.language, true);
  // "Code HTTP : 200" on a card: the colon spaced as the language wants.
  const labelled = (key: string) => t('label-colon', { label: t(key) });
  const label = t('webhook.deliveries.label', { url: endpoint.url });
  const event = (d: WebhookDeliveryDto) =>
    t(`webhook.event.${d.eventType}`, { defaultValue: d.eventType });
  const state = (d: WebhookDeliveryDto) => (
    <ColourChip
      colour={DELIVERY_COLOUR[d.status as WebhookDeliveryStatus] ?? 'default'}
      label={t(`webhook.delivery.status.${d.status}`, { defaultValue: d.status })}
    />
  );
  const code = (d: WebhookDeliveryDto) => (
    <Tooltip title={d.lastError ?? ''} disableHoverListener={!d.lastError}>
      <span>{d.lastStatusCode ?? t('empty-value')}</span>
    </Tooltip>
  );
  // "9 ms" keeps its order in an Arabic row (it read "ms 9").
  const duration = (d: WebhookDeliveryDto) =>
    d.lastDurationMs === null ? (
      t('empty-value')
    ) : (
      <bdi dir="ltr">{t('webhook.delivery.duration-ms', { ms: d.lastDurationMs })}</bdi>
    );
  const resendButton = (d: WebhookDeliveryDto) =>
    onResend && (
      <Button
        size="small"
        startIcon={<SendOutlinedIcon />}
        disabled={busyId !== null}
        onClick={() => void resend(d)}
        data-testid="webhook-resend"
      >
        {t('webhook.delivery.resend')}
      </Button>
    );
  const empty = {
    icon: <OutboxOutlinedIcon sx={{ fontSize: 48, color: 'text.disabled', mb: 1 }} />,
    title: t('webhook.deliveries.empty.title'),
    text: t('webhook.deliveries.empty.text'),
  };
  const loading = items === null && !failed;
  const columns = onResend ? COLUMNS : COLUMNS.slice(0, -1);

  return (
    <Box>
      {failed ? (
        <Alert severity="error">{t('webhook.deliveries.failed')}</Alert>
      ) : phone ? (
        items && items.length === 0 ? (
          <EmptyListBlock {...empty} />
        ) : (
          // The table's rows as cards below 600 px, as the list pages' ListCards lay them out (drawn here:
          // each MUI part a shared module uses is one more entry in the host's first script).
          <Stack
            component="ul"
            aria-label={label}
            spacing={1}
            sx={{ listStyle: 'none', m: 0, p: 0 }}
          >
            {loading && (
              <Box component="li">
                <LoadingDots />
              </Box>
            )}
            {items?.map((d) => (
              <Paper
                key={d.id}
                component="li"
                variant="outlined"
                data-testid="webhook-delivery"
                sx={{ p: 1.5 }}
              >
                <Typography component="p" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {event(d)}
                </Typography>
                <Stack
                  direction="row"
                  spacing={1}
                  sx={{ alignItems: 'center', justifyContent: 'space-between', mt: 0.5 }}
                >
                  <Typography component="span" variant="body2">
                    {date(d.createdAt)}
                  </Typography>
                  {state(d)}
                </Stack>
                <Typography
                  component="div"
                  variant="caption"
                  color="text.secondary"
                  sx={{ mt: 0.5 }}
                >
                  {labelled('webhook.delivery.status-code')} {d.lastStatusCode ?? t('empty-value')}
                  {' · '}
                  {labelled('webhook.delivery.duration')} {duration(d)}
                  {' · '}
                  {labelled('webhook.delivery.attempts')} {d.attempts}
                  {d.nextAttemptAt &&
                    ` · ${labelled('webhook.delivery.next')} ${date(d.nextAttemptAt)}`}
                </Typography>
                {onResend && <Box sx={{ mt: 1 }}>{resendButton(d)}</Box>}
              </Paper>
            ))}
          </Stack>
        )
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Box
            component="table"
            aria-label={label}
            sx={{ width: '100%', borderCollapse: 'collapse' }}
          >
            <thead>
              <tr>
                <Cell head>{t('webhook.delivery.event')}</Cell>
                <Cell head>{t('webhook.delivery.date')}</Cell>
                <Cell head end>
                  {t('webhook.delivery.status-code')}
                </Cell>
                <Cell head end>
                  {t('webhook.delivery.duration')}
                </Cell>
                <Cell head end>
                  {t('webhook.delivery.attempts')}
                </Cell>
                <Cell head>{t('webhook.delivery.next')}</Cell>
                <Cell head>{t('webhook.delivery.state')}</Cell>
                {onResend && (
                  <Cell head>
                    <Box component="span" sx={visuallyHidden}>
                      {t('webhook.delivery.resend')}
                    </Box>
                  </Cell>
                )}
              </tr>
            </thead>
            <tbody>
              {loading && (
                <tr>
                  <Cell colSpan={columns.length}>
                    <LoadingDots />
                  </Cell>
                </tr>
              )}
              {items?.length === 0 && (
                <tr>
                  <Cell colSpan={columns.length} sx={{ borderBottom: 0 }}>
                    <EmptyListBlock {...empty} />
                  </Cell>
                </tr>
              )}
              {items?.map((d) => (
                <tr key={d.id} data-testid="webhook-delivery">
                  <Cell>{event(d)}</Cell>
                  <Cell nowrap>{date(d.createdAt)}</Cell>
                  <Cell end>{code(d)}</Cell>
                  <Cell end nowrap>
                    {duration(d)}
                  </Cell>
                  <Cell end>{d.attempts}</Cell>
                  <Cell nowrap>{d.nextAttemptAt ? date(d.nextAttemptAt) : t('empty-value')}</Cell>
                  <Cell>{state(d)}</Cell>
                  {onResend && <Cell end>{resendButton(d)}</Cell>}
                </tr>
              ))}
            </tbody>
          </Box>
        </Box>
      )}
    </Box>
  );
}

/**
 * A cell of the deliveries table, styled as MUI's small table. Plain table elements: each MUI part a
 * shared module uses is one more entry in the host's first script, which the login page loads too.
 */
function Cell({
  head,
  end,
  nowrap,
  colSpan,
  sx,
  children,
}: {
  head?: boolean;
  end?: boolean;
  nowrap?: boolean;
  colSpan?: number;
  sx?: SxProps<Theme>;
  children?: ReactNode;
}) {
  return (
    <Box
      component={head ? 'th' : 'td'}
      scope={head ? 'col' : undefined}
      colSpan={colSpan}
      sx={[
        {
          px: 2,
          py: 0.75,
          borderBottom: 1,
          borderColor: 'divider',
          typography: 'body2',
          fontWeight: head ? 500 : undefined,
          textAlign: end ? 'end' : 'start',
          whiteSpace: nowrap ? 'nowrap' : undefined,
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}

// A header cell above buttons still needs a name for screen readers, not a visible word.
const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

import { useCallback, useId, useState, type ReactNode } from 'react';
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
import { useTranslation } from 'react-i18next';
import type { WebhookDeliveryDto, WebhookEndpointDto } from '@wolvo/shared/contracts';
import { ColourChip } from '@wolvo/shared/ui/components/colour-chip';
import { formatDisplayDate } from '../format/format-date';
import { WebhookDeliveries } from './webhook-deliveries';

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

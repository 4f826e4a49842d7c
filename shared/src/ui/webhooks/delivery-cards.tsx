import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate } from '../format/format-date';
import { LoadingDots } from '@wolvo/shared/ui/components/loading-dots';
import { EmptyListBlock } from '../paged-list/empty-list-block';
import {
  DeliveryDuration,
  DeliveryEvent,
  DeliveryState,
  type DeliveriesViewProps,
} from './delivery-parts';

/**
 * The deliveries as cards below 600 px, as the list pages' ListCards lay them out (drawn here: each MUI
 * part a shared module uses is one more entry in the host's first script).
 */
export function DeliveryCards({ items, loading, label, empty, resendButton }: DeliveriesViewProps) {
  const { t, i18n } = useTranslation();
  if (items && items.length === 0) return <EmptyListBlock {...empty} />;
  const date = (value: string | null) => formatDisplayDate(value, i18n.language, true);
  // "Code HTTP : 200" on a card: the colon spaced as the language wants.
  const labelled = (key: string) => t('label-colon', { label: t(key) });
  return (
    <Stack component="ul" aria-label={label} spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
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
            <DeliveryEvent delivery={d} />
          </Typography>
          <Stack
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', justifyContent: 'space-between', mt: 0.5 }}
          >
            <Typography component="span" variant="body2">
              {date(d.createdAt)}
            </Typography>
            <DeliveryState delivery={d} />
          </Stack>
          <Typography component="div" variant="caption" color="text.secondary" sx={{ mt: 0.5 }}>
            {labelled('webhook.delivery.status-code')} {d.lastStatusCode ?? t('empty-value')}
            {' · '}
            {labelled('webhook.delivery.duration')} <DeliveryDuration delivery={d} />
            {' · '}
            {labelled('webhook.delivery.attempts')} {d.attempts}
            {d.nextAttemptAt && ` · ${labelled('webhook.delivery.next')} ${date(d.nextAttemptAt)}`}
          </Typography>
          {resendButton && <Box sx={{ mt: 1 }}>{resendButton(d)}</Box>}
        </Paper>
      ))}
    </Stack>
  );
}

import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderListItem } from '@wolvo/shared/contracts';
import { useLanguage } from '@wolvo/shared/i18n';
import { StatusChip } from '@wolvo/shared/ui/components/status-chip';
import { UserText } from '@wolvo/shared/ui/components/user-text';
import { formatDinars } from '@wolvo/shared/ui/format';
import { NAMESPACE } from '../../../i18n/namespace';

function Summary({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" component="div">
        {children}
      </Typography>
    </Box>
  );
}

/** The chosen original at a glance: recipient, merchandise, cash on delivery and status. */
export function OriginalSummary({
  original,
  counter,
}: {
  original: OrderListItem;
  /** A counter-exchange's original: the merchandise is what comes back. */
  counter: boolean;
}) {
  const { t } = useTranslation(NAMESPACE);
  const { language } = useLanguage();
  return (
    <Stack
      direction="row"
      spacing={3}
      useFlexGap
      sx={{ gridColumn: '1 / -1', flexWrap: 'wrap', alignItems: 'center' }}
      data-testid="original-summary"
    >
      <Summary label={t('add-exchange.original.recipient')}>
        <UserText>{original.recipient.fullname}</UserText> ·{' '}
        <UserText>{original.recipient.phone1}</UserText>
      </Summary>
      <Summary
        label={t(
          counter ? 'add-exchange.counter.merchandise' : 'add-exchange.original.merchandise',
        )}
      >
        {original.merchandise ?? '-'}
      </Summary>
      <Summary label={t('add-exchange.original.price')}>
        <bdi>{formatDinars(original.price, language)}</bdi>
      </Summary>
      <Summary label={t('add-exchange.original.status')}>
        <StatusChip status={original.status} />
      </Summary>
    </Stack>
  );
}

import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { StatusChip } from '@wolvo/shared/ui/components/status-chip';
import { formatDay } from '@wolvo/shared/ui/format';
import type { MovementDto } from '@wolvo/shared/contracts';
import { NAMESPACE } from '../../i18n/namespace';
import { useColon } from './order-detail-field';
import { formatDateTime, newestFirst, subStatusOf } from './order-detail-format';

/** The order's movements, newest first; staff also see the partner's status and the note. */
export function MovementHistory({
  movements,
  isStaff,
}: {
  movements: MovementDto[];
  isStaff: boolean;
}) {
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

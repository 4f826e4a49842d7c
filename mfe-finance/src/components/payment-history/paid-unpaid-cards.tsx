import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { billApi } from '@wolvo/shared/contracts/bills/endpoints';
import { useApiQuery } from '@wolvo/shared/query';
import { formatDinars } from '@wolvo/shared/ui/format';
import { NAMESPACE } from '../../i18n/namespace';

/** A client's money at a glance, from the server: paid, in pending payments, and not billed yet. */
export function PaidUnpaidCards({ clientId }: { clientId: number }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  // A failure leaves the cards empty; the list below shows its own error.
  const totals = useApiQuery(billApi.paidUnpaid, { params: { clientId } }).data ?? null;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
      {(['paid', 'pending', 'unbilled'] as const).map((key) => (
        <Paper key={key} variant="outlined" sx={{ p: 2 }} data-testid={`paid-unpaid-${key}`}>
          <Typography variant="body2" color="text.secondary">
            {t(`payments.totals.${key}`)}
          </Typography>
          <Typography variant="h6" component="p">
            {totals ? (
              <bdi>{formatDinars(totals[key], i18n.language)}</bdi>
            ) : (
              <Skeleton width={120} />
            )}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}

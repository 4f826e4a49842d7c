import Stack from '@mui/material/Stack';
import { PageHeading } from '@wolvo/shared/ui/components/page-heading';
import { RefundsScreen } from '../../components/refunds/refunds-screen';
import { NAMESPACE } from '../../i18n/namespace';

/** Refunds (client area, `finance/refund`): the client's damaged or lost parcels and their refunds. */
export default function RefundPage() {
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <PageHeading namespace={NAMESPACE} page="refund" section="finance" />
      <RefundsScreen staff={false} />
    </Stack>
  );
}

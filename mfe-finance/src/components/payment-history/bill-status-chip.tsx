import type { BillStatus } from '@wolvo/shared/contracts';
import { ColourChip } from '@wolvo/shared/ui/components/status-chip';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n/namespace';

const COLOUR = { PENDING: 'orange', PAID: 'green', CANCELLED: 'default' } as const;

/** A bill's state in the status palette's readable tones. */
export function BillStatusChip({ status }: { status: BillStatus }) {
  const { t } = useTranslation(NAMESPACE);
  return <ColourChip colour={COLOUR[status]} label={t(`payments.status.${status}`)} />;
}

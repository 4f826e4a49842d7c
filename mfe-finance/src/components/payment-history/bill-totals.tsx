import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import type { BillPreview } from '@wolvo/shared/contracts';
import { formatDinars } from '@wolvo/shared/ui/format';
import { NAMESPACE } from '../../i18n/namespace';

/** A bill's totals as the server computed them, one line per sum, the net last and bold. */
export function BillTotals({
  bill,
}: {
  bill: Pick<BillPreview, 'totals' | 'shippingTvaBp' | 'packagingTvaBp'>;
}) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const { totals } = bill;
  const rate = (bp: number) => (bp / 100).toString();
  const rows: Array<[string, number, boolean?]> = [
    [t('payments.detail.cod'), totals.cod],
    [t('payments.detail.costs'), -totals.costs],
    [t('payments.detail.insurance'), -totals.insurance],
    [t('payments.detail.fees'), -totals.fees],
    [t('payments.detail.shipping-tva', { rate: rate(bill.shippingTvaBp) }), -totals.shippingTva],
    [t('payments.detail.packaging-tva', { rate: rate(bill.packagingTvaBp) }), -totals.packagingTva],
    [t('payments.detail.refunds'), totals.refunds],
    [t('payments.detail.net'), totals.netToPay, true],
  ];
  return (
    <Table size="small" aria-label={t('payments.detail.totals')}>
      <TableBody>
        {rows.map(([label, amount, strong]) => (
          <TableRow key={label}>
            <TableCell component="th" scope="row" sx={strong ? { fontWeight: 700 } : {}}>
              {label}
            </TableCell>
            <TableCell
              align="right"
              sx={{ whiteSpace: 'nowrap', ...(strong && { fontWeight: 700 }) }}
            >
              <bdi data-testid={strong ? 'bill-net' : undefined}>
                {formatDinars(amount, i18n.language)}
              </bdi>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

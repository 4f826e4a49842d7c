import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDinars, formatDisplayDate } from '@wolvo/shared/ui/format';
import type { OrderDetailDto } from '@wolvo/shared/contracts';
import { NAMESPACE } from '../../i18n/namespace';
import { Field } from './order-detail-field';

/** The parcel's money trail, as the server's bill arithmetic makes it. */
export function OrderMoney({ money }: { money: OrderDetailDto['money'] }) {
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

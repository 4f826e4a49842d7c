import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { UserText } from '@wolvo/shared/ui/components/user-text';
import { StatusChip } from '@wolvo/shared/ui/components/status-chip';
import { formatDinars, numberFormatOf } from '@wolvo/shared/ui/format';
import {
  linkedOrderDisplayStatus,
  type LinkedOrderDto,
  type OrderDetailDto,
} from '@wolvo/shared/contracts';
import { NAMESPACE } from '../../i18n/namespace';
import { Field, Section, useColon } from './order-detail-field';
import { orDash } from './order-detail-format';

function LinkedOrder({ order, kind }: { order: LinkedOrderDto; kind: 'exchanged' | 'returned' }) {
  const { t } = useTranslation(NAMESPACE);
  const colon = useColon();
  return (
    <Field label={t(`order-detail.linked.${kind}`)}>
      <Stack spacing={0.5}>
        <span>
          {colon(t('order-detail.field.code'))} <strong>{order.code}</strong>
        </span>
        {order.partnerCode && (
          <span>
            {colon(t('order-detail.field.partner-code'))} <strong>{order.partnerCode}</strong>
          </span>
        )}
        <span>
          {colon(t('order-detail.field.returned-merchandise'))} {orDash(order.returningMerchandise)}
        </span>
        <span>
          <StatusChip status={linkedOrderDisplayStatus(order.status)} size="small" />
        </span>
      </Stack>
    </Field>
  );
}

/** The parcel block: merchandise, weight, service, linked orders, payment and delivery window. */
export function OrderParcelSection({ order }: { order: OrderDetailDto }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const language = i18n.language;
  const yesNo = (value: boolean) => t(value ? 'order-detail.yes' : 'order-detail.no');
  return (
    <Section title={t('order-detail.parcel')}>
      <Field label={t('order-detail.field.reference')}>
        <UserText>{order.reference}</UserText>
      </Field>
      <Field label={t('order-detail.field.merchandise')}>
        <UserText>{order.merchandise}</UserText>
      </Field>
      <Field label={t('order-detail.field.quantity')}>{orDash(order.merchandiseQuantity)}</Field>
      <Field label={t('order-detail.field.merchandise-price')}>
        {order.merchandisePrice === null ? (
          '-'
        ) : (
          <bdi>{formatDinars(order.merchandisePrice, language)}</bdi>
        )}
      </Field>
      <Field label={t('order-detail.field.weight')}>
        {order.weight === null ? (
          '-'
        ) : (
          <bdi data-testid="order-weight">
            {t('order-detail.kg', {
              weight: numberFormatOf(language, { maximumFractionDigits: 3 }).format(order.weight),
            })}
          </bdi>
        )}
      </Field>
      <Field label={t('order-detail.field.service')}>
        {t(`order-detail.services.${order.service}`, { defaultValue: order.service })}
      </Field>
      {order.exchangedOrder && <LinkedOrder order={order.exchangedOrder} kind="exchanged" />}
      {order.returnedOrder && <LinkedOrder order={order.returnedOrder} kind="returned" />}
      <Field label={t('order-detail.field.payment-type')}>
        {t(`order-detail.payment-types.${order.paymentType}`, {
          defaultValue: order.paymentType,
        })}
      </Field>
      <Field label={t('order-detail.field.price')}>
        <bdi>{formatDinars(order.price, language)}</bdi>
      </Field>
      <Field label={t('order-detail.field.can-open')}>{yesNo(order.canOpen)}</Field>
      <Field label={t('order-detail.field.fragile')}>{yesNo(order.fragile)}</Field>
      <Field label={t('order-detail.field.delivery-date')}>
        {order.deliveryDate ? order.deliveryDate.slice(0, 10) : '-'}
      </Field>
      <Field label={t('order-detail.field.delivery-from')}>{orDash(order.deliveryFrom)}</Field>
      <Field label={t('order-detail.field.delivery-to')}>{orDash(order.deliveryTo)}</Field>
    </Section>
  );
}

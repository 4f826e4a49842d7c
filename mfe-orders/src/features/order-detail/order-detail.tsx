import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { LoadingDots } from '@wolvo/shared/ui/components/loading-dots';
import { EditHistory } from '@wolvo/shared/ui/components/edit-history';
import type { OrderDetailDto, OrderDetailProps } from '@wolvo/shared/contracts';
import { NAMESPACE } from '../../i18n/namespace';
import { Section } from './order-detail-field';
import { OrderDetailHeader, OrderDetailSubHeader } from './order-detail-header';
import { MovementHistory } from './movement-history';
import { OrderMoney } from './order-money';
import { OrderParcelSection } from './order-parcel-section';
import {
  OrderClientSection,
  OrderCompanySection,
  OrderRecipientSection,
} from './order-parties-sections';
import { useOrderDetail } from './use-order-detail';

function OrderDetailView({ order, isStaff }: { order: OrderDetailDto; isStaff: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Stack spacing={2} data-testid="order-detail">
      <OrderDetailHeader order={order} />
      <OrderDetailSubHeader order={order} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Stack spacing={2}>
            <OrderParcelSection order={order} />
            <Section title={t('order-detail.history')}>
              <MovementHistory movements={order.movements} isStaff={isStaff} />
              {/* Staff changes (audit trail): staff see who and what, the client only when. */}
              {!!order.edits?.length && <EditHistory edits={order.edits} headingComponent="h4" />}
            </Section>
            <Section title={t('order-detail.money.title')}>
              <OrderMoney money={order.money} />
            </Section>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Stack spacing={2}>
            <OrderCompanySection order={order} />
            <OrderRecipientSection recipient={order.recipient} />
            {isStaff && order.client && <OrderClientSection client={order.client} />}
          </Stack>
        </Grid>
      </Grid>
    </Stack>
  );
}

/** Content of the order detail modal (exposed as `./OrderDetail`); fetches the order by id. */
export function OrderDetail({ orderId, isStaff }: OrderDetailProps) {
  const { t } = useTranslation(NAMESPACE);
  const { state, retry } = useOrderDetail(orderId);

  if (state.kind === 'loading') {
    return (
      <Box
        sx={{ display: 'grid', placeItems: 'center', minHeight: 200 }}
        role="progressbar"
        aria-label={t('order-detail.loading')}
      >
        <LoadingDots />
      </Box>
    );
  }
  if (state.kind === 'error') {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={retry}>
            {t('order-detail.retry')}
          </Button>
        }
      >
        {t(state.text, { ns: ['common', NAMESPACE], defaultValue: t('order-detail.failed') })}
      </Alert>
    );
  }
  return <OrderDetailView order={state.order} isStaff={isStaff} />;
}

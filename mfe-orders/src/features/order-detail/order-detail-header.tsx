import { useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import HomeIcon from '@mui/icons-material/Home';
import WarehouseIcon from '@mui/icons-material/Warehouse';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import PersonPinCircleIcon from '@mui/icons-material/PersonPinCircle';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { useTranslation } from 'react-i18next';
import { StatusChip, TryChip } from '@wolvo/shared/ui/components/status-chip';
import { useSessionUser } from '@wolvo/shared/session';
import type { Location, OrderDetailDto } from '@wolvo/shared/contracts';
import { NAMESPACE } from '../../i18n/namespace';
import { EditOrderDialog } from '../../components/edit-order/edit-order-dialog';
import { canEditOrder } from '../../components/edit-order/edit-order-form';
import { canPrintSlip, PrintSlipButton } from '../../components/print-slips/print-slip-button';
import { useColon } from './order-detail-field';
import { formatLongDate, locationStageOf, subStatusOf } from './order-detail-format';
import { TrackingLinkButtons } from './tracking-link-buttons';

const STAGE_ICONS: Record<Location, ReactNode> = {
  HOME: <HomeIcon fontSize="small" />,
  HUB: <WarehouseIcon fontSize="small" />,
  IN_TRANSIT: <LocalShippingIcon fontSize="small" />,
  RECIPIENT: <PersonPinCircleIcon fontSize="small" />,
};

/** The header chips (stage, status, totals) with the actions (edit, print, tracking link). */
export function OrderDetailHeader({ order }: { order: OrderDetailDto }) {
  const { t } = useTranslation(NAMESPACE);
  const user = useSessionUser();
  const [editing, setEditing] = useState(false);
  const stage = locationStageOf(order.movements);
  const subStatus = subStatusOf(order.subStatus);
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}>
        {stage && (
          <Chip
            color="primary"
            icon={<>{STAGE_ICONS[stage]}</>}
            label={t(`order-detail.location.${stage}`)}
          />
        )}
        <StatusChip status={order.status} />
        <TryChip status={order.status} size="medium" />
        {/* No chip at all without a sub-status (a "-" chip read as a value). */}
        {subStatus && (
          <Chip
            variant="outlined"
            data-testid="order-sub-status"
            label={t(`order-detail.sub-status.${subStatus}`)}
          />
        )}
        <Chip
          variant="outlined"
          label={t('order-detail.total-reports', { count: order.totalReports })}
        />
        <Chip
          variant="outlined"
          label={t('order-detail.total-reclamations', { count: order.totalReclamations })}
        />
        {/* Wraps on a phone, where the three actions are wider than the modal. */}
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap', marginInlineStart: 'auto !important' }}
        >
          {canEditOrder(user, order.status) && (
            <Button
              variant="outlined"
              size="small"
              startIcon={<EditOutlinedIcon />}
              onClick={() => setEditing(true)}
            >
              {t('edit-order.edit')}
            </Button>
          )}
          {canPrintSlip(user, order.status) && <PrintSlipButton orderId={order.id} />}
          {order.trackingUrl && <TrackingLinkButtons url={order.trackingUrl} />}
        </Stack>
      </Stack>
      <EditOrderDialog orderId={editing ? order.id : null} onClose={() => setEditing(false)} />
    </>
  );
}

/** The line under the header: created, updated, source, number and codes. */
export function OrderDetailSubHeader({ order }: { order: OrderDetailDto }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const colon = useColon();
  const language = i18n.language;
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={{ xs: 0.5, md: 3 }}
      divider={<Divider orientation="vertical" flexItem />}
      sx={{ color: 'text.secondary', typography: 'body2' }}
    >
      <span>
        {colon(t('order-detail.created'))} {formatLongDate(order.createdAt, language)}
      </span>
      <span>
        {colon(t('order-detail.updated'))} {formatLongDate(order.updatedAt, language)}
      </span>
      <span>
        {colon(t('order-detail.source'))}{' '}
        {t(`order-detail.sources.${order.source}`, { defaultValue: order.source })}
      </span>
      <span>
        {colon(t('order-detail.number'))} {order.id}
      </span>
      <span>
        {colon(t('order-detail.code'))} <strong>{order.code}</strong>
      </span>
      {order.partnerCode && (
        <span>
          {colon(t('order-detail.partner-code'))} <strong>{order.partnerCode}</strong>
        </span>
      )}
    </Stack>
  );
}

import { useState } from 'react';
import Button from '@mui/material/Button';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import { useTranslation } from 'react-i18next';
import {
  hasPagePermission,
  type SessionUser,
  type VoucherLayout,
  type VoucherQuery,
} from '@wolvo/shared/contracts';
import { eventBus } from '@wolvo/shared/events';
import { pickupsApi } from '@wolvo/shared/contracts/pickups/endpoints';
import { getApiFile, openFile, toastApiError, translateErrorText } from '@wolvo/shared/http';
import { urlOf } from '@wolvo/shared/http/api';
import { useLanguage } from '@wolvo/shared/i18n';
import { showToast } from '@wolvo/shared/ui/toast';
import { NAMESPACE } from '../../i18n/namespace';
import { refusedIdsOf } from '../../api/refused-ids';
import { PrintSlipsDialog } from './print-slips-dialog';

const CANCELLED = ['CANCELLED', 'API_ORDER_CANCELLED'];

/** Whether the user may print the order's slip: the orders page (clients) or reclamation edits (staff). */
export function canPrintSlip(user: SessionUser | null, status: string): boolean {
  return (
    user !== null &&
    !CANCELLED.includes(status) &&
    (hasPagePermission(user.role, user.permissions, 'ORDERS_ORDER_OF_THE_DAY') ||
      hasPagePermission(user.role, user.permissions, 'RECLAMATION_EDITS'))
  );
}

/** Props of `PrintSlipButton`. */
export interface PrintSlipButtonProps {
  orderId: number;
}

/**
 * Prints one order's slip from the order modal: asks the layout, opens the PDF, then publishes
 * `order.updated` (printing moves the order) so the modal and the lists reload.
 */
export function PrintSlipButton({ orderId }: PrintSlipButtonProps) {
  const { t } = useTranslation(NAMESPACE);
  const { language } = useLanguage();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  const print = async (layout: VoucherLayout) => {
    setBusy(true);
    try {
      const query: VoucherQuery = { ids: String(orderId), layout, lang: language };
      const how = openFile(
        await getApiFile(
          `${urlOf(pickupsApi.voucher)}?${new URLSearchParams(query)}`,
          'wolvo-slips.pdf',
        ),
      );
      showToast(t(`order-list.bulk.pdf-${how}`, { count: 1 }), 'success');
      eventBus.publish('order.updated', { orderId });
    } catch (failure) {
      const [refused] = refusedIdsOf(failure);
      if (refused) showToast(translateErrorText(refused.reason), 'error');
      else toastApiError(failure);
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };

  return (
    <>
      <Button
        variant="outlined"
        size="small"
        startIcon={<PrintOutlinedIcon />}
        disabled={busy}
        onClick={() => setAsking(true)}
      >
        {t('order-detail.print-slip')}
      </Button>
      <PrintSlipsDialog
        open={asking}
        count={1}
        busy={busy}
        onClose={() => setAsking(false)}
        onPrint={(layout) => void print(layout)}
      />
    </>
  );
}

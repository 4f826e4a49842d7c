import { useCallback, useState } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';
import { showToast } from '@wolvo/shared/ui/toast';
import { eventBus, useEvent } from '@wolvo/shared/events';
import { isStaffRole } from '@wolvo/shared/contracts';
import { useSessionUser } from '../../app/use-session';
import { RemoteOrderDetail } from '../../remotes/remote-view';

/** Normalises a requested id: trimmed text, or null when there is none. */
export function normaliseOrderId(orderId: string | number | null | undefined): string | null {
  if (orderId === null || orderId === undefined) return null;
  const text = String(orderId).trim();
  return text === '' ? null : text;
}

/**
 * The order detail modal (80vw): opens on `order-modal.requested` from any container. Its content is
 * mfe-orders' `./OrderDetail`. No id: an `order.id.invalid` error toast and no fetch.
 */
export function OrderModal() {
  const { t } = useTranslation(['shell', 'common']);
  const user = useSessionUser();
  const [orderId, setOrderId] = useState<string | null>(null);

  useEvent('order-modal.requested', ({ orderId: requested }: { orderId: string | null }) => {
    const id = normaliseOrderId(requested);
    if (!id) {
      showToast(t('order.id.invalid', { ns: ['common', 'shell'] }), 'error');
      return;
    }
    setOrderId(id);
  });

  const close = useCallback(() => {
    setOrderId(null);
    eventBus.publish('order-modal.closed', {});
  }, []);

  if (!user) return null;
  return (
    <Dialog
      open={orderId !== null}
      onClose={close}
      maxWidth={false}
      aria-labelledby="order-modal-title"
      slotProps={{ paper: { sx: { width: '80vw', maxWidth: '80vw', maxHeight: '90vh' } } }}
    >
      <DialogTitle id="order-modal-title" sx={{ pr: 6 }}>
        {t('order-modal.title', { id: orderId ?? '' })}
      </DialogTitle>
      <IconButton
        onClick={close}
        aria-label={t('order-modal.close')}
        sx={{ position: 'absolute', top: 8, insetInlineEnd: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent dividers>
        {orderId && <RemoteOrderDetail orderId={orderId} isStaff={isStaffRole(user.role)} />}
      </DialogContent>
    </Dialog>
  );
}

import { useEffect, useId, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { StaffPickup } from '@wolvo/shared/contracts';
import { formatDinars } from '@wolvo/shared/ui/format';
import { UserText } from '@wolvo/shared/ui/components/user-text';
import { NAMESPACE } from '../../i18n/namespace';

/** Props of `CollectPickupDialog`. */
export interface CollectPickupDialogProps {
  /** The pickup being marked collected, or null: closed. */
  pickup: StaffPickup | null;
  busy: boolean;
  onClose: () => void;
  /** The chosen parcels (ids of orders still waiting). */
  onCollect: (ids: number[]) => void;
}

/**
 * Marks a pickup collected: its parcels still waiting, all ticked at first; the staff member unticks
 * those the courier did not take. The server moves only the ticked ones, in one transaction.
 */
export function CollectPickupDialog({
  pickup,
  busy,
  onClose,
  onCollect,
}: CollectPickupDialogProps) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const id = useId();
  const waiting = useMemo(
    () => (pickup?.orders ?? []).filter((o) => o.status === 'AWAITING_COLLECTION'),
    [pickup],
  );
  const [chosen, setChosen] = useState<number[]>([]);
  useEffect(() => setChosen(waiting.map((o) => o.id)), [waiting]);

  const all = chosen.length === waiting.length && waiting.length > 0;
  const toggle = (orderId: number) =>
    setChosen((c) => (c.includes(orderId) ? c.filter((x) => x !== orderId) : [...c, orderId]));

  return (
    <Dialog open={pickup !== null} onClose={busy ? undefined : onClose} aria-labelledby={id}>
      <DialogTitle id={id}>
        {t('pickups.collect-title', { name: pickup?.company ?? '' })}
      </DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {t('pickups.collect-text')}
        </Typography>
        {pickup && waiting.length < pickup.orders.length && (
          <Alert severity="info" sx={{ mb: 1 }}>
            {t('pickups.collect-already', {
              count: pickup.orders.length - waiting.length,
              total: pickup.orders.length,
            })}
          </Alert>
        )}
        <FormControlLabel
          control={
            <Checkbox
              checked={all}
              indeterminate={chosen.length > 0 && !all}
              onChange={() => setChosen(all ? [] : waiting.map((o) => o.id))}
              disabled={busy}
            />
          }
          label={t('pickups.collect-all', { count: waiting.length })}
        />
        <FormGroup
          aria-label={t('pickups.collect-parcels')}
          sx={{ paddingInlineStart: 3, maxHeight: 320, overflowY: 'auto', flexWrap: 'nowrap' }}
        >
          {waiting.map((order) => (
            <FormControlLabel
              key={order.id}
              data-testid="collect-parcel"
              control={
                <Checkbox
                  checked={chosen.includes(order.id)}
                  onChange={() => toggle(order.id)}
                  disabled={busy}
                />
              }
              label={
                <span>
                  <UserText>{order.code}</UserText> · <UserText>{order.recipientName}</UserText> ·{' '}
                  <bdi>{formatDinars(order.price, i18n.language)}</bdi>
                </span>
              }
            />
          ))}
        </FormGroup>
        <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ mt: 1 }}>
          {t('pickups.collect-chosen', { count: chosen.length, total: waiting.length })}
        </Typography>
        {chosen.length === 0 && (
          <Alert severity="info" sx={{ mt: 1 }}>
            {t('pickups.collect-none')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('pickups.cancel')}
        </Button>
        <Button
          variant="contained"
          disabled={busy || chosen.length === 0}
          onClick={() => onCollect(waiting.map((o) => o.id).filter((x) => chosen.includes(x)))}
        >
          {all ? t('pickups.collect') : t('pickups.collect-some', { count: chosen.length })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

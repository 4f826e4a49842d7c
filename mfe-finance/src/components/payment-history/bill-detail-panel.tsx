import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import RemoveCircleOutlinedIcon from '@mui/icons-material/RemoveCircleOutlined';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import { useTranslation } from 'react-i18next';
import type { BillSummary } from '@wolvo/shared/contracts';
import { billApi } from '@wolvo/shared/contracts/bills/endpoints';
import { getApiFile, openFile, toastApiError } from '@wolvo/shared/http';
import { urlOf } from '@wolvo/shared/http/api';
import { useApiMutation, useApiQuery, queryErrorText } from '@wolvo/shared/query';
import { ConfirmDialog } from '@wolvo/shared/ui/components/confirm-dialog';
import { SidePanel } from '@wolvo/shared/ui/components/side-panel';
import { formatDinars } from '@wolvo/shared/ui/format';
import { showToast } from '@wolvo/shared/ui/toast';
import { UserText } from '@wolvo/shared/ui/components/user-text';
import { NAMESPACE } from '../../i18n/namespace';
import { BillStatusChip } from './bill-status-chip';
import { BillTotals } from './bill-totals';

/** Lines drawn at once: a 5,000-parcel bill lists its first ones and says how many more it holds. */
const SHOWN_LINES = 200;

/** Props of `BillDetailPanel`. */
export interface BillDetailPanelProps {
  /** The bill opened from the list, or null: closed. */
  bill: BillSummary | null;
  /** Confirm and cancel offered (staff with EDIT on the payment history). */
  canSettle: boolean;
  onClose: () => void;
}

/** What paying, cancelling or changing a bill makes stale: the lists and totals that show it. */
const CHANGES_BILLS = {
  invalidates: [
    billApi.list,
    billApi.get,
    billApi.paidUnpaid,
    billApi.billableOrders,
    billApi.billableOrderIds,
  ],
};

/** GET /v1/bill/invoice/{id}: the invoice PDF in the user's language, opened in a new tab or downloaded. */
async function openInvoice(bill: BillSummary, lang: string): Promise<void> {
  openFile(
    await getApiFile(
      urlOf(billApi.invoice, { id: bill.id }),
      `wolvo-invoice-${bill.paymentNumber}.pdf`,
      { params: { lang } },
    ),
  );
}

/**
 * A bill in a side panel: its totals as the server computed them (every amount in millimes, written in
 * the user's language), parcels by kind, the first lines, and for a pending bill the staff's two final
 * actions behind a confirmation.
 */
export function BillDetailPanel({ bill, canSettle, onClose }: BillDetailPanelProps) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const { t: tc } = useTranslation();
  const [asking, setAsking] = useState<'confirm' | 'cancel' | null>(null);
  const money = (millimes: number) => formatDinars(millimes, i18n.language);
  const query = useApiQuery(
    billApi.get,
    { params: { id: bill?.id ?? 0 } },
    { enabled: bill !== null },
  );
  const detail = query.data ?? null;
  const error = queryErrorText(query);
  const confirm = useApiMutation(billApi.confirm, CHANGES_BILLS);
  const cancel = useApiMutation(billApi.cancel, CHANGES_BILLS);
  const removal = useApiMutation(billApi.removeOrders, CHANGES_BILLS);
  const busy = confirm.isPending || cancel.isPending;

  const settle = async () => {
    if (!bill || !asking) return;
    try {
      const result = await (asking === 'confirm' ? confirm : cancel).mutateAsync({
        params: { id: bill.id },
      });
      showToast(tc(result.message), 'success');
      setAsking(null);
      onClose();
    } catch (failure) {
      toastApiError(failure);
    }
  };

  const totals = detail?.totals;
  // REMOVE_FROM_BILL: staff take a parcel off a pending bill (it keeps one at least).
  const canRemove = canSettle && bill?.status === 'PENDING' && (detail?.lines.length ?? 0) > 1;
  const removeLine = async (orderId: number) => {
    if (!bill) return;
    try {
      await removal.mutateAsync({ params: { id: bill.id }, body: { orderIds: [orderId] } });
    } catch (failure) {
      toastApiError(failure);
    }
  };

  return (
    <SidePanel
      open={bill !== null}
      onClose={onClose}
      closeLabel={t('payments.detail.close')}
      title={t('payments.detail.title', { number: bill?.paymentNumber ?? '' })}
      width={{ md: 760, lg: 920 }}
      headerActions={
        bill && (
          <>
            <BillStatusChip status={bill.status} />
            <Button
              size="small"
              startIcon={<PictureAsPdfOutlinedIcon />}
              onClick={() => void openInvoice(bill, i18n.language).catch(toastApiError)}
            >
              {t('payments.detail.invoice')}
            </Button>
          </>
        )
      }
      footer={
        canSettle &&
        bill?.status === 'PENDING' &&
        detail && (
          <>
            <Button color="error" onClick={() => setAsking('cancel')}>
              {t('payments.detail.cancel')}
            </Button>
            <Button variant="contained" onClick={() => setAsking('confirm')}>
              {t('payments.detail.confirm')}
            </Button>
          </>
        )
      }
    >
      {error ? (
        <Alert severity="error">{`${t('payments.detail.failed')} ${tc(error)}`}</Alert>
      ) : !detail || !totals ? (
        <Stack spacing={1} aria-busy>
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} height={28} />
          ))}
        </Stack>
      ) : (
        <Stack spacing={3}>
          <Box>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
              {t('payments.detail.totals')}
            </Typography>
            <BillTotals bill={detail} />
          </Box>
          <Box>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
              {t('payments.detail.per-kind')}
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              {(['DELIVERED', 'EXCHANGED', 'RETURNED', 'REFUNDED'] as const).map((kind) => (
                <Chip
                  key={kind}
                  variant="outlined"
                  label={`${t(`payments.detail.kind.${kind}`)} : ${totals.countByKind[kind]}`}
                />
              ))}
            </Box>
          </Box>
          <Box>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
              {t('payments.detail.lines')}
            </Typography>
            {/* Wide lines scroll sideways: the region takes the keyboard focus to scroll. */}
            <TableContainer tabIndex={0} role="region" aria-label={t('payments.detail.lines')}>
              <Table
                size="small"
                aria-label={t('payments.detail.lines')}
                sx={{ '& th, & td': { px: 1, whiteSpace: 'nowrap' } }}
              >
                <TableHead>
                  <TableRow>
                    {(['code', 'kind', 'cod', 'cost', 'insurance', 'refund', 'net'] as const).map(
                      (c) => (
                        <TableCell
                          key={c}
                          align={c === 'code' || c === 'kind' ? undefined : 'right'}
                        >
                          {t(`payments.detail.line.${c}`)}
                        </TableCell>
                      ),
                    )}
                    {canRemove && <TableCell />}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {detail.lines.slice(0, SHOWN_LINES).map((line) => (
                    <TableRow key={line.orderId}>
                      <TableCell>
                        <UserText>{line.code}</UserText>
                      </TableCell>
                      <TableCell>{t(`payments.detail.kind.${line.kind}`)}</TableCell>
                      {(
                        [line.cod, -line.cost, -line.insurance, line.refund, line.net] as const
                      ).map((amount, i) => (
                        <TableCell key={i} align="right" sx={{ whiteSpace: 'nowrap' }}>
                          <bdi>{money(amount)}</bdi>
                        </TableCell>
                      ))}
                      {canRemove && (
                        <TableCell padding="checkbox">
                          <IconButton
                            size="small"
                            aria-label={t('payments.detail.remove-line', { code: line.code })}
                            onClick={() => void removeLine(line.orderId)}
                          >
                            <RemoveCircleOutlinedIcon fontSize="small" />
                          </IconButton>
                        </TableCell>
                      )}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            {detail.lines.length > SHOWN_LINES && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {t('payments.detail.lines-more', { count: detail.lines.length - SHOWN_LINES })}
              </Typography>
            )}
          </Box>
        </Stack>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={
          asking ? t(`payments.detail.${asking}-dialog.title`, { number: bill?.paymentNumber }) : ''
        }
        text={
          asking
            ? t(`payments.detail.${asking}-dialog.text`, {
                net: money(detail?.totals.netToPay ?? 0),
              })
            : ''
        }
        confirmLabel={asking ? t(`payments.detail.${asking}`) : ''}
        cancelLabel={t('payments.detail.back')}
        destructive={asking === 'cancel'}
        busy={busy}
        onClose={() => setAsking(null)}
        onConfirm={() => void settle()}
      />
    </SidePanel>
  );
}

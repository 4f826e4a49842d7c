import type { Dispatch, SetStateAction } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import { useTranslation } from 'react-i18next';
import { billApi } from '@wolvo/shared/contracts/bills/endpoints';
import { KEEP_PAGE, useApiQuery } from '@wolvo/shared/query';
import { formatDinars, formatDisplayDate } from '@wolvo/shared/ui/format';
import {
  EMPTY_ICON_SX,
  EmptyTableRow,
  SkeletonRows,
  type Paging,
} from '@wolvo/shared/ui/paged-list';
import { ListPagination } from '@wolvo/shared/ui/paged-list/pagination';
import { UserText } from '@wolvo/shared/ui/components/user-text';
import { NAMESPACE } from '../../i18n/namespace';

/** Props of `BillableOrders`. */
export interface BillableOrdersProps {
  clientId: number;
  paging: Paging;
  setPaging: Dispatch<SetStateAction<Paging>>;
  selected: Set<number>;
  setSelected: Dispatch<SetStateAction<Set<number>>>;
  /** Ticks every matching order, not only the page shown. */
  onSelectMatching: () => void;
}

/** A client's billable parcels, server-paged, each to tick for the new payment. */
export function BillableOrders({
  clientId,
  paging,
  setPaging,
  selected,
  setSelected,
  onSelectMatching,
}: BillableOrdersProps) {
  const { t, i18n } = useTranslation(NAMESPACE);
  // A created or grown payment shows here because its mutation invalidates this list.
  const list = useApiQuery(billApi.billableOrders, { query: { clientId, ...paging } }, KEEP_PAGE);
  const { data } = list;
  const loading = list.isFetching;
  const items = data?.items ?? [];
  const tick = (ids: number[], on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      for (const id of ids)
        if (on) next.add(id);
        else next.delete(id);
      return next;
    });

  return (
    <Paper variant="outlined">
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between', p: 2, pb: 0 }}
      >
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {t('invoices.billable')}
        </Typography>
        {(data?.total ?? 0) > 0 && (
          <Button size="small" onClick={onSelectMatching}>
            {t('invoices.select-matching', { count: data?.total ?? 0 })}
          </Button>
        )}
      </Stack>
      <TableContainer>
        <Table size="small" aria-label={t('invoices.billable')} aria-busy={loading}>
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={items.length > 0 && items.every((o) => selected.has(o.id))}
                  onChange={(e) =>
                    tick(
                      items.map((o) => o.id),
                      e.target.checked,
                    )
                  }
                  slotProps={{ input: { 'aria-label': t('invoices.select-all') } }}
                />
              </TableCell>
              <TableCell>{t('invoices.order.code')}</TableCell>
              <TableCell>{t('payments.detail.line.kind')}</TableCell>
              <TableCell>{t('invoices.order.date')}</TableCell>
              <TableCell align="right">{t('invoices.order.price')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {loading && items.length === 0 ? (
              <SkeletonRows rows={3} columns={['s', 'code', 'kind', 'date', 'price']} />
            ) : (
              items.map((o) => (
                <TableRow key={o.id} hover data-testid="billable-row">
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={selected.has(o.id)}
                      onChange={() => tick([o.id], !selected.has(o.id))}
                      slotProps={{
                        input: { 'aria-label': t('invoices.select-order', { code: o.code }) },
                      }}
                    />
                  </TableCell>
                  <TableCell>
                    <UserText>{o.code}</UserText>
                  </TableCell>
                  <TableCell>{t(`invoices.kind.${o.kind}`)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {formatDisplayDate(o.updatedAt, i18n.language)}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <bdi>{formatDinars(o.price, i18n.language)}</bdi>
                  </TableCell>
                </TableRow>
              ))
            )}
            {!loading && items.length === 0 && (
              <EmptyTableRow
                colSpan={5}
                icon={<ReceiptLongOutlinedIcon sx={EMPTY_ICON_SX} />}
                title={t('invoices.no-billable')}
                text=""
              />
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <Box>
        <ListPagination total={data?.total ?? 0} paging={paging} setPaging={setPaging} />
      </Box>
    </Paper>
  );
}

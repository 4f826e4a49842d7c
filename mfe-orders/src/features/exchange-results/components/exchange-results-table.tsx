import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { useTranslation } from 'react-i18next';
import type { ExchangeResult } from '@wolvo/shared/contracts';
import { useLanguage } from '@wolvo/shared/i18n';
import { formatDinars, formatDisplayDate } from '@wolvo/shared/ui/format';
import { StatusChip, TryChip } from '@wolvo/shared/ui/components/status-chip';
import { NAMESPACE } from '../../../i18n/namespace';
import { EMPTY_ICON_SX, EmptyTableRow, SkeletonRows } from '@wolvo/shared/ui/paged-list';
import { UserText } from '@wolvo/shared/ui/components/user-text';

const COLUMNS = [
  'order',
  'recipient',
  'price',
  'status',
  'returning',
  'original',
  'original-status',
] as const;
const CHIP_COLUMNS = new Set<string>(['status', 'original-status']);

/** Props of `ExchangeResultsTable`. */
export interface ExchangeResultsTableProps {
  items: ExchangeResult[];
  loading: boolean;
  skeletonRows: number;
  /** Opens an order (the new one or the original) in the order modal. */
  onOpen: (id: number) => void;
}

function OrderLink({
  id,
  code,
  onOpen,
}: {
  id: number;
  code: string;
  onOpen: (id: number) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Link
      component="button"
      type="button"
      underline="hover"
      onClick={() => onOpen(id)}
      aria-label={t('exchange-results.open', { code })}
      sx={{ fontWeight: 600 }}
    >
      <UserText>{code}</UserText>
    </Link>
  );
}

/** Each exchange beside the order it replaces: both codes open the modal, both statuses as chips. */
export function ExchangeResultsTable({
  items,
  loading,
  skeletonRows,
  onOpen,
}: ExchangeResultsTableProps) {
  const { t } = useTranslation(NAMESPACE);
  const { t: tc } = useTranslation();
  const { language } = useLanguage();

  return (
    <TableContainer component={Paper} variant="outlined">
      <Table
        size="small"
        aria-label={t('pages.exchange-results.title')}
        sx={{ '& th, & td': { px: 1 } }}
      >
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell
                key={column}
                align={column === 'price' ? 'right' : undefined}
                sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
              >
                {t(`exchange-results.column.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {loading && (
            <SkeletonRows
              rows={skeletonRows}
              columns={COLUMNS}
              chipColumns={CHIP_COLUMNS}
              testId="exchange-row-skeleton"
            />
          )}
          {!loading &&
            items.map((item) => (
              <TableRow key={item.id} hover data-testid="exchange-row">
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <OrderLink id={item.id} code={item.code} onOpen={onOpen} />
                  <Typography variant="caption" color="text.secondary" component="div">
                    {tc(`service.${item.service}`, { defaultValue: item.service })} ·{' '}
                    {formatDisplayDate(item.createdAt, language)}
                  </Typography>
                </TableCell>
                <TableCell>{item.recipientName}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <bdi>{formatDinars(item.price, language)}</bdi>
                </TableCell>
                <TableCell>
                  <StatusChip status={item.status} />
                  <TryChip status={item.status} sx={{ marginInlineStart: 0.5 }} />
                </TableCell>
                <TableCell sx={{ minWidth: 120 }}>
                  {item.returningMerchandise || tc('empty-value')}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {item.original ? (
                    <>
                      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                        <SwapHorizIcon fontSize="small" sx={{ color: 'text.disabled' }} />
                        <OrderLink
                          id={item.original.id}
                          code={item.original.code}
                          onOpen={onOpen}
                        />
                      </Box>
                      {item.original.merchandise && (
                        <Typography variant="caption" color="text.secondary" component="div">
                          {item.original.merchandise}
                        </Typography>
                      )}
                    </>
                  ) : (
                    t('exchange-results.no-original')
                  )}
                </TableCell>
                <TableCell>
                  {item.original ? <StatusChip status={item.original.status} /> : tc('empty-value')}
                </TableCell>
              </TableRow>
            ))}
          {!loading && items.length === 0 && (
            <EmptyTableRow
              colSpan={COLUMNS.length}
              icon={<SwapHorizIcon sx={EMPTY_ICON_SX} />}
              title={t('exchange-results.empty.title')}
              text={t('exchange-results.empty.text')}
            />
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

import type { ReactNode } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import { useTranslation } from 'react-i18next';
import type { ClientAccountDto } from '@wolvo/shared/contracts';
import { EMPTY_ICON_SX, EmptyTableRow, SkeletonRows } from '@wolvo/shared/ui/paged-list';

/** What a page's table gets to show: the page of clients, whether it is loading, how many rows to sketch. */
export interface ClientRows {
  items: ClientAccountDto[];
  loading: boolean;
  skeletonRows: number;
}

/** Props of `ClientTable`. */
export interface ClientTableProps extends ClientRows {
  /** The page's i18n namespace: `clients.column.<column>` and `clients.empty.` texts. */
  namespace: string;
  /** The table's accessible name. */
  label: string;
  /** The columns shown, `actions` (aligned to the end) last when there is one. */
  columns: readonly string[];
  /** A client's row: a `TableRow` with the client's id as its key. */
  row: (client: ClientAccountDto) => ReactNode;
}

/** The frame of a table of clients: its header, sketched rows while the first page loads, or "no clients". */
export function ClientTable({
  namespace,
  label,
  columns,
  items,
  loading,
  skeletonRows,
  row,
}: ClientTableProps) {
  const { t } = useTranslation(namespace);
  return (
    <TableContainer>
      <Table size="small" aria-label={label} aria-busy={loading}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c} align={c === 'actions' ? 'right' : undefined}>
                {t(`clients.column.${c}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {loading && items.length === 0 ? (
            <SkeletonRows rows={skeletonRows} columns={columns} />
          ) : (
            items.map(row)
          )}
          {!loading && items.length === 0 && (
            <EmptyTableRow
              colSpan={columns.length}
              icon={<StorefrontOutlinedIcon sx={EMPTY_ICON_SX} />}
              title={t('clients.empty.title')}
              text={t('clients.empty.text')}
            />
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

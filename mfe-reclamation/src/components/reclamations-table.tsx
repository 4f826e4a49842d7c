import type { ReactNode, SetStateAction } from 'react';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import {
  EmptyTableRow,
  SkeletonRows,
  type EmptyListProps,
  type Paging,
} from '@wolvo/shared/ui/paged-list';
import { ListPagination } from '@wolvo/shared/ui/paged-list/pagination';
import { NAMESPACE } from '../i18n/namespace';

const CHIP_COLUMNS: ReadonlySet<string> = new Set(['state']);

/** Props of `ReclamationsTable`. */
export interface ReclamationsTableProps {
  /** The table's accessible name. */
  label: string;
  /** The column keys (`reclamations.col.<key>` headers); a `state` column holds a chip. */
  columns: readonly string[];
  /** The page's answer, absent until the first one arrived. */
  page: { items: readonly unknown[]; total: number } | undefined;
  loading: boolean;
  /** Placeholder rows while the first page loads. */
  skeletonRows: number;
  /** Shown when the page has no row. */
  empty: EmptyListProps;
  paging: Paging;
  setPaging: (next: SetStateAction<Paging>) => void;
  /** The page's rows. */
  children: ReactNode;
}

/** A page of reclamations (the staff inbox, the client's own): the table, its placeholders and pagination. */
export function ReclamationsTable({
  label,
  columns,
  page,
  loading,
  skeletonRows,
  empty,
  paging,
  setPaging,
  children,
}: ReclamationsTableProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              {columns.map((c) => (
                <TableCell key={c}>{t(`reclamations.col.${c}`)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {loading && !page && (
              <SkeletonRows rows={skeletonRows} columns={columns} chipColumns={CHIP_COLUMNS} />
            )}
            {!loading && (page?.items.length ?? 0) === 0 && (
              <EmptyTableRow colSpan={columns.length} {...empty} />
            )}
            {children}
          </TableBody>
        </Table>
      </TableContainer>
      <ListPagination total={page?.total ?? 0} paging={paging} setPaging={setPaging} />
    </Paper>
  );
}

import type { ReactNode } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { EmptyTableRow } from './empty-table-row';
import type { EmptyListProps } from './empty-list-block';
import { SkeletonRows } from './skeleton-rows';

/** Props of `ListTable`. */
export interface ListTableProps<Item> {
  /** The table's accessible name. */
  label: string;
  /** The column keys, `actions` (aligned to the end) last when there is one. */
  columns: readonly string[];
  /** A column's header text. */
  heading: (column: string) => ReactNode;
  /** The page of items. */
  items: readonly Item[];
  /** The page is loading: sketched rows stand in while there is nothing yet, and the table says it is busy. */
  loading: boolean;
  /** How many rows to sketch (the page size, so the table does not jump when the page arrives). */
  skeletonRows: number;
  /** Columns that hold a chip: sketched as one. */
  chipColumns?: ReadonlySet<string>;
  /** An item's row: a `TableRow` with its own key. */
  row: (item: Item) => ReactNode;
  /** What an empty page says (icon, title, sentence). */
  empty: EmptyListProps;
}

/**
 * The frame of a list page's table: its header, sketched rows while the first page loads, the rows, or
 * the empty row. An entry of its own (`@wolvo/shared/ui/paged-list/list-table`): a page that uses only the
 * paged-list hook does not load MUI's table modules.
 * @example <ListTable label={t('pages.partners.title')} columns={COLUMNS} heading={(c) => t(`partners.column.${c}`)} items={items} loading={loading} skeletonRows={limit} row={(p) => <PartnerRow key={p.id} partner={p} />} empty={{ icon, title, text }} />
 */
export function ListTable<Item>({
  label,
  columns,
  heading,
  items,
  loading,
  skeletonRows,
  chipColumns,
  row,
  empty,
}: ListTableProps<Item>) {
  return (
    <TableContainer>
      <Table size="small" aria-label={label} aria-busy={loading}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c} align={c === 'actions' ? 'right' : undefined}>
                {heading(c)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {loading && items.length === 0 ? (
            <SkeletonRows rows={skeletonRows} columns={columns} chipColumns={chipColumns} />
          ) : (
            items.map(row)
          )}
          {!loading && items.length === 0 && <EmptyTableRow colSpan={columns.length} {...empty} />}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

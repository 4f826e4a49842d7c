import Skeleton from '@mui/material/Skeleton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';

/** Props of `SkeletonRows`. */
export interface SkeletonRowsProps {
  /** How many placeholder rows (the page size, so the table does not jump when the page arrives). */
  rows: number;
  /** The table's column keys: one placeholder cell each. */
  columns: readonly string[];
  /** Columns that hold a chip (status...): a rounded placeholder of a chip's size. */
  chipColumns?: ReadonlySet<string>;
  /** A leading selection-checkbox column. */
  checkbox?: boolean;
  /** `data-testid` of each row. */
  testId?: string;
}

/**
 * The placeholder rows of a paged table while its first page loads.
 * @example {loading && <SkeletonRows rows={paging.limit} columns={COLUMNS} chipColumns={CHIP_COLUMNS} />}
 */
export function SkeletonRows({ rows, columns, chipColumns, checkbox, testId }: SkeletonRowsProps) {
  return Array.from({ length: rows }, (_, row) => (
    <TableRow key={`skeleton-${row}`} data-testid={testId}>
      {checkbox && (
        <TableCell padding="checkbox">
          <Skeleton variant="rounded" width={18} height={18} sx={{ mx: 'auto' }} />
        </TableCell>
      )}
      {columns.map((column) => {
        const chip = chipColumns?.has(column) ?? false;
        return (
          <TableCell key={column}>
            <Skeleton
              variant={chip ? 'rounded' : 'text'}
              width={chip ? 72 : '80%'}
              height={chip ? 22 : undefined}
            />
          </TableCell>
        );
      })}
    </TableRow>
  ));
}

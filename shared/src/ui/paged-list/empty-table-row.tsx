import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { EmptyListBlock, type EmptyListProps } from './empty-list-block';

/** Props of `EmptyTableRow`. */
export interface EmptyTableRowProps extends EmptyListProps {
  /** The table's column count: the row spans them all. */
  colSpan: number;
}

/** The style of an empty table's icon. */
export const EMPTY_ICON_SX = { fontSize: 48, color: 'text.disabled', mb: 1 } as const;

/**
 * The one row of an empty table: an icon, a title and a sentence, announced as a status.
 * @example {!loading && items.length === 0 && <EmptyTableRow colSpan={5} icon={icon} title={t('x.empty.title')} text={t('x.empty.text')} />}
 */
export function EmptyTableRow({ colSpan, ...block }: EmptyTableRowProps) {
  return (
    <TableRow>
      <TableCell colSpan={colSpan} sx={{ borderBottom: 0 }}>
        <EmptyListBlock {...block} />
      </TableCell>
    </TableRow>
  );
}

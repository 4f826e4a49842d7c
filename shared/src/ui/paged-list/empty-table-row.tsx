import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

/** Props of `EmptyListBlock`. */
export interface EmptyListProps {
  /** A large icon, e.g. `<InboxOutlinedIcon sx={EMPTY_ICON_SX} />`. */
  icon: ReactNode;
  title: string;
  text: string;
}

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

/** An empty list's icon, title and sentence, announced as a status (the table row's and the cards' body). */
export function EmptyListBlock({ icon, title, text }: EmptyListProps) {
  return (
    <Box
      role="status"
      sx={{ py: 6, display: 'flex', flexDirection: 'column', alignItems: 'center' }}
    >
      {icon}
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
        {text}
      </Typography>
    </Box>
  );
}

import type { MouseEvent, ReactNode } from 'react';
import Checkbox from '@mui/material/Checkbox';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';

// A paged table's selection and opening cells. In a row that opens on a click (`inClickableRow`), a click
// on its checkbox or link must not open it a second time.
const stopPropagation = (event: MouseEvent) => event.stopPropagation();

/** Props of `SelectAllCell`. */
export interface SelectAllCellProps {
  /** The page's rows, and how many of them are selected. */
  rows: number;
  selected: number;
  /** The page loads: the box waits for it. */
  loading?: boolean;
  onToggleAll: (checked: boolean) => void;
  /** The box's accessible name ("Tout sélectionner"). */
  label: string;
}

/**
 * The header cell that selects or clears the whole page: mixed when only some rows are selected.
 * @example <SelectAllCell rows={items.length} selected={onPage} loading={loading} onToggleAll={onToggleAll} label={t('x.select-all')} />
 */
export function SelectAllCell({ rows, selected, loading, onToggleAll, label }: SelectAllCellProps) {
  return (
    <TableCell padding="checkbox">
      <Checkbox
        size="small"
        checked={rows > 0 && selected === rows}
        indeterminate={selected > 0 && selected < rows}
        disabled={rows === 0 || loading}
        onChange={(event) => onToggleAll(event.target.checked)}
        slotProps={{ input: { 'aria-label': label } }}
      />
    </TableCell>
  );
}

/** Props of `SelectRowCell`. */
export interface SelectRowCellProps {
  checked: boolean;
  onToggle: () => void;
  /** The box's accessible name ("Sélectionner WLV123"). */
  label: string;
  /** The row opens on a click: a click on the box only selects it. */
  inClickableRow?: boolean;
}

/**
 * A row's selection cell.
 * @example <SelectRowCell checked={selected} onToggle={() => onToggle(item)} label={t('x.select-row', { code })} inClickableRow />
 */
export function SelectRowCell({ checked, onToggle, label, inClickableRow }: SelectRowCellProps) {
  return (
    <TableCell padding="checkbox" onClick={inClickableRow ? stopPropagation : undefined}>
      <Checkbox
        size="small"
        checked={checked}
        onChange={onToggle}
        slotProps={{ input: { 'aria-label': label } }}
      />
    </TableCell>
  );
}

/** Props of `RowOpenLink`. */
export interface RowOpenLinkProps {
  onOpen: () => void;
  /** The link's accessible name ("Ouvrir la commande WLV123"). */
  label: string;
  /** The row opens on a click too: the link's click opens it once. */
  inClickableRow?: boolean;
  /** The row's name (an order's code). */
  children: ReactNode;
}

/**
 * A row's name as a link that opens it: the keyboard's way in.
 * @example <RowOpenLink onOpen={() => onOpen(item)} label={t('x.open-row', { code })}>{code}</RowOpenLink>
 */
export function RowOpenLink({ onOpen, label, inClickableRow, children }: RowOpenLinkProps) {
  return (
    <Link
      component="button"
      type="button"
      underline="hover"
      onClick={(event) => {
        if (inClickableRow) event.stopPropagation();
        onOpen();
      }}
      aria-label={label}
      sx={{ fontWeight: 600 }}
    >
      {children}
    </Link>
  );
}

import type { ReactNode } from 'react';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import { useTranslation } from 'react-i18next';
import type { ClientAccountDto } from '@wolvo/shared/contracts';
import { EMPTY_ICON_SX } from '@wolvo/shared/ui/paged-list';
import { ListTable } from '@wolvo/shared/ui/paged-list/list-table';

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

/** A table of clients: the list table with the clients' headers and their "no clients" row. */
export function ClientTable({ namespace, ...table }: ClientTableProps) {
  const { t } = useTranslation(namespace);
  return (
    <ListTable
      {...table}
      heading={(c) => t(`clients.column.${c}`)}
      empty={{
        icon: <StorefrontOutlinedIcon sx={EMPTY_ICON_SX} />,
        title: t('clients.empty.title'),
        text: t('clients.empty.text'),
      }}
    />
  );
}

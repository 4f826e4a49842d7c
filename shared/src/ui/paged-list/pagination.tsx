import type { SetStateAction } from 'react';
import TablePagination from '@mui/material/TablePagination';
import { useTranslation } from 'react-i18next';
import type { Paging } from './paging';

/** The page sizes a list offers. */
export const PAGE_SIZES = [10, 20, 30, 100];

/** Props of `ListPagination`. */
export interface ListPaginationProps {
  /** The list's total rows, 0 until a page has arrived. */
  total: number;
  /** The total was counted only up to it (the answer's `totalIsLowerBound`): shown as "10 000+". */
  totalIsLowerBound?: boolean;
  paging: Paging;
  setPaging: (next: SetStateAction<Paging>) => void;
  /** Called after the page or its size changed (a list drops its selection). */
  onPaged?: () => void;
}

/**
 * The pagination under a paged table: page and page size, a new size back to the first page. Below
 * 600 px its row wraps (an Arabic label is longer than a phone is wide; what does not fit would stick
 * out on the start side, where nothing scrolls to it).
 * @example <ListPagination total={data?.total ?? 0} paging={paging} setPaging={setPaging} />
 */
export function ListPagination({
  total,
  totalIsLowerBound,
  paging,
  setPaging,
  onPaged,
}: ListPaginationProps) {
  const { t, i18n } = useTranslation();
  return (
    <TablePagination
      component="div"
      // -1: MUI's unknown count, so the next page stays reachable past the bound.
      count={totalIsLowerBound ? -1 : total}
      page={total > 0 ? Math.floor(paging.offset / paging.limit) : 0}
      rowsPerPage={paging.limit}
      rowsPerPageOptions={PAGE_SIZES}
      onPageChange={(_, page) => {
        setPaging((p) => ({ ...p, offset: page * p.limit }));
        onPaged?.();
      }}
      onRowsPerPageChange={(event) => {
        setPaging({ offset: 0, limit: Number(event.target.value) });
        onPaged?.();
      }}
      labelRowsPerPage={t('list.pagination.rows-per-page')}
      labelDisplayedRows={({ from, to, count }) =>
        totalIsLowerBound
          ? t('list.pagination.range-bounded', {
              from,
              to,
              count: new Intl.NumberFormat(i18n.language).format(total),
            })
          : t('list.pagination.range', { from, to, count })
      }
      getItemAriaLabel={(type) => t(`list.pagination.${type}`)}
      sx={{
        '& .MuiTablePagination-toolbar': { flexWrap: { xs: 'wrap', sm: 'nowrap' } },
        '& .MuiTablePagination-spacer': { display: { xs: 'none', sm: 'block' } },
      }}
    />
  );
}

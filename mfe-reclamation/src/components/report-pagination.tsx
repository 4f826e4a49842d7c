import { useId, type SetStateAction } from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { REPORT_PAGE_SIZES } from '@wolvo/shared/contracts';
import type { Paging } from '@wolvo/shared/ui/paged-list';
import { NAMESPACE } from '../i18n/namespace';

/** Props of `ReportPagination`. */
export interface ReportPaginationProps {
  total: number;
  /** The total was counted only up to it (the answer's `totalIsLowerBound`): "10 000+", one page more. */
  totalIsLowerBound?: boolean;
  paging: Paging;
  setPaging: (next: SetStateAction<Paging>) => void;
  /** Called after the page or its size changed (the table drops its selection). */
  onPaged?: () => void;
}

/**
 * The report tables' pagination (spec section 9): page sizes 5, 10, 20, 30, 100 and at most 7 page items,
 * the first and last pages always shown with ellipses between.
 */
export function ReportPagination({
  total,
  totalIsLowerBound,
  paging,
  setPaging,
  onPaged,
}: ReportPaginationProps) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const id = useId();
  const page = Math.floor(paging.offset / paging.limit) + 1;
  // Past a bounded total, the page after the current one stays reachable.
  const pages = Math.max(1, Math.ceil(total / paging.limit), totalIsLowerBound ? page + 1 : 1);
  const from = total ? paging.offset + 1 : 0;
  const to = totalIsLowerBound
    ? paging.offset + paging.limit
    : Math.min(total, paging.offset + paging.limit);
  return (
    <Stack
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ alignItems: 'center', justifyContent: 'flex-end', flexWrap: 'wrap', py: 1 }}
    >
      <FormControl size="small" sx={{ minWidth: 170 }}>
        <InputLabel size="small" id={`${id}-size`}>
          {t('report.page-size')}
        </InputLabel>
        <Select
          size="small"
          labelId={`${id}-size`}
          label={t('report.page-size')}
          value={paging.limit}
          onChange={(event) => {
            setPaging({ offset: 0, limit: Number(event.target.value) });
            onPaged?.();
          }}
        >
          {REPORT_PAGE_SIZES.map((size) => (
            <MenuItem key={size} value={size}>
              {size}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <Typography variant="body2" color="text.secondary">
        {totalIsLowerBound
          ? t('report.range-bounded', {
              from,
              to,
              count: new Intl.NumberFormat(i18n.language).format(total),
            })
          : t('report.range', { from, to, count: total })}
      </Typography>
      <Pagination
        count={pages}
        page={Math.min(page, pages)}
        siblingCount={1}
        boundaryCount={1}
        color="primary"
        shape="rounded"
        aria-label={t('report.pagination')}
        getItemAriaLabel={(type, page, selected) =>
          type === 'page'
            ? t(selected ? 'list.pagination.current-page' : 'list.pagination.page', {
                ns: 'common',
                page,
              })
            : t(`list.pagination.${type}`, { ns: 'common' })
        }
        onChange={(_, next) => {
          setPaging((p) => ({ ...p, offset: (next - 1) * p.limit }));
          onPaged?.();
        }}
      />
    </Stack>
  );
}

import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslation } from 'react-i18next';
import { DateRangePicker, type DateRangeSelection } from '@wolvo/shared/ui/date-range';
import { NAMESPACE } from '../../../i18n/namespace';
import type { FilterOption } from '../api/filter-options';

/** The top bar's filters (kept in page state). */
export interface ReportFilterValues {
  period: DateRangeSelection | null;
  business: number | null;
  deliveryCompany: number | null;
}

/** Props of `ReportFilters`. */
export interface ReportFiltersProps {
  values: ReportFilterValues;
  onChange: (next: ReportFilterValues) => void;
  accountCreatedAt: string | null;
  senders: FilterOption[];
  partners: FilterOption[];
  search: string;
  onSearch: (text: string) => void;
}

/** Sender and partner filters, the date-range picker and the search box of the report screen. */
export function ReportFilters({
  values,
  onChange,
  accountCreatedAt,
  senders,
  partners,
  search,
  onSearch,
}: ReportFiltersProps) {
  const { t } = useTranslation(NAMESPACE);
  const id = useId();
  const select = (key: 'business' | 'deliveryCompany', label: string, options: FilterOption[]) => (
    <FormControl size="small" sx={{ minWidth: 170, maxWidth: 240 }}>
      <InputLabel size="small" id={`${id}-${key}`}>
        {label}
      </InputLabel>
      <Select
        size="small"
        labelId={`${id}-${key}`}
        label={label}
        value={values[key] === null ? '' : String(values[key])}
        onChange={(event) =>
          onChange({ ...values, [key]: event.target.value ? Number(event.target.value) : null })
        }
      >
        <MenuItem value="">{t('report.filters.all')}</MenuItem>
        {options.map((option) => (
          <MenuItem key={option.id} value={String(option.id)}>
            {option.name}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      {select('business', t('report.filters.sender'), senders)}
      {select('deliveryCompany', t('report.filters.partner'), partners)}
      <DateRangePicker
        value={values.period}
        onChange={(period) => onChange({ ...values, period })}
        accountCreatedAt={accountCreatedAt}
        withComparison={false}
      />
      <TextField
        size="small"
        value={search}
        type="search"
        onChange={(event) => onSearch(event.target.value)}
        placeholder={t('report.filters.search')}
        sx={{ flex: '1 1 260px', maxWidth: 420 }}
        slotProps={{
          htmlInput: { 'aria-label': t('report.filters.search') },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
    </Stack>
  );
}

import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useIsPhone } from '@wolvo/shared/hooks/use-is-phone';
import {
  DateRangePicker,
  toRequestRange,
  type DateRangeSelection,
} from '@wolvo/shared/ui/date-range';
import { FilterSheet, ListSearchField } from '@wolvo/shared/ui/paged-list';
import { NAMESPACE } from '../../../i18n/namespace';

/** A choice of the sender or partner filter (a company or a delivery partner). */
export interface FilterOption {
  id: number;
  name: string;
}

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
  /** The sender filter's choices; without them (the client's page) no sender filter. */
  senders?: FilterOption[];
  /** The partner filter's choices; without them (the client's page) no partner filter. */
  partners?: FilterOption[];
  /** The period the page starts with: a different one counts as an active filter on a phone. */
  defaultPeriod?: DateRangeSelection | null;
  search: string;
  onSearch: (text: string) => void;
}

/** A period as the days it asks for, to compare two periods. */
const periodKey = (period: DateRangeSelection | null) =>
  period ? JSON.stringify(toRequestRange(period.current)) : '';

/**
 * Sender and partner filters, the date-range picker and the search box of the report screens. Below
 * 600 px the search stays in view and the others fold into one filter sheet.
 */
export function ReportFilters({
  values,
  onChange,
  accountCreatedAt,
  senders,
  partners,
  search,
  onSearch,
  defaultPeriod = null,
}: ReportFiltersProps) {
  const { t } = useTranslation(NAMESPACE);
  const id = useId();
  const phone = useIsPhone();
  const activeCount =
    (periodKey(values.period) !== periodKey(defaultPeriod) ? 1 : 0) +
    (values.business !== null ? 1 : 0) +
    (values.deliveryCompany !== null ? 1 : 0);
  const select = (
    key: 'business' | 'deliveryCompany',
    label: string,
    options: FilterOption[] | undefined,
  ) =>
    options && (
      <FormControl size="small" sx={{ minWidth: 170, maxWidth: { sm: 240 } }}>
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
  const others = (
    <>
      {select('business', t('report.filters.sender'), senders)}
      {select('deliveryCompany', t('report.filters.partner'), partners)}
      <DateRangePicker
        value={values.period}
        onChange={(period) => onChange({ ...values, period })}
        accountCreatedAt={accountCreatedAt}
        withComparison={false}
      />
    </>
  );
  const searchBox = (
    <ListSearchField
      label={t('report.filters.search')}
      value={search}
      onChange={onSearch}
      sx={{ flex: '1 1 260px', maxWidth: 420 }}
    />
  );
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      {phone ? (
        <>
          {searchBox}
          <FilterSheet activeCount={activeCount}>
            <Stack spacing={2}>{others}</Stack>
          </FilterSheet>
        </>
      ) : (
        <>
          {others}
          {searchBox}
        </>
      )}
    </Stack>
  );
}

import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import IconButton from '@mui/material/IconButton';
import InputLabel from '@mui/material/InputLabel';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import CloseIcon from '@mui/icons-material/Close';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsPhone } from '@wolvo/shared/hooks/use-is-phone';
import { FilterSheet, ListSearchField } from '@wolvo/shared/ui/paged-list';
import {
  ORDER_SOURCES,
  ORDER_STATUSES,
  SERVICE_TYPES,
  type BusinessSummary,
} from '@wolvo/shared/contracts';
import { DateRangePicker, type DateRangeSelection } from '@wolvo/shared/ui/date-range';
import { NAMESPACE } from '../../../i18n/namespace';

/** The list's filters (kept in page state). */
export interface OrderFilterValues {
  /** The applied period; null: the server's default (today and every order not collected yet). */
  period: DateRangeSelection | null;
  status: string[];
  service: string;
  source: string;
  businessId: number | null;
}

/** Filters with nothing chosen. */
export const NO_FILTERS: OrderFilterValues = {
  period: null,
  status: [],
  service: '',
  source: '',
  businessId: null,
};

/** Props of `OrderFilters`. */
export interface OrderFiltersProps {
  values: OrderFilterValues;
  onChange: (next: OrderFilterValues) => void;
  accountCreatedAt: string | null;
  search: string;
  onSearch: (text: string) => void;
  businesses: BusinessSummary[];
}

/** Search box, period, status, service, source and company of the orders list. */
export function OrderFilters({
  values,
  onChange,
  accountCreatedAt,
  search,
  onSearch,
  businesses,
}: OrderFiltersProps) {
  const { t } = useTranslation(NAMESPACE);
  const { t: tc } = useTranslation();
  const id = useId();
  const statusLabel = (status: string) => tc(`status.${status}`, { defaultValue: status });
  const touched =
    values.period !== null ||
    values.status.length > 0 ||
    values.service !== '' ||
    values.source !== '' ||
    values.businessId !== null ||
    search !== '';
  const phone = useIsPhone();
  const activeCount =
    (values.period !== null ? 1 : 0) +
    (values.status.length > 0 ? 1 : 0) +
    (values.service !== '' ? 1 : 0) +
    (values.source !== '' ? 1 : 0) +
    (values.businessId !== null ? 1 : 0);

  const period = (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      {/* No period: the server's own list (today and every order not collected yet). */}
      <DateRangePicker
        value={values.period}
        emptyLabel={t('order-list.filter.default-period')}
        onChange={(period) => onChange({ ...values, period })}
        accountCreatedAt={accountCreatedAt}
        withComparison={false}
      />
      {values.period !== null && (
        <Tooltip title={t('order-list.filter.clear-period')}>
          <IconButton
            size="small"
            aria-label={t('order-list.filter.clear-period')}
            onClick={() => onChange({ ...values, period: null })}
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Stack>
  );
  const selects = (
    <Stack
      direction={phone ? 'column' : 'row'}
      spacing={1.5}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: phone ? 'stretch' : 'center' }}
    >
      <FormControl size="small" sx={{ minWidth: 200, maxWidth: phone ? undefined : 320 }}>
        <InputLabel size="small" id={`${id}-status`}>
          {t('order-list.filter.status')}
        </InputLabel>
        <Select
          size="small"
          labelId={`${id}-status`}
          multiple
          value={values.status}
          label={t('order-list.filter.status')}
          onChange={(event) => {
            const next = event.target.value;
            onChange({ ...values, status: typeof next === 'string' ? next.split(',') : next });
          }}
          renderValue={(selected) => selected.map(statusLabel).join(', ')}
          MenuProps={{ slotProps: { paper: { sx: { maxHeight: 360 } } } }}
        >
          {ORDER_STATUSES.map((status) => (
            <MenuItem key={status} value={status} dense>
              <Checkbox size="small" checked={values.status.includes(status)} />
              <ListItemText primary={statusLabel(status)} />
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <FormControl size="small" sx={{ minWidth: 160 }}>
        <InputLabel size="small" id={`${id}-service`}>
          {t('order-list.filter.service')}
        </InputLabel>
        <Select
          size="small"
          labelId={`${id}-service`}
          value={values.service}
          label={t('order-list.filter.service')}
          onChange={(event) => onChange({ ...values, service: event.target.value })}
        >
          <MenuItem value="">{t('order-list.filter.any')}</MenuItem>
          {SERVICE_TYPES.map((service) => (
            <MenuItem key={service} value={service}>
              {tc(`service.${service}`)}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <FormControl size="small" sx={{ minWidth: 150 }}>
        <InputLabel size="small" id={`${id}-source`}>
          {t('order-list.filter.source')}
        </InputLabel>
        <Select
          size="small"
          labelId={`${id}-source`}
          value={values.source}
          label={t('order-list.filter.source')}
          onChange={(event) => onChange({ ...values, source: event.target.value })}
        >
          <MenuItem value="">{t('order-list.filter.any')}</MenuItem>
          {ORDER_SOURCES.map((source) => (
            <MenuItem key={source} value={source}>
              {tc(`source.${source}`)}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <FormControl size="small" sx={{ minWidth: 170 }}>
        <InputLabel size="small" id={`${id}-company`}>
          {t('order-list.filter.company')}
        </InputLabel>
        <Select
          size="small"
          labelId={`${id}-company`}
          value={values.businessId === null ? '' : String(values.businessId)}
          label={t('order-list.filter.company')}
          onChange={(event) =>
            onChange({
              ...values,
              businessId: event.target.value === '' ? null : Number(event.target.value),
            })
          }
        >
          <MenuItem value="">{t('order-list.filter.any')}</MenuItem>
          {businesses.map((business) => (
            <MenuItem key={business.id} value={String(business.id)}>
              {business.name}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      {touched && (
        <Button
          size="small"
          onClick={() => {
            onSearch('');
            onChange(NO_FILTERS);
          }}
        >
          {t('order-list.filter.clear')}
        </Button>
      )}
    </Stack>
  );

  return (
    <Stack spacing={1.5}>
      <Stack
        direction="row"
        spacing={1.5}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'center' }}
      >
        <ListSearchField
          label={t('order-list.search')}
          value={search}
          onChange={onSearch}
          sx={{ flex: '1 1 280px', maxWidth: 420 }}
        />
        {/* On a phone the period and the selects fold into one sheet; the search stays in view. */}
        {phone ? (
          <FilterSheet activeCount={activeCount}>
            <Stack spacing={2}>
              {period}
              {selects}
            </Stack>
          </FilterSheet>
        ) : (
          period
        )}
      </Stack>
      {!phone && selects}
    </Stack>
  );
}

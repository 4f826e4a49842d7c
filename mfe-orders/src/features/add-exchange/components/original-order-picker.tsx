import { useEffect, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SEARCH_DEBOUNCE_MS, type OrderListItem } from '@wolvo/shared/contracts';
import { ordersApi } from '@wolvo/shared/contracts/orders/endpoints';
import { formatDinars } from '@wolvo/shared/ui/format';
import { useDebouncedValue } from '@wolvo/shared/hooks';
import { toastApiError } from '@wolvo/shared/http';
import { KEEP_PAGE, useApiQuery } from '@wolvo/shared/query';
import { StatusChip } from '@wolvo/shared/ui/components/status-chip';
import { UserText } from '@wolvo/shared/ui/components/user-text';
import { NAMESPACE } from '../../../i18n/namespace';

/** How many candidates the picker lists. */
const PICKER_LIMIT = 10;

/** Props of `OriginalOrderPicker`. */
export interface OriginalOrderPickerProps {
  value: OrderListItem | null;
  onChange: (order: OrderListItem | null) => void;
  /** The period searched (yyyy-MM-dd): the account's whole life. */
  range: { from: string; to: string };
  disabled: boolean;
  /** Error text under the field. */
  error?: string;
  /** The field's label (the order to exchange by default). */
  label?: string;
  /** The server's name of the field, which its errors carry. */
  field?: 'exchangeOrderId' | 'returningOrderId';
}

const MIN_SEARCH = 2;

/**
 * Finds the order an exchange replaces (or a counter-exchange takes back) by id, code, phone or recipient
 * name (server search, debounced).
 */
export function OriginalOrderPicker({
  value,
  onChange,
  range,
  disabled,
  error,
  label,
  field = 'exchangeOrderId',
}: OriginalOrderPickerProps) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input.trim(), SEARCH_DEBOUNCE_MS);
  // The caller's orders whose id, code, partner code, phone or recipient name match; the last answer
  // stays while the next is asked, and a chosen order's own code asks nothing.
  const found = useApiQuery(
    ordersApi.ofTheDay,
    { query: { ...range, offset: 0, limit: PICKER_LIMIT, search } },
    { enabled: search.length >= MIN_SEARCH && !(value && search === value.code), ...KEEP_PAGE },
  );
  const options = found.data?.items ?? [];
  const loading = found.isFetching;
  useEffect(() => {
    if (found.error) toastApiError(found.error);
  }, [found.error]);

  return (
    <Autocomplete
      options={value && !options.some((o) => o.id === value.id) ? [value, ...options] : options}
      value={value}
      onChange={(_, next) => onChange(next)}
      inputValue={input}
      onInputChange={(_, text) => setInput(text)}
      getOptionLabel={(order) => order.partnerCode || order.code}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      // The server filters; the picker shows what it answers.
      filterOptions={(x) => x}
      loading={loading}
      loadingText={t('add-exchange.search.searching')}
      noOptionsText={
        search.length < MIN_SEARCH ? t('add-exchange.search.hint') : t('add-exchange.search.none')
      }
      disabled={disabled}
      sx={{ gridColumn: '1 / -1' }}
      renderOption={({ key, ...props }, order) => (
        <Box component="li" key={key} {...props} sx={{ gap: 1.5 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              <UserText>{order.partnerCode || order.code}</UserText> ·{' '}
              <UserText>{order.recipient.fullname}</UserText>
            </Typography>
            <Typography variant="caption" color="text.secondary" component="div">
              <UserText>{order.recipient.phone1}</UserText> ·{' '}
              <UserText>{order.merchandise}</UserText> ·{' '}
              <bdi>{formatDinars(order.price, i18n.language)}</bdi>
            </Typography>
          </Box>
          <StatusChip status={order.status} />
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          required
          label={label ?? t('add-exchange.search.label')}
          placeholder={t('add-exchange.search.placeholder')}
          size="small"
          error={Boolean(error)}
          helperText={error || (value ? undefined : t('add-exchange.search.hint'))}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {loading && <CircularProgress color="inherit" size={18} />}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
            formHelperText: { 'data-field': field } as object,
          }}
        />
      )}
    />
  );
}

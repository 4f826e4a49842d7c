import { useEffect, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { SEARCH_DEBOUNCE_MS, type ClientAccountDto } from '@wolvo/shared/contracts';
import { clientApi } from '@wolvo/shared/contracts/clients/endpoints';
import { useDebouncedValue } from '@wolvo/shared/hooks';
import { KEEP_PAGE, useApiQuery } from '@wolvo/shared/query';
import { NAMESPACE } from '../../i18n/namespace';

/** The ten clients a search shows. */
const SEARCHED = 10;

/** Props of `ClientPicker`. */
export interface ClientPickerProps {
  client: ClientAccountDto | null;
  onChange: (client: ClientAccountDto | null) => void;
  /** A client to start with (from the payment calendar): found by its name, kept by its id. */
  initialClient: { id: number; name: string } | null;
}

/** The client of a new payment, searched by name, email, phone or company. */
export function ClientPicker({ client, onChange, initialClient }: ClientPickerProps) {
  const { t } = useTranslation(NAMESPACE);
  const [search, setSearch] = useState(initialClient?.name ?? '');
  const debounced = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const term = debounced.trim();
  const found = useApiQuery(
    clientApi.list,
    { query: { offset: 0, limit: SEARCHED, ...(term && { search: term }) } },
    KEEP_PAGE,
  );
  const options = found.isError ? [] : (found.data?.items ?? []);

  // A client to start with is picked once its search has found it.
  useEffect(() => {
    const preset = initialClient && options.find((c) => c.id === initialClient.id);
    if (preset && !client) onChange(preset);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when an answer comes, not on each pick
  }, [found.data, initialClient]);

  return (
    <Autocomplete
      options={options}
      value={client}
      filterOptions={(x) => x}
      getOptionLabel={(c) => `${c.fullname} — ${c.companies[0] ?? ''}`}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onInputChange={(_, value) => setSearch(value)}
      onChange={(_, next) => onChange(next)}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('invoices.client')}
          helperText={t('invoices.client-hint')}
        />
      )}
      sx={{ maxWidth: 520 }}
    />
  );
}

import { useEffect, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import {
  SEARCH_DEBOUNCE_MS,
  type ClientAccountDto,
  type ClientAccountsPage,
} from '@wolvo/shared/contracts';
import { useDebouncedValue } from '@wolvo/shared/hooks';
import { httpClient } from '@wolvo/shared/http';
import { NAMESPACE } from '../../i18n/namespace';

// GET /v1/client/getAllClients belongs to the clients' area, which has no contract of its own yet: this
// one call stays hand-written until that area's endpoints exist.
async function searchClients(search: string): Promise<ClientAccountDto[]> {
  const { data } = await httpClient.get<ClientAccountsPage>('/v1/client/getAllClients', {
    params: { offset: 0, limit: 10, ...(search.trim() && { search: search.trim() }) },
  });
  return data.items;
}

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
  const [options, setOptions] = useState<ClientAccountDto[]>([]);

  useEffect(() => {
    let live = true;
    searchClients(debounced).then(
      (found) => {
        if (!live) return;
        setOptions(found);
        const preset = initialClient && found.find((c) => c.id === initialClient.id);
        if (preset && !client) onChange(preset);
      },
      () => live && setOptions([]),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- asked again when the search changes, not the pick
  }, [debounced, initialClient]);

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

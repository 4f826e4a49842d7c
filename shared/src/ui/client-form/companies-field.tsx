import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MAX_CLIENT_COMPANIES, type AddClientRequest } from '@wolvo/shared/contracts';
import type { ClientFormValues } from '@wolvo/shared/ui/client-form/values';

/** Props of `CompaniesField`. */
export interface CompaniesFieldProps {
  control: Control<ClientFormValues, unknown, AddClientRequest>;
  label: string;
  /** The field's error text, if any. */
  error?: string;
  hint?: string;
  /** Empty companies are marked at once (the editor, spec section 5), not only on save. */
  flagEmpty: boolean;
  disabled: boolean;
}

/** A client's companies: typed names as chips, the first (the main one) filled, at most MAX_CLIENT_COMPANIES. */
export function CompaniesField({
  control,
  label,
  error,
  hint,
  flagEmpty,
  disabled,
}: CompaniesFieldProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  return (
    <Controller
      control={control}
      name="companies"
      render={({ field }) => {
        const empty = flagEmpty && field.value.length === 0;
        return (
          <Autocomplete
            multiple
            freeSolo
            options={[]}
            value={field.value}
            inputValue={draft}
            onInputChange={(_, value) => setDraft(value)}
            onChange={(_, names) =>
              field.onChange(
                names
                  .map((n) => n.trim())
                  .filter(Boolean)
                  .slice(0, MAX_CLIENT_COMPANIES),
              )
            }
            onBlur={field.onBlur}
            disabled={disabled}
            renderValue={(names, getItemProps) =>
              names.map((name, index) => {
                const { key, ...itemProps } = getItemProps({ index });
                return (
                  <Chip
                    key={key}
                    label={name}
                    color="primary"
                    variant={index === 0 ? 'filled' : 'outlined'}
                    {...itemProps}
                  />
                );
              })
            }
            renderInput={(params) => (
              <TextField
                {...params}
                inputRef={field.ref}
                label={label}
                name="companies"
                required
                error={!!error || empty}
                helperText={error ?? (empty ? t('field.required') : hint)}
              />
            )}
          />
        );
      }}
    />
  );
}

import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import SearchIcon from '@mui/icons-material/Search';

/** Props of `ListSearchField`. */
export interface ListSearchFieldProps {
  /** The field's label, which is also its accessible name. */
  label: string;
  value: string;
  /** Gets the new text; a paged list also goes back to its first page here. */
  onChange: (text: string) => void;
  sx?: SxProps<Theme>;
}

/**
 * The search box above a paged list: one look on every list page (labelled, with a search icon). The
 * list debounces the text itself (`useDebouncedValue`) before it asks the server.
 * @example <ListSearchField label={t('clients.search')} value={search} onChange={(text) => { setSearch(text); firstPage(); }} />
 */
export function ListSearchField({ label, value, onChange, sx }: ListSearchFieldProps) {
  return (
    <TextField
      type="search"
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={sx}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

import TextField from '@mui/material/TextField';

/** Props of `FilterSelect`. */
export interface FilterSelectProps {
  label: string;
  /** The chosen id, or null for the first option ("all"). */
  value: number | null;
  allLabel: string;
  options: ReadonlyArray<{ id: number; name: string }>;
  onChange: (value: number | null) => void;
}

/**
 * A dashboard's filter (client, partner): a native select, so its options need no menu from another
 * container's copy of MUI (a remote-only `Select` with the host's `MenuItem` finds no menu context).
 */
export function FilterSelect({ label, value, allLabel, options, onChange }: FilterSelectProps) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value === null ? '' : String(value)}
      onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 220 }}
    >
      <option value="">{allLabel}</option>
      {options.map((o) => (
        <option key={o.id} value={String(o.id)}>
          {o.name}
        </option>
      ))}
    </TextField>
  );
}

import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

/** One choice of a `SelectField`: the value it sets and the text it shows. */
export interface SelectOption<V extends string> {
  value: V;
  label: string;
}

/** Props of `SelectField`: a `TextField`'s, with the value, the choices and the chosen value's callback. */
export type SelectFieldProps<V extends string> = Omit<
  TextFieldProps,
  'select' | 'value' | 'onChange' | 'children'
> & {
  /** The chosen value; '' shows none. */
  value: V | '';
  options: ReadonlyArray<SelectOption<V>>;
  onChange: (value: V) => void;
};

/**
 * A form's drop-down (`TextField select` with one `MenuItem` a choice): the order forms' company,
 * payment type, source and service.
 * @example <SelectField label="Service" value={service} options={services} onChange={setService} />
 */
export function SelectField<V extends string>({
  value,
  options,
  onChange,
  ...props
}: SelectFieldProps<V>) {
  return (
    <TextField {...props} select value={value} onChange={(e) => onChange(e.target.value as V)}>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

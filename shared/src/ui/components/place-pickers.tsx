import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import {
  delegationArabicName,
  delegationMatches,
  delegationsOf,
  GOVERNORATE_ARABIC_NAMES,
  GOVERNORATE_NAMES,
  governorateMatches,
} from '../../geo';
import { useLanguage } from '../../i18n';

/** What both place pickers take: the text field's label, name, state and message. */
interface PlaceFieldProps {
  value: string;
  onChange: (next: string) => void;
  label: string;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  /** The field's translated error; shown instead of `hint`. */
  error?: string;
  hint?: string;
  size?: 'small' | 'medium';
}

/**
 * A governorate chosen among Tunisia's 24 by typing its French or Arabic name. In Arabic the options
 * read "Arabic (French)"; the value is always the French name, as the server stores it.
 */
export function GovernoratePicker({ value, onChange, ...field }: PlaceFieldProps) {
  const { language } = useLanguage();
  return (
    <PlacePicker
      {...field}
      options={GOVERNORATE_NAMES as string[]}
      value={value}
      onChange={onChange}
      label_={(name) =>
        language === 'ar' && GOVERNORATE_ARABIC_NAMES[name]
          ? `${GOVERNORATE_ARABIC_NAMES[name]} (${name})`
          : name
      }
      matches={governorateMatches}
    />
  );
}

/** A delegation of `governorate` (disabled, with a hint, until one is chosen); French or Arabic typed. */
export function DelegationPicker({
  governorate,
  value,
  onChange,
  ...field
}: PlaceFieldProps & { governorate: string }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <PlacePicker
      {...field}
      disabled={field.disabled || !governorate}
      hint={governorate ? field.hint : t('place-picker.choose-governorate')}
      options={governorate ? (delegationsOf(governorate) as string[]) : []}
      value={value}
      onChange={onChange}
      label_={(name) => {
        const arabic = language === 'ar' ? delegationArabicName(governorate, name) : undefined;
        return arabic ? `${arabic} (${name})` : name;
      }}
      matches={(name, typed) => delegationMatches(governorate, name, typed)}
    />
  );
}

function PlacePicker({
  options,
  value,
  onChange,
  label_,
  matches,
  label,
  name,
  required,
  disabled,
  error,
  hint,
  size,
}: PlaceFieldProps & {
  options: string[];
  label_: (name: string) => string;
  matches: (name: string, typed: string) => boolean;
}) {
  const { t } = useTranslation();
  return (
    <Autocomplete
      options={options}
      value={value || null}
      onChange={(_, next) => onChange(next ?? '')}
      getOptionLabel={label_}
      filterOptions={(all, state) => all.filter((option) => matches(option, state.inputValue))}
      noOptionsText={t('place-picker.no-match')}
      disabled={disabled}
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          label={label}
          required={required}
          error={!!error}
          helperText={error || hint || undefined}
          size={size}
        />
      )}
    />
  );
}

import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** Props of `SettingsTextField`: a TextField's, but its value, events and error come from the form. */
export type SettingsTextFieldProps = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'inputRef' | 'error' | 'helperText'
> & {
  /** `register(name)` of the form. */
  registration: UseFormRegisterReturn;
  /** The field's error: a message key of the common namespace (the API's) or the shell's. */
  error?: string;
  /** What shows under the field without an error (a blank line keeps the form from moving). */
  help?: string;
};

/** A text field of the account settings' forms: registered, its error under it in the page's language. */
export function SettingsTextField({
  registration,
  error,
  help = ' ',
  ...props
}: SettingsTextFieldProps) {
  const { t } = useTranslation(['shell', 'common']);
  const { ref, ...field } = registration;
  return (
    <TextField
      {...props}
      {...field}
      inputRef={ref}
      error={Boolean(error)}
      helperText={error ? t(error, { ns: ['common', 'shell'] }) : help}
    />
  );
}

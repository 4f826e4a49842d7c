import Alert from '@mui/material/Alert';
import { translateErrorText } from '@wolvo/shared/http';
import type { FieldErrors } from './order-form-values';

/** Props of {@link UnplacedErrorsAlert}. */
export interface UnplacedErrorsAlertProps {
  /** The form's errors by server field name (`recipient.phone1` → `phone.invalid`). */
  errors: FieldErrors;
  /** Fields the page shows under an input: their errors are not repeated here. */
  placed: (field: string) => boolean;
}

/** The server's field errors that no input of the page can show, translated, above the form. */
export function UnplacedErrorsAlert({ errors, placed }: UnplacedErrorsAlertProps) {
  const unplaced = Object.entries(errors).filter(([field, key]) => key && !placed(field));
  if (unplaced.length === 0) return null;
  return (
    <Alert severity="error">
      {unplaced.map(([field, key]) => (
        <div key={field}>{translateErrorText(`${field}: ${key}`)}</div>
      ))}
    </Alert>
  );
}

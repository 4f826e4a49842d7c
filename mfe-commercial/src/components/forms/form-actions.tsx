import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from '@wolvo/shared/router';
import { NAMESPACE } from '../../i18n/namespace';

/** Props of `FormActions`. */
export interface FormActionsProps {
  /** Some field is marked: "fix the marked fields" shows above the buttons. */
  hasErrors: boolean;
  busy: boolean;
  /** Where cancel goes back to (the list the form adds to). */
  cancelHref: string;
  saveLabel: string;
}

/**
 * The end of an add form (add client, add partner): the fix-errors alert, cancel back to the list, and
 * the submit button.
 */
export function FormActions({ hasErrors, busy, cancelHref, saveLabel }: FormActionsProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <>
      {hasErrors && <Alert severity="error">{t('clients.form.fix-errors')}</Alert>}
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <Button component={RouterLink} to={cancelHref} disabled={busy}>
          {t('clients.form.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={busy}>
          {saveLabel}
        </Button>
      </Box>
    </>
  );
}

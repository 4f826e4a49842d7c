import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { CLIENT_AREA } from '@wolvo/shared/contracts';
import { useLanguage } from '@wolvo/shared/i18n';
import { Link as RouterLink } from '@wolvo/shared/router';

/** Props of `SavedAlert`. */
export interface SavedAlertProps {
  /** What was saved, e.g. "Order … added". */
  children: ReactNode;
  /** The label of the button that empties the form for another one. */
  anotherLabel: string;
  onAnother: () => void;
  /** The list where the saved order shows: its path in the client area and the link's label. */
  list: { path: string; label: string };
}

/** A saved order form's success: another one, or the list the order joined. */
export function SavedAlert({ children, anotherLabel, onAnother, list }: SavedAlertProps) {
  const { language } = useLanguage();
  return (
    <Alert
      severity="success"
      action={
        <Stack direction="row" spacing={1}>
          <Button color="inherit" size="small" onClick={onAnother}>
            {anotherLabel}
          </Button>
          <Button
            color="inherit"
            size="small"
            component={RouterLink}
            to={`/${language}/${CLIENT_AREA}/${list.path}`}
          >
            {list.label}
          </Button>
        </Stack>
      }
    >
      {children}
    </Alert>
  );
}

import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { translateErrorText } from '@wolvo/shared/http';

/** Props of `ListLoadError`. */
export interface ListLoadErrorProps {
  title: string;
  /** The error text (an i18n key of the common namespace or a server sentence). */
  error: string;
  retryLabel: string;
  onRetry: () => void;
}

/**
 * A list that failed to load, in place of its table: the title, the error and a retry button.
 * @example {error ? <ListLoadError title={t('x.failed')} error={error} retryLabel={t('x.retry')} onRetry={reload} /> : <Table />}
 */
export function ListLoadError({ title, error, retryLabel, onRetry }: ListLoadErrorProps) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {retryLabel}
        </Button>
      }
    >
      <AlertTitle>{title}</AlertTitle>
      {translateErrorText(error)}
    </Alert>
  );
}

import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n/namespace';

/** Props of `OrderFormPaper`. */
export interface OrderFormPaperProps {
  /** The order's code: the form's heading and accessible name ("Commande WLV…"). */
  code: string;
  /** Enter in a field; absent, it does nothing (the page saves from its own footer). */
  onSubmit?: () => void;
  children: ReactNode;
}

/**
 * The form of the order found by a staff page's search (edits, delivery cost), under the order's heading.
 * @example {order ? <OrderFormPaper code={order.code} onSubmit={save}>...</OrderFormPaper> : <NoOrderPaper text={t('cost.empty')} />}
 */
export function OrderFormPaper({ code, onSubmit, children }: OrderFormPaperProps) {
  const { t } = useTranslation(NAMESPACE);
  const heading = t('edits.order.heading', { code });
  return (
    <Paper
      variant="outlined"
      component="form"
      aria-label={heading}
      sx={{ p: { xs: 2, md: 3 } }}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit?.();
      }}
    >
      <Stack spacing={2}>
        <Typography variant="h6" component="h2">
          {heading}
        </Typography>
        {children}
      </Stack>
    </Paper>
  );
}

/** The place of `OrderFormPaper` before the search found an order: one sentence. */
export function NoOrderPaper({ text }: { text: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Typography color="text.secondary">{text}</Typography>
    </Paper>
  );
}

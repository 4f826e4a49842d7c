import { lazy, Suspense, type ReactNode } from 'react';
import type { AlertProps } from '@mui/material/Alert';

// An alert shows only in some states (an error, a choice already made), not on a first visit: its code
// loads when one is shown, which keeps the page's first load within its 200 KB budget.
const MuiAlert = lazy(() => import('@mui/material/Alert'));
/** MUI's Alert, loaded when the first one shows. */
export function Alert(props: AlertProps & { children?: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <MuiAlert {...props} />
    </Suspense>
  );
}

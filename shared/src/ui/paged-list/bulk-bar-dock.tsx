import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { useIsPhone } from '@wolvo/shared/hooks/use-is-phone';

/** Props of `BulkBarDock`. */
export interface BulkBarDockProps {
  /** Rows are selected: on a phone the bar then stays on screen. */
  active: boolean;
  children: ReactNode;
}

/**
 * Holds a list's bulk action bar. Below 600 px it moves after the cards (CSS `order` in the page's
 * column) and, with rows selected, sticks to the bottom of the screen: a merchant who ticked cards far
 * down the list reaches the actions without scrolling back up. The page's column must be a flex column.
 * @example <Stack><BulkBarDock active={selected.length > 0}><BulkActionBar ... /></BulkBarDock><ListCards ... /></Stack>
 */
export function BulkBarDock({ active, children }: BulkBarDockProps) {
  const phone = useIsPhone();
  if (!phone) return children;
  return (
    <Box
      data-testid="bulk-bar-dock"
      sx={{
        order: 1,
        ...(active && {
          position: 'sticky',
          bottom: 0,
          zIndex: (theme) => theme.zIndex.appBar - 1,
          bgcolor: 'background.default',
          pb: 1,
        }),
      }}
    >
      {children}
    </Box>
  );
}

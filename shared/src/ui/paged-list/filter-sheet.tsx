import { useState, type ReactNode } from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import TuneIcon from '@mui/icons-material/Tune';
import { useTranslation } from 'react-i18next';
import { useIsPhone } from '@wolvo/shared/hooks/use-is-phone';

/** Props of `FilterSheet`. */
export interface FilterSheetProps {
  /** How many filters differ from the list's defaults: the button's badge. */
  activeCount: number;
  /** The list's filters, as laid out on a wide screen. */
  children: ReactNode;
}

/**
 * A list's filters: inline on a wide screen; below 600 px folded into a bottom sheet behind one
 * "Filtres" button that counts the active ones (a row of fields does not fit a phone).
 * @example <FilterSheet activeCount={countActive(filters)}><OrderFilters ... /></FilterSheet>
 */
export function FilterSheet({ activeCount, children }: FilterSheetProps) {
  const { t } = useTranslation();
  const phone = useIsPhone();
  const [open, setOpen] = useState(false);
  if (!phone) return children;
  return (
    <>
      <Button
        variant="outlined"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-label={
          activeCount > 0 ? t('list.filters.open-active', { count: activeCount }) : undefined
        }
        startIcon={
          <Badge badgeContent={activeCount} color="primary">
            <TuneIcon />
          </Badge>
        }
      >
        {t('list.filters.title')}
      </Button>
      <Drawer
        anchor="bottom"
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-label': t('list.filters.title'),
            sx: { borderTopLeftRadius: 12, borderTopRightRadius: 12, maxHeight: '85vh' },
          },
        }}
      >
        <Stack spacing={2} sx={{ p: 2 }}>
          <Typography variant="h6" component="h2">
            {t('list.filters.title')}
          </Typography>
          <Box>{children}</Box>
          <Button variant="contained" onClick={() => setOpen(false)}>
            {t('list.filters.show-results')}
          </Button>
        </Stack>
      </Drawer>
    </>
  );
}

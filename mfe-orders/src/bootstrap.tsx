import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { isStaffRole } from '@wolvo/shared/contracts';
import { session } from '@wolvo/shared/session';
import { renderStandalone } from '@wolvo/shared/dev';
import routesModule from './routes';
import OrderDetail from './features/order-detail/exposed';

// Standalone run only (`pnpm dev`); the host never loads this file.

/** Opens `./OrderDetail` by id, as the host's modal would. */
function OrderDetailOpener() {
  const { t } = useTranslation('common');
  const [id, setId] = useState('');
  const [open, setOpen] = useState<string | null>(null);
  const user = session.getUser();
  return (
    <Box sx={{ p: 2 }}>
      <Stack spacing={1}>
        <TextField
          size="small"
          label={t('standalone.order-id')}
          value={id}
          onChange={(e) => setId(e.target.value)}
        />
        <Button variant="outlined" disabled={!id.trim()} onClick={() => setOpen(id.trim())}>
          {t('standalone.open-order')}
        </Button>
      </Stack>
      <Dialog
        open={open !== null}
        onClose={() => setOpen(null)}
        maxWidth={false}
        slotProps={{ paper: { sx: { width: '80vw' } } }}
      >
        <DialogContent>
          {open && <OrderDetail orderId={open} isStaff={Boolean(user && isStaffRole(user.role))} />}
        </DialogContent>
      </Dialog>
    </Box>
  );
}

renderStandalone(routesModule, { extra: <OrderDetailOpener /> });

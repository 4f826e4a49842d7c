import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n/namespace';

/** The editors' footer: the search by id, and the save button (enabled only when saving makes sense). */
export function EditsFooter({
  search,
  canSave,
  busy,
  onSave,
}: {
  search: ReactNode;
  canSave: boolean;
  busy: boolean;
  onSave: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}
    >
      <Box sx={{ flex: '1 1 260px' }}>{search}</Box>
      <Button variant="contained" disabled={!canSave || busy} onClick={onSave}>
        {t('edits.save')}
      </Button>
    </Paper>
  );
}

import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { translateErrorText } from '@wolvo/shared/http';
import { NAMESPACE } from '../../../i18n/namespace';
import type { RefusedId } from '../../../api/refused-ids';

/** Props of `RefusedIdsAlert`. */
export interface RefusedIdsAlertProps {
  refused: RefusedId[];
  onClose: () => void;
}

/** After an all-or-nothing bulk call was refused: each refused id with the server's reason, translated. */
export function RefusedIdsAlert({ refused, onClose }: RefusedIdsAlertProps) {
  const { t } = useTranslation(NAMESPACE);
  if (refused.length === 0) return null;
  return (
    <Alert severity="error" onClose={onClose}>
      <AlertTitle>{t('order-list.bulk.refused')}</AlertTitle>
      <Box component="ul" sx={{ m: 0, paddingInlineStart: 2.5 }}>
        {refused.map((r) => (
          <li key={r.id}>
            {t('order-list.bulk.refused-item', { id: r.id, reason: translateErrorText(r.reason) })}
          </li>
        ))}
      </Box>
    </Alert>
  );
}

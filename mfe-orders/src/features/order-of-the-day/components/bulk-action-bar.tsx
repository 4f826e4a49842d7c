import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import CloseIcon from '@mui/icons-material/Close';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import HighlightOffIcon from '@mui/icons-material/HighlightOff';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n/translations';

/** Props of `BulkActionBar`. */
export interface BulkActionBarProps {
  count: number;
  busy: boolean;
  canDelete: boolean;
  canDecide: boolean;
  /** Every selected order is an API order waiting for the merchant. */
  allApiPending: boolean;
  onDelete: () => void;
  onConfirm: () => void;
  onCancel: () => void;
  onClear: () => void;
}

/**
 * Actions on the selected orders. DELETE and the API orders' confirm and cancel today; the exports
 * (EXCEL, PDF, Manifest) take the slot after the divider when they arrive.
 */
export function BulkActionBar({
  count,
  busy,
  canDelete,
  canDecide,
  allApiPending,
  onDelete,
  onConfirm,
  onCancel,
  onClear,
}: BulkActionBarProps) {
  const { t } = useTranslation(NAMESPACE);
  const apiHint = allApiPending ? '' : t('order-list.bulk.api-only');
  return (
    <Paper
      variant="outlined"
      role="toolbar"
      aria-label={t('order-list.bulk.selected', { count })}
      sx={{
        px: 2,
        py: 1,
        display: 'flex',
        alignItems: 'center',
        flexWrap: 'wrap',
        gap: 1,
        bgcolor: 'action.selected',
      }}
    >
      <Typography variant="subtitle2" component="p" sx={{ marginInlineEnd: '8px' }}>
        {t('order-list.bulk.selected', { count })}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {canDelete && (
          <Button
            size="small"
            color="error"
            variant="contained"
            startIcon={<DeleteOutlineIcon />}
            disabled={busy}
            onClick={onDelete}
          >
            {t('order-list.bulk.delete')}
          </Button>
        )}
        {canDecide && (
          <>
            <Tooltip title={apiHint}>
              <span>
                <Button
                  size="small"
                  color="success"
                  variant="outlined"
                  startIcon={<CheckCircleOutlineIcon />}
                  disabled={busy || !allApiPending}
                  onClick={onConfirm}
                >
                  {t('order-list.bulk.confirm')}
                </Button>
              </span>
            </Tooltip>
            <Tooltip title={apiHint}>
              <span>
                <Button
                  size="small"
                  color="warning"
                  variant="outlined"
                  startIcon={<HighlightOffIcon />}
                  disabled={busy || !allApiPending}
                  onClick={onCancel}
                >
                  {t('order-list.bulk.cancel')}
                </Button>
              </span>
            </Tooltip>
          </>
        )}
      </Stack>
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      {/* Exports (EXCEL, PDF, Manifest) arrive with "Orders II". */}
      <Stack direction="row" spacing={1} data-slot="exports" />
      <Button
        size="small"
        startIcon={<CloseIcon />}
        onClick={onClear}
        disabled={busy}
        sx={{ marginInlineStart: 'auto' }}
      >
        {t('order-list.bulk.clear')}
      </Button>
    </Paper>
  );
}

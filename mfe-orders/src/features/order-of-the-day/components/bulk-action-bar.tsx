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
import ListAltIcon from '@mui/icons-material/ListAltOutlined';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdfOutlined';
import TableViewIcon from '@mui/icons-material/TableViewOutlined';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n/namespace';

/** Props of `BulkActionBar`. */
export interface BulkActionBarProps {
  count: number;
  busy: boolean;
  canDelete: boolean;
  canDecide: boolean;
  /** Every selected order is an API order waiting for the merchant. */
  allApiPending: boolean;
  /** Every selected order is flagged ORDER_DUPLICATED: confirm keeps them. */
  allDuplicated: boolean;
  onDelete: () => void;
  onConfirm: () => void;
  onCancel: () => void;
  /** Delivery slips of the selection (asks the layout first). */
  onPdf: () => void;
  /** Pickup manifest of the selection. */
  onManifest: () => void;
  /** The selection as a spreadsheet, or the whole filtered list without one (every page). */
  onExcel: () => void;
  onClear: () => void;
}

/**
 * Actions on the selected orders: DELETE, the API orders' confirm and cancel, then the documents (EXCEL of
 * the selection or else the whole filtered list, PDF slips, Manifest). Shown with the list; with nothing selected every action is disabled and says why.
 */
export function BulkActionBar({
  count,
  busy,
  canDelete,
  canDecide,
  allApiPending,
  allDuplicated,
  onDelete,
  onConfirm,
  onCancel,
  onPdf,
  onManifest,
  onExcel,
  onClear,
}: BulkActionBarProps) {
  const { t } = useTranslation(NAMESPACE);
  const none = count === 0;
  const selectHint = none ? t('order-list.bulk.select-first') : '';
  const apiHint = none ? selectHint : allApiPending ? '' : t('order-list.bulk.api-only');
  const confirmHint =
    none || allApiPending ? apiHint : allDuplicated ? '' : t('order-list.bulk.duplicate-or-api');
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
        bgcolor: none ? 'background.paper' : 'action.selected',
      }}
    >
      <Typography variant="subtitle2" component="p" sx={{ marginInlineEnd: '8px' }}>
        {t('order-list.bulk.selected', { count })}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {canDelete && (
          <Tooltip title={selectHint}>
            <span>
              <Button
                size="small"
                color="error"
                variant="contained"
                startIcon={<DeleteOutlineIcon />}
                disabled={busy || none}
                onClick={onDelete}
              >
                {t('order-list.bulk.delete')}
              </Button>
            </span>
          </Tooltip>
        )}
        {canDecide && (
          <>
            <Tooltip title={confirmHint}>
              <span>
                <Button
                  size="small"
                  color="success"
                  variant="outlined"
                  startIcon={<CheckCircleOutlineIcon />}
                  disabled={busy || !(allApiPending || allDuplicated)}
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
      <Stack direction="row" spacing={1} data-slot="exports">
        <Tooltip title={t('order-list.bulk.excel-hint')}>
          <span>
            <Button
              size="small"
              variant="outlined"
              startIcon={<TableViewIcon />}
              disabled={busy}
              onClick={onExcel}
            >
              {t('order-list.bulk.excel')}
            </Button>
          </span>
        </Tooltip>
        <Tooltip title={selectHint}>
          <span>
            <Button
              size="small"
              variant="outlined"
              startIcon={<PictureAsPdfIcon />}
              disabled={busy || none}
              onClick={onPdf}
            >
              {t('order-list.bulk.pdf')}
            </Button>
          </span>
        </Tooltip>
        <Tooltip title={selectHint}>
          <span>
            <Button
              size="small"
              variant="outlined"
              startIcon={<ListAltIcon />}
              disabled={busy || none}
              onClick={onManifest}
            >
              {t('order-list.bulk.manifest')}
            </Button>
          </span>
        </Tooltip>
      </Stack>
      {!none && (
        <Button
          size="small"
          startIcon={<CloseIcon />}
          onClick={onClear}
          disabled={busy}
          sx={{ marginInlineStart: 'auto' }}
        >
          {t('order-list.bulk.clear')}
        </Button>
      )}
    </Paper>
  );
}

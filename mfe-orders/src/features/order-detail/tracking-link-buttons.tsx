import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useTranslation } from 'react-i18next';
import { showToast } from '@wolvo/shared/ui/toast';
import { NAMESPACE } from '../../i18n/namespace';

/** The recipient's tracking page (the slip's QR code): open it, or copy the link to send it. */
export function TrackingLinkButtons({ url }: { url: string }) {
  const { t } = useTranslation(NAMESPACE);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      showToast(t('order-detail.tracking-copied'), 'success');
    } catch {
      showToast(t('order-detail.tracking-copy-failed'), 'error');
    }
  };
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <Button
        size="small"
        variant="outlined"
        startIcon={<OpenInNewIcon />}
        href={url}
        target="_blank"
        rel="noopener noreferrer"
      >
        {t('order-detail.tracking-page')}
      </Button>
      <Tooltip title={t('order-detail.tracking-copy')}>
        <IconButton
          size="small"
          aria-label={t('order-detail.tracking-copy')}
          onClick={() => void copy()}
        >
          <ContentCopyIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}

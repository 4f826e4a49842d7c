import { useEffect } from 'react';
import CloseIcon from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';
import { closeSnackbar, enqueueSnackbar, SnackbarProvider } from 'notistack';
import { useTranslation } from 'react-i18next';
import { TOAST_OPTIONS, toastQueue } from './toast-queue';

function CloseToastButton({ id }: { id: string | number }) {
  const { t } = useTranslation();
  return (
    <IconButton
      size="small"
      color="inherit"
      aria-label={t('close')}
      onClick={() => closeSnackbar(id)}
      // notistack spaces its action from the message with a physical left padding, which Arabic's
      // mirrored row puts on the outer side: the button keeps its distance from the text itself.
      sx={(theme) => (theme.direction === 'rtl' ? { marginInlineStart: 2 } : {})}
    >
      <CloseIcon fontSize="small" />
    </IconButton>
  );
}

/** notistack's provider, loaded on demand by `Toasts`; it shows what `showToast` queued. */
export default function Toaster() {
  // The provider sets notistack's global enqueueSnackbar when it is constructed, before this effect.
  useEffect(
    () => toastQueue.connect(({ message, variant }) => enqueueSnackbar(message, { variant })),
    [],
  );
  return <SnackbarProvider {...TOAST_OPTIONS} action={(id) => <CloseToastButton id={id} />} />;
}

import { useEffect } from 'react';
import CloseIcon from '@mui/icons-material/Close';
import GlobalStyles from '@mui/material/GlobalStyles';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { closeSnackbar, enqueueSnackbar, SnackbarProvider } from 'notistack';
import { useTranslation } from 'react-i18next';
import { PHONE_MAX_TOASTS, TOAST_OPTIONS, TOAST_TOP, toastQueue } from './toast-queue';

// notistack's container sits 14 px from the top, over the header's bell and avatar, and is as tall as
// the screen from there: below the header instead, and never past the screen's bottom edge. Two classes
// outweigh notistack's one.
const CONTAINER = 'wolvo-toasts';
const containerStyles = {
  [`.notistack-SnackbarContainer.${CONTAINER}`]: {
    top: TOAST_TOP,
    maxHeight: `calc(100% - ${TOAST_TOP + 8}px)`,
    overflow: 'hidden',
  },
};

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
  const phone = useMediaQuery('(max-width:599.95px)');
  return (
    <>
      <GlobalStyles styles={containerStyles} />
      <SnackbarProvider
        {...TOAST_OPTIONS}
        maxSnack={phone ? PHONE_MAX_TOASTS : TOAST_OPTIONS.maxSnack}
        classes={{ containerRoot: CONTAINER }}
        action={(id) => <CloseToastButton id={id} />}
      />
    </>
  );
}

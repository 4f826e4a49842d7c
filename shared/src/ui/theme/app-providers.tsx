import CloseIcon from '@mui/icons-material/Close';
import CssBaseline from '@mui/material/CssBaseline';
import IconButton from '@mui/material/IconButton';
import { closeSnackbar, SnackbarProvider } from 'notistack';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { i18n as sharedI18n } from '../../i18n/i18n';
import { useLanguage } from '../../i18n/use-language';
import { ColorModeProvider, useColorMode } from './color-mode';
import type { ColorMode } from './create-theme';
import { WolvoThemeProvider } from './wolvo-theme-provider';

/** Toasts: top-right, at most 4 at once, closed after 5 s (spec section 9). */
export const TOAST_OPTIONS = {
  anchorOrigin: { vertical: 'top', horizontal: 'right' },
  maxSnack: 4,
  autoHideDuration: 5000,
} as const;

/** Props of `AppProviders`. */
export interface AppProvidersProps {
  children: ReactNode;
  /** Starting theme mode; the stored one by default. */
  initialMode?: ColorMode;
  /** Another i18next instance (tests); the shared one by default. */
  i18n?: I18n;
}

function CloseToastButton({ id }: { id: string | number }) {
  const { t } = useTranslation();
  return (
    <IconButton
      size="small"
      color="inherit"
      aria-label={t('close')}
      onClick={() => closeSnackbar(id)}
    >
      <CloseIcon fontSize="small" />
    </IconButton>
  );
}

function ThemedShell({ children }: { children: ReactNode }) {
  const { mode } = useColorMode();
  const { language, direction } = useLanguage();
  return (
    <WolvoThemeProvider mode={mode} direction={direction} language={language}>
      <CssBaseline />
      <SnackbarProvider {...TOAST_OPTIONS} action={(id) => <CloseToastButton id={id} />}>
        {children}
      </SnackbarProvider>
    </WolvoThemeProvider>
  );
}

/**
 * Everything a screen needs around it: i18n, dark mode, the theme (RTL for Arabic), CssBaseline and toasts.
 * The host wraps the shell in it; a remote's standalone dev bootstrap does too (never inside the host).
 * @example root.render(<AppProviders><App /></AppProviders>);
 */
export function AppProviders({ children, initialMode, i18n = sharedI18n }: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <ColorModeProvider initialMode={initialMode}>
        <ThemedShell>{children}</ThemedShell>
      </ColorModeProvider>
    </I18nextProvider>
  );
}

import CssBaseline from '@mui/material/CssBaseline';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n as sharedI18n, useLanguage } from '@wolvo/shared/i18n';
import { Toasts } from '@wolvo/shared/ui/toast';
import { ColorModeProvider, useColorMode } from './color-mode';
import type { ColorMode } from './create-theme';
import { WolvoThemeProvider } from './wolvo-theme-provider';

/** Props of `AppProviders`. */
export interface AppProvidersProps {
  children: ReactNode;
  /** Starting theme mode; the stored one by default. */
  initialMode?: ColorMode;
  /** Another i18next instance (tests); the shared one by default. */
  i18n?: I18n;
  /**
   * Mount the toaster (notistack, loaded when idle); true by default. The public pages show their
   * errors in the page and pass false, so a phone does not download it.
   */
  toasts?: boolean;
}

function ThemedShell({ children, toasts }: { children: ReactNode; toasts: boolean }) {
  const { mode } = useColorMode();
  const { language, direction } = useLanguage();
  return (
    <WolvoThemeProvider mode={mode} direction={direction} language={language}>
      <CssBaseline />
      {children}
      {toasts && <Toasts />}
    </WolvoThemeProvider>
  );
}

/**
 * Everything a screen needs around it: i18n, dark mode, the theme (RTL for Arabic), CssBaseline and toasts.
 * The host wraps the shell in it; a remote's standalone dev bootstrap does too (never inside the host).
 * @example root.render(<AppProviders><App /></AppProviders>);
 */
export function AppProviders({
  children,
  initialMode,
  i18n = sharedI18n,
  toasts = true,
}: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <ColorModeProvider initialMode={initialMode}>
        <ThemedShell toasts={toasts}>{children}</ThemedShell>
      </ColorModeProvider>
    </I18nextProvider>
  );
}

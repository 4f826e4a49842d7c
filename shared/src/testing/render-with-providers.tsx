import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import type { Language } from '@wolvo/shared/contracts';
import { i18n } from '@wolvo/shared/i18n';
import { AppProviders } from '@wolvo/shared/ui/theme';
import type { ColorMode } from '@wolvo/shared/ui/theme';

/** Options of `renderWithProviders`. */
export interface ProvidersRenderOptions extends Omit<RenderOptions, 'wrapper'> {
  /** Interface language; en by default so assertions read naturally. */
  language?: Language;
  mode?: ColorMode;
  /** Extra wrapper inside the providers (a router, for instance). */
  wrapper?: (props: { children: ReactNode }) => ReactElement;
}

/**
 * Renders `ui` inside the real `AppProviders` (theme, i18n, toasts) in the given language.
 * @example renderWithProviders(<StatusChip status="DELIVERED" />); screen.getByText('Delivered');
 */
export function renderWithProviders(
  ui: ReactElement,
  { language = 'en', mode = 'light', wrapper: Inner, ...options }: ProvidersRenderOptions = {},
): RenderResult {
  // Resources are bundled, so the switch is effective before the first render.
  void i18n.changeLanguage(language);
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders initialMode={mode}>{Inner ? <Inner>{children}</Inner> : children}</AppProviders>
  );
  return render(ui, { wrapper: Wrapper, ...options });
}

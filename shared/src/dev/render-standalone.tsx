import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from '@wolvo/shared/ui/theme';
import { session } from '@wolvo/shared/session';
import { initI18n } from '@wolvo/shared/i18n';
import type { RemoteRoutesModule } from '@wolvo/shared/contracts';
import { StandaloneApp, languageFromPath } from './standalone-app';

/**
 * Renders a remote on its own (`pnpm dev` or its own index.html) into `#root`: selects the language of the
 * URL, registers the remote's texts, reloads on 401, and shows StandaloneApp inside AppProviders.
 *
 * @example
 * renderStandalone(routesModule, { extra: <OrderDetailOpener /> });
 */
export function renderStandalone(module: RemoteRoutesModule, options: { extra?: ReactNode } = {}) {
  const texts = module.registerTranslations?.();
  session.setUnauthorizedHandler(() => {
    session.clear();
    window.location.reload();
  });
  // The first render waits for the language's texts (and the RTL styles for Arabic).
  void Promise.all([initI18n(languageFromPath(window.location.pathname)), texts]).then(() =>
    createRoot(document.getElementById('root') as HTMLElement).render(
      <AppProviders>
        <StandaloneApp module={module} extra={options.extra} />
      </AppProviders>,
    ),
  );
}

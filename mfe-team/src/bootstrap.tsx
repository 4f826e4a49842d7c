import { createRoot } from 'react-dom/client';
import { AppProviders, configureHttp, initI18n, session } from '@wolvo/shared';
import routesModule from './routes';
import { StandaloneApp, languageFromPath } from './dev/standalone-app';

// Standalone run only (`pnpm dev` or opening the remote's own index.html); the host never loads this file.
initI18n(languageFromPath(window.location.pathname));
routesModule.registerTranslations?.();
configureHttp({
  onUnauthorized: () => {
    session.clear();
    window.location.reload();
  },
});

createRoot(document.getElementById('root') as HTMLElement).render(
  <AppProviders>
    <StandaloneApp module={routesModule} />
  </AppProviders>,
);

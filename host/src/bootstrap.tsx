import { createRoot } from 'react-dom/client';
import { addTranslations, configureHttp, dirOf, initI18n, session } from '@wolvo/shared';
import { App } from './app/app';
import { languageOfPath } from './app/routing';
import { sessionStore } from './app/session-store';
import { shellTranslations } from './i18n/shell';
import { initRemotes } from './remotes/load-remote';

const language = languageOfPath(window.location.pathname);
document.documentElement.lang = language;
document.documentElement.dir = dirOf(language);
void initI18n(language);
addTranslations('shell', shellTranslations);

configureHttp({
  getToken: () => session.getToken(),
  // Any 401 ends the session; the area guards then send the user to /{lang}/login.
  onUnauthorized: () => sessionStore.signOut('unauthorized'),
});

// Read remotes.json now so the first remote page does not wait for it; failures only affect remote areas.
void initRemotes();

createRoot(document.getElementById('root') as HTMLElement).render(<App />);

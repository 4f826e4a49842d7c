import { createRoot } from 'react-dom/client';
import { addTranslations, dirOf, initI18n } from '@wolvo/shared/i18n';
import { session } from '@wolvo/shared/session';
import { App } from './app/app';
import { languageOfPath } from './app/routing';
import { sessionStore } from './app/session-store';
import { shellTranslations } from './i18n/shell';

const language = languageOfPath(window.location.pathname);
document.documentElement.lang = language;
document.documentElement.dir = dirOf(language);
void initI18n(language);
addTranslations('shell', shellTranslations);

// Any 401 ends the session; the area guards then send the user to /{lang}/login. Set here, before any
// request: the HTTP client (axios) itself loads only with the first page that calls the API.
session.setUnauthorizedHandler(() => sessionStore.signOut('unauthorized'));

// A signed-in user's first page is a remote page: read remotes.json now so it does not wait for it. The
// login page needs neither the federation runtime's remotes nor the event bus, so it does not pay for them
// before its form is usable (loadRemote reads the config itself when the first remote is asked for).
if (session.getToken())
  void import('./remotes/load-remote').then(({ initRemotes }) => initRemotes());

createRoot(document.getElementById('root') as HTMLElement).render(<App />);

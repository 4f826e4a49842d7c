import { createRoot } from 'react-dom/client';
import {
  addTranslationLoader,
  COMMON_NAMESPACE,
  dirOf,
  initI18n,
  textsLoaded,
} from '@wolvo/shared/i18n';
import { session } from '@wolvo/shared/session';
import { LoginApp } from './app/login-app';
import { isLoginEntryPath, languageOfPath, loginPath, publicPageOfPath } from './app/paths';
import { sessionStore } from './app/session-store';
import { loadShellTexts } from './i18n/shell';

const language = languageOfPath(window.location.pathname);
document.documentElement.lang = language;
document.documentElement.dir = dirOf(language);
void addTranslationLoader('shell', loadShellTexts);
const loginFirst = isLoginEntryPath(window.location.pathname) && !sessionStore.getUser();
// The texts of this language (and, for Arabic, the RTL style plugin): the first render waits for them.
// The login form shows no `common` text before a submit, so on the login page those load just after.
// If they cannot load (offline), the page still renders, with keys instead of texts, rather than stay blank.
const ready = initI18n(language, loginFirst ? { later: [COMMON_NAMESPACE] } : {}).catch(
  (error: unknown) => console.error(error),
);

// Any 401 ends the session; the area guards then send the user to /{lang}/login. Set here, before any
// request: the HTTP client (axios) itself loads only with the first page that calls the API.
session.setUnauthorizedHandler(() => sessionStore.signOut('unauthorized'));

const root = createRoot(document.getElementById('root') as HTMLElement);

let shellStarted = false;

/** The full shell: router, guards, signed-in layout and remotes. */
function startShell(): void {
  if (shellStarted) return;
  shellStarted = true;
  // A signed-in user's first page is a remote page: read remotes.json now so it does not wait for it.
  if (session.getToken())
    void import('./remotes/load-remote').then(({ initRemotes }) => initRemotes());
  const texts = ready.then(textsLoaded).catch((error: unknown) => console.error(error));
  void Promise.all([import('./app/app'), texts]).then(([{ App }]) => root.render(<App />));
}

const publicPage = publicPageOfPath(window.location.pathname);
if (publicPage) {
  // A tracking or roulette link opened on a phone: that page alone, signed in or not (spec §2's guard).
  void Promise.all([import('./app/public-app'), ready]).then(([{ PublicApp }]) =>
    root.render(<PublicApp {...publicPage} />),
  );
} else if (loginFirst) {
  // A signed-out visitor on the login page gets the form alone; the rest of the shell (router, layout,
  // federation remotes, event bus) loads once they sign in.
  if (window.location.pathname !== loginPath(language))
    window.history.replaceState(null, '', loginPath(language));
  void ready.then(() => root.render(<LoginApp onSignedIn={startShell} />));
} else {
  startShell();
}

import { createRoot } from 'react-dom/client';
import {
  addTranslationLoader,
  COMMON_NAMESPACE,
  dirOf,
  initI18n,
  textsLoaded,
} from '@wolvo/shared/i18n';
import { session } from '@wolvo/shared/session';
import { prepareDirection } from '@wolvo/shared/ui/theme';
import {
  isLoginEntryPath,
  languageOfPath,
  loginPath,
  PUBLIC_PAGES,
  publicPageOfPath,
} from './app/paths';
import { sessionStore } from './app/session-store';
import { loadShellPublicTexts, loadShellStartTexts, loadShellTexts } from './i18n/shell';

const language = languageOfPath(window.location.pathname);
document.documentElement.lang = language;
document.documentElement.dir = dirOf(language);
const loginFirst = isLoginEntryPath(window.location.pathname) && !sessionStore.getUser();
const publicPage = publicPageOfPath(window.location.pathname);
// The shell texts come in two parts: the few the login page (or a public page) shows first, and the rest
// (`shell-rest`).
void addTranslationLoader('shell', publicPage ? loadShellPublicTexts : loadShellStartTexts);
void addTranslationLoader('shell-rest', loadShellTexts, 'shell');
// The texts of this language (and, for Arabic, the RTL style plugin): the first render waits for them.
// The login form shows no `common` text before a submit, nor a shell text but its own, so on the login page
// those (and the rest of the shell texts) load just after.
// If they cannot load (offline), the page still renders, with keys instead of texts, rather than stay blank.
// The public pages too show `common` texts only after an error: they load then (i18n's missing-key handler).
// The RTL style plugin is ready before the first Arabic render (also a language preparer of the theme for
// later switches; neither the login form nor the public app is a static import here to register it).
const ready = Promise.all([
  initI18n(language, loginFirst || publicPage ? { later: [COMMON_NAMESPACE, 'shell-rest'] } : {}),
  prepareDirection(dirOf(language)),
]).catch((error: unknown) => console.error(error));

// Any 401 ends the session; the area guards then send the user to /{lang}/login. Set here, before any
// request: the HTTP client (axios) itself loads only with the first page that calls the API.
session.setUnauthorizedHandler(() => sessionStore.signOut('unauthorized'));

const root = createRoot(document.getElementById('root') as HTMLElement);

let shellStarted = false;

/** The full shell: router, guards, signed-in layout and remotes. */
function startShell(): void {
  if (shellStarted) return;
  shellStarted = true;
  // The signed-in layout and the first page (routes, chunk, first API call) load beside the router's chunk.
  const user = sessionStore.getUser();
  if (user)
    void import('./app/preload-signed-in')
      .then(({ preloadSignedInStart }) =>
        preloadSignedInStart(user, language, window.location.pathname),
      )
      .catch((error: unknown) => console.error(error));
  const texts = ready.then(textsLoaded).catch((error: unknown) => console.error(error));
  void Promise.all([import('./app/app'), texts]).then(([{ App }]) => root.render(<App />));
}

if (publicPage) {
  // A tracking or roulette link opened on a phone: that page alone, signed in or not (spec §2's guard).
  // The remote's page (remotes.json, its manifest, entry and chunks) starts loading now, beside the texts
  // and the public app's chunk, rather than once React renders it (`loadExposed` keeps the one promise).
  void import('./remotes/load-remote')
    .then(({ loadPublicPage }) => loadPublicPage(publicPage.segment))
    .catch(() => undefined); // PublicApp shows the failure
  // Its first API answers (the parcel, the wheel link) are asked for now too: the page takes them
  // (`fetchGet` of the same URL) instead of asking once it has rendered, so it shows them on first render.
  void import('@wolvo/shared/http/fetch')
    .then(({ prefetchPublicGet }) =>
      PUBLIC_PAGES[publicPage.segment].firstRequests(publicPage.id).forEach(prefetchPublicGet),
    )
    .catch(() => undefined); // the page asks itself
  void Promise.all([import('./app/public-app'), ready]).then(([{ PublicApp }]) =>
    root.render(<PublicApp {...publicPage} />),
  );
} else if (loginFirst) {
  // A signed-out visitor on the login page gets the form alone; the rest of the shell (router, layout,
  // federation remotes, event bus) loads once they sign in.
  if (window.location.pathname !== loginPath(language))
    window.history.replaceState(null, '', loginPath(language));
  // Its chunk is already on its way (`index.ts` asked for it beside this one).
  void Promise.all([import('./app/login-app'), ready]).then(([{ LoginApp }]) =>
    root.render(<LoginApp onSignedIn={startShell} />),
  );
} else {
  startShell();
}

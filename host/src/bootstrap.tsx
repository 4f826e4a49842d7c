import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { startTransition, type ReactNode } from 'react';
import { dirOf, firstTextsLoaded, textsLoaded } from '@wolvo/shared/i18n';
import { session } from '@wolvo/shared/session';
import {
  isLoginEntryPath,
  languageOfPath,
  loginPath,
  PUBLIC_PAGES,
  publicPageOfPath,
} from './app/paths';
import { enteredValuesOf, restoreEnteredValues } from './app/prerendered-form';
import { sessionStore } from './app/session-store';
import { prepareFirstScreen } from './i18n/first-screen';

const language = languageOfPath(window.location.pathname);
document.documentElement.lang = language;
document.documentElement.dir = dirOf(language);
const loginFirst = isLoginEntryPath(window.location.pathname) && !sessionStore.getUser();
const publicPage = publicPageOfPath(window.location.pathname);
// If they cannot load (offline), the page still renders, with keys instead of texts, rather than stay blank.
const ready = prepareFirstScreen(
  language,
  publicPage ? 'public' : loginFirst ? 'login' : 'shell',
).catch((error: unknown) => console.error(error));

// Any 401 ends the session; the area guards then send the user to /{lang}/login. Set here, before any
// request: the HTTP client (axios) itself loads only with the first page that calls the API.
session.setUnauthorizedHandler(() => sessionStore.signOut('unauthorized'));

const container = document.getElementById('root') as HTMLElement;
let root: Root | null = null;

/**
 * Renders `app` in the page's root, created on first use. `sliced`: as a transition, which React renders in
 * slices of a few milliseconds, letting the scripts and answers that arrive meanwhile run in between.
 */
function render(app: ReactNode, { sliced = false } = {}): void {
  const target = (root ??= createRoot(container));
  if (sliced) startTransition(() => target.render(app));
  else target.render(app);
}

/**
 * The login form the server sent already rendered (`scripts/prerender-login.mjs`; its gate script put it
 * in the page for a signed-out visitor in light mode): React takes over its elements instead of drawing
 * them again, then gets back what the visitor typed meanwhile, and a submit the gate stopped until then.
 */
function hydrateLogin(LoginApp: typeof import('./app/login-app').LoginApp): void {
  const entered = enteredValuesOf(container);
  const shown = () => {
    container.removeAttribute('data-prerendered');
    restoreEnteredValues(entered);
    // A submit the gate stopped meanwhile (Enter, the button): React's form handles it now, once it has
    // rendered the values given back (the next task).
    if (container.hasAttribute('data-submitted')) {
      container.removeAttribute('data-submitted');
      setTimeout(() => container.querySelector('form')?.requestSubmit());
    }
  };
  root = hydrateRoot(container, <LoginApp onSignedIn={startShell} onShown={shown} />, {
    onRecoverableError: (error) =>
      console.error('[prerender] the login page was drawn again', error),
  });
}

let shellStarted = false;

/**
 * How long the signed-in shell's first render waits for the layout's code (`preloadSignedInStart`). A
 * first render that suspends commits a loading state, and React then shows what replaces it no sooner than
 * 300 ms later. The first page does not hold the shell back: the layout renders while the page's routes
 * module, code and data arrive (in slices, so that the routes module runs and asks for the page's chunk
 * as soon as it is in, not after the whole render), and the page follows by a state update
 * (`firstPageStart` of remote-view.tsx).
 */
const SHELL_WAIT_MS = 1_500;

/** The full shell: router, guards, signed-in layout and remotes. */
function startShell(): void {
  if (shellStarted) return;
  shellStarted = true;
  // The signed-in layout and the first page (routes, chunk, first API call) load beside the router's chunk.
  const user = sessionStore.getUser();
  const shellReady = user
    ? import('./app/preload-signed-in')
        .then(({ preloadSignedInStart }) =>
          preloadSignedInStart(user, language, window.location.pathname),
        )
        .catch((error: unknown) => console.error(error))
    : undefined;
  const shellReadyOrLater =
    shellReady &&
    Promise.race([shellReady, new Promise((resolve) => setTimeout(resolve, SHELL_WAIT_MS))]);
  const texts = ready.then(textsLoaded).catch((error: unknown) => console.error(error));
  void Promise.all([import('./app/app'), texts, shellReadyOrLater]).then(([{ App }]) =>
    render(<App />, { sliced: true }),
  );
}

if (publicPage) {
  // A tracking or roulette link opened on a phone: that page alone, signed in or not (spec §2's guard).
  // The remote's page (remotes.json, its manifest, entry and chunks) starts loading now, beside the texts
  // and the public app's chunk, rather than once React renders it (`loadExposed` keeps the one promise).
  const page = import('./remotes/load-remote')
    .then(({ loadPublicPage }) => loadPublicPage(publicPage.segment))
    .catch(() => undefined); // PublicApp shows the failure
  // Its first API answers (the parcel, the wheel link) are asked for now too: the page takes them
  // (`fetchGet` of the same URL) instead of asking once it has rendered, so it shows them on first render.
  const answers = import('@wolvo/shared/http/fetch')
    .then(({ prefetchPublicGet }) =>
      Promise.all(
        PUBLIC_PAGES[publicPage.segment].firstRequests(publicPage.id).map(prefetchPublicGet),
      ),
    )
    .catch(() => undefined); // the page asks itself
  // The server's first paint of the page (`data-prerendered="public"`, inert; api/src/plugins/
  // public-pages.ts) stays until the page can replace it whole, without a loading state in between: its
  // code, its own texts and its first answers in.
  const whole =
    container.dataset.prerendered === 'public'
      ? Promise.all([page, answers, ready])
          .then(firstTextsLoaded)
          .catch(() => undefined)
      : null;
  const shown = () => {
    ['data-prerendered', 'inert'].forEach((a) => container.removeAttribute(a));
    // The first paint's styles (light, whatever the visitor chose): the page has inserted its own.
    document.querySelectorAll('style[data-first-paint]').forEach((style) => style.remove());
  };
  void Promise.all([import('./app/public-app'), ready, whole]).then(([{ PublicApp }]) =>
    render(<PublicApp {...publicPage} onShown={shown} />),
  );
} else if (loginFirst) {
  // A signed-out visitor on the login page gets the form alone; the rest of the shell (router, layout,
  // federation remotes, event bus) loads once they sign in.
  if (window.location.pathname !== loginPath(language))
    window.history.replaceState(null, '', loginPath(language));
  // Its chunk is already on its way (`index.ts` asked for it beside this one).
  void Promise.all([import('./app/login-app'), ready]).then(([{ LoginApp }]) => {
    if (container.dataset.prerendered === 'login') hydrateLogin(LoginApp);
    else render(<LoginApp onSignedIn={startShell} />);
  });
} else {
  startShell();
}

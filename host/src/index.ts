// The login form is not part of bootstrap (a public page runs bootstrap too and shows no form): on a login
// path it is fetched here, beside bootstrap, rather than after it. With a stored session (the signed-in
// shell starts instead) the request is only wasted; bootstrap decides what renders (`isLoginEntryPath`).
// No shared module here: this file is the entry, and shared modules cannot be used before bootstrap.
import { fetchRemotesConfigEarly, REMOTES_CONFIG_URL } from './early-remotes-config';

function signedOut(): boolean {
  try {
    return !window.localStorage.getItem('wolvo.token'); // STORAGE_KEYS.token
  } catch {
    return true;
  }
}
const withSession = !signedOut();
// LOGIN_ENTRY_PATH of @wolvo/shared/contracts/core.
if (/^\/?$|^\/[a-z]{2}\/?$|^\/[a-z]{2}\/login\/?$/.test(window.location.pathname) && !withSession)
  void import('./app/login-app');
// Any other page loads a remote (a signed-in area, or a public page): remotes.json is needed first, then
// with a session, the manifest of the remote that renders this path (a dynamic import may use shared modules).
else {
  // A signed-in page (not a public one, which renders alone: `publicPageOfPath`): the shell's chunks are
  // asked for now, beside bootstrap's, rather than once bootstrap has run (webpack keeps one promise per
  // chunk, so bootstrap's own imports take these).
  if (withSession && !/^\/[a-z]{2}\/(track|roulette)\/[^/]+\/?$/.test(window.location.pathname)) {
    // Failures are bootstrap's to report, when it imports them again.
    import('./app/app').catch(() => undefined);
    import('./app/preload-signed-in').catch(() => undefined);
  }
  fetchRemotesConfigEarly(
    REMOTES_CONFIG_URL,
    withSession
      ? (config) =>
          void import('./app/first-remote-page')
            .then(({ startFirstRemoteOfSession }) =>
              startFirstRemoteOfSession(config, window.location.pathname),
            )
            .catch(() => undefined) // a hint: bootstrap loads the page as usual
      : undefined,
  );
}
import('./bootstrap');

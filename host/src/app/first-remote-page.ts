import type { Language, SessionUser } from '@wolvo/shared/contracts';
import { fetchManifestsEarly } from '../remotes/early-manifest';
import { loadDeclarations } from '../remotes/remote-declarations';
import { parseRemotesConfig } from '../remotes/remotes-config';
import { isLoginEntryPath, languageOfPath } from './paths';
import { firstRemotePage, homePathOf, type RemotePageRef } from './routing';
import { sessionStore } from './session-store';

/**
 * The remote page a signed-in start shows first at `pathname`, if the user may open it (a page the user
 * lacks never loads its remote); on the login page, the home page that comes next.
 */
export function firstRemotePageOf(
  user: SessionUser,
  language: Language,
  pathname: string,
): RemotePageRef | null {
  const path = isLoginEntryPath(pathname) ? homePathOf(user, language) : pathname;
  return path ? firstRemotePage(user, path) : null;
}

/**
 * The remote of the stored session's first page at `pathname`, for the entry to start it before
 * bootstrap has run (`fetchRemotesConfigEarly`); none when signed out. Its own small chunk, not the
 * shell's: a public page loads it too.
 */
export function firstRemotesOfSession(pathname: string): string[] {
  const user = sessionStore.getUser();
  const page = user ? firstRemotePageOf(user, languageOfPath(pathname), pathname) : null;
  return page ? [page.remote] : [];
}

/**
 * The entry's start of the stored session's first page at `pathname`, as soon as `config` (remotes.json's
 * body) is in: the remotes' declarations, and beside them that page's remote's manifest and first scripts
 * when the pages the last start stored name it; else once the declarations are in.
 */
export function startFirstRemoteOfSession(
  config: Promise<unknown>,
  pathname: string,
): Promise<void> {
  const declarations = config.then((raw) => loadDeclarations(parseRemotesConfig(raw)));
  const known = firstRemotesOfSession(pathname);
  if (known.length) return fetchManifestsEarly(config, known);
  return declarations.then(() => fetchManifestsEarly(config, firstRemotesOfSession(pathname)));
}

import type { Language, SessionUser } from '@wolvo/shared/contracts';
import { initRemotes, preloadPage } from '../remotes/load-remote';
import { AreaLayout } from './area-layout-lazy';
import { firstRemotePageOf } from './first-remote-page';

/**
 * What a signed-in start needs, asked for beside the router's chunk rather than after it: the signed-in
 * layout, remotes.json, and the first page of a remote (its routes module, its chunk and its first API
 * call) if the user may open it — a page the user lacks never loads its remote. Just signed in on the
 * login page, the home page comes next. Resolves once the layout's and the page's code are in (or have
 * failed: the router's render loads them again and shows the failure). Its own chunk: the login page
 * does not load this code.
 */
export function preloadSignedInStart(
  user: SessionUser,
  language: Language,
  pathname: string,
): Promise<void> {
  const layout = AreaLayout.preload().then(
    () => undefined,
    () => undefined,
  );
  void initRemotes();
  const page = firstRemotePageOf(user, language, pathname);
  return Promise.all([layout, page && preloadPage(page, { withData: true })]).then(() => undefined);
}

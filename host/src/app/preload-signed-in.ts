import { type Language, type SessionUser } from '@wolvo/shared/contracts';
import { whenIdle } from '@wolvo/shared/hooks';
import { numberFormatOf } from '@wolvo/shared/ui/format/intl-cache';
import { initRemotes, preloadPage } from '../remotes/load-remote';
import { loadDeclarations } from '../remotes/remote-declarations';
import { AreaLayout } from './area-layout-lazy';
import { firstRemotePageOf } from './first-remote-page';

/**
 * What a signed-in start needs, asked for beside the router's chunk rather than after it: the signed-in
 * layout, remotes.json and the remotes' declarations, and the first page of a remote (its routes module, its chunk and its first API
 * call) if the user may open it — a page the user lacks never loads its remote. Just signed in on the
 * login page, the home page comes next. Resolves once the layout's code is in (or has failed: the
 * router's render loads it again and shows the failure); the page comes in by itself, during or after
 * the shell's render (`firstPageStart` of remote-view.tsx). Its own chunk: the login page does not load
 * this code.
 */
export function preloadSignedInStart(
  user: SessionUser,
  language: Language,
  pathname: string,
): Promise<void> {
  // The remotes' declarations (the pages the sidebar and router know), beside the first page's remote.
  const declarations = initRemotes().then(loadDeclarations);
  prepareNumbers(language);
  const page = firstRemotePageOf(user, language, pathname);
  // The page's routes module, then its chunk and first API call (index.html's script may have sent it);
  // a page the last start did not store is known once the declarations are in.
  if (page) void preloadPage(page, { withData: true });
  else
    void declarations.then(() => {
      const later = firstRemotePageOf(user, language, pathname);
      if (later) void preloadPage(later, { withData: true });
    });
  return AreaLayout.preload().then(
    () => undefined,
    () => undefined,
  );
}

/**
 * Builds the language's number format while the start waits for the network: the first Intl object of a
 * page loads its locale's data (about 20 ms on the bench machine), which the first page's render, full of
 * figures and amounts, would otherwise do. Built by `numberFormatOf`, the one money and counts take.
 */
export function prepareNumbers(language: Language): void {
  whenIdle(() => void numberFormatOf(language), 1_000);
}

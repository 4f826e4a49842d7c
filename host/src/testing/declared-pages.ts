// The pages the six remotes declare (each one's src/pages.json and labels, as its remote-declaration.json
// carries them), for the host's tests: the shell knows no remote page until a declaration brings it.
import path from 'node:path';
import { REMOTE_NAMES, type DeclaredPage, type RemoteName } from '@wolvo/shared/contracts';
import { declaredPagesOf } from '@wolvo/shared/testing';
import { resetDeclaredPages } from '../app/page-catalog';

/** Each remote's declared pages, as its build reads them. */
export const REMOTE_PAGES = Object.fromEntries(
  REMOTE_NAMES.map((remote) => [
    remote,
    declaredPagesOf(path.join(__dirname, `../../../mfe-${remote}`)),
  ]),
) as Record<RemoteName, DeclaredPage[]>;

/** Gives the shell the six remotes' declarations, all in (as after a signed-in start). */
export function declareRemotePages(): void {
  resetDeclaredPages(REMOTE_PAGES, true);
}

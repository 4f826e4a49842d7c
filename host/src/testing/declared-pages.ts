// The pages the six remotes declare (each one's src/pages.json, as its remote-declaration.json carries
// them), for the host's tests: the shell knows no remote page until a declaration brings it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, type DeclaredPage, type RemoteName } from '@wolvo/shared/contracts';
import { resetDeclaredPages } from '../app/page-catalog';

/** Each remote's declared pages, read from its `src/pages.json`. */
export const REMOTE_PAGES = Object.fromEntries(
  REMOTE_NAMES.map((remote) => [
    remote,
    Object.values(
      JSON.parse(
        readFileSync(path.join(__dirname, `../../../mfe-${remote}/src/pages.json`), 'utf8'),
      ) as Record<string, DeclaredPage>,
    ),
  ]),
) as Record<RemoteName, DeclaredPage[]>;

/** Gives the shell the six remotes' declarations, all in (as after a signed-in start). */
export function declareRemotePages(): void {
  resetDeclaredPages(REMOTE_PAGES, true);
}

// Skew detection (issue #40): before the shell loads a remote, the remote's needs (its declaration's
// ranges) are compared with what the shell provides. A remote built for other contracts, another React
// or another MUI is not loaded: its area shows "being updated" with Retry and the server hears of it once.
import { version as reactVersion } from 'react';
import { version as muiVersion } from '@mui/material/version';
// The full contracts, not `/core`: the login page, which loads `/core`, carries none of the check.
import { SHARED_CONTRACT_VERSION, type RemoteName } from '@wolvo/shared/contracts';
import { RemoteUnavailableError } from './remote-errors';
import { declarationBuild, fetchRemoteDeclaration } from './remote-declarations';
import { reportRemoteProblem } from './report-remote-problem';
import { satisfies } from './version-range';

/** What the shell provides the remotes: package to version (the remotes take them with `import: false`). */
export const SHELL_PROVIDES: Readonly<Record<string, string>> = {
  '@wolvo/shared': SHARED_CONTRACT_VERSION,
  react: reactVersion,
  '@mui/material': muiVersion ?? '',
};

/**
 * The packages of `needs` whose range `provided` does not satisfy. A package the shell does not provide
 * is none of its business (the remote brings it).
 */
export function unmetNeeds(
  needs: Record<string, string>,
  provided: Readonly<Record<string, string>> = SHELL_PROVIDES,
): string[] {
  return Object.entries(needs)
    .filter(([name, range]) => name in provided && !satisfies(provided[name]!, range))
    .map(([name]) => name);
}

/**
 * Resolves when the remote behind `manifestUrl` may be loaded: its needs are met, or it has no
 * declaration (built before them: it loads as it always did). Otherwise reports the skew (once) and
 * rejects with a `RemoteUnavailableError` of reason `skew`.
 */
export async function checkRemoteNeeds(remote: RemoteName, manifestUrl: string): Promise<void> {
  const declaration = await fetchRemoteDeclaration(manifestUrl, remote);
  if (!declaration) return;
  const unmet = unmetNeeds(declaration.needs);
  if (!unmet.length) return;
  reportRemoteProblem({
    remote,
    kind: 'skew',
    build: declarationBuild(declaration),
    needs: declaration.needs,
    provided: SHELL_PROVIDES,
    message: `unmet: ${unmet.join(', ')}`,
  });
  throw new RemoteUnavailableError(remote, 'skew');
}

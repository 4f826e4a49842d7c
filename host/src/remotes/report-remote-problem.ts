// Tells the server about a remote the shell could not use (issue #40): `POST /api/v1/client-events`, at
// most once per remote, build and kind in a page's life, so staff see a skewed, broken or throwing remote
// in the server's logs before someone reports a blank panel. Fire and forget: it never throws and never
// waits; the HTTP client (axios, with the session's token when there is one) loads only when a report is
// sent, so a page whose remotes work never downloads it for this.
import {
  CLIENT_EVENT_LIMITS,
  CLIENT_EVENTS_PATH,
  type ClientEventBody,
  type ClientEventKind,
} from '@wolvo/shared/contracts/core';

/** A problem with a remote, as `reportRemoteProblem` takes it. */
export interface RemoteProblem {
  remote: string;
  kind: ClientEventKind;
  /** The remote's build, when known (reports are counted once per remote, build and kind). */
  build?: string;
  /** The page's path; the current one by default. */
  page?: string;
  /** Package to the range the remote was built for. */
  needs?: Record<string, string>;
  /** Package to the version the shell provides. */
  provided?: Record<string, string>;
  message?: string;
}

const reported = new Set<string>();

const clip = (text: string, max: number): string => (text.length > max ? text.slice(0, max) : text);

function clipVersions(
  versions: Record<string, string> | undefined,
): Record<string, string> | undefined {
  if (!versions) return undefined;
  const entries = Object.entries(versions)
    .filter(([, range]) => typeof range === 'string')
    .slice(0, CLIENT_EVENT_LIMITS.versions)
    .map(([name, range]) => [
      clip(name, CLIENT_EVENT_LIMITS.name),
      clip(range, CLIENT_EVENT_LIMITS.name),
    ]);
  return Object.fromEntries(entries) as Record<string, string>;
}

/** The request body of a problem, its fields clipped to what the API accepts. */
export function clientEventBody(problem: RemoteProblem): ClientEventBody {
  const page = problem.page ?? (typeof location === 'undefined' ? undefined : location.pathname);
  const body: ClientEventBody = {
    remote: clip(problem.remote, CLIENT_EVENT_LIMITS.name),
    kind: problem.kind,
  };
  if (problem.build) body.build = clip(problem.build, CLIENT_EVENT_LIMITS.name);
  if (page) body.page = clip(page, CLIENT_EVENT_LIMITS.page);
  const needs = clipVersions(problem.needs);
  if (needs) body.needs = needs;
  const provided = clipVersions(problem.provided);
  if (provided) body.provided = provided;
  if (problem.message) body.message = clip(problem.message, CLIENT_EVENT_LIMITS.message);
  return body;
}

/** Posts `body`; a failure is only logged in the console (a report must not cause another one). */
async function send(body: ClientEventBody): Promise<void> {
  const { httpClient } = await import(
    /* webpackChunkName: "report-remote-problem" */ '@wolvo/shared/http'
  );
  // A stale token must not sign the user out for a report: the route accepts anonymous ones.
  await httpClient.post(CLIENT_EVENTS_PATH, body, { ignoreUnauthorized: true });
}

/**
 * Reports a problem with a remote to the server, once per remote, build and kind. Returns at once and
 * never throws.
 *
 * @example reportRemoteProblem({ remote: 'finance', kind: 'render', message: error.message });
 */
export function reportRemoteProblem(problem: RemoteProblem): void {
  try {
    const key = `${problem.remote}\n${problem.build ?? ''}\n${problem.kind}`;
    if (reported.has(key)) return;
    reported.add(key);
    const body = clientEventBody(problem);
    send(body).catch((error: unknown) => {
      console.warn('[remotes] could not report a problem', error);
    });
  } catch (error) {
    console.warn('[remotes] could not report a problem', error);
  }
}

/** Forgets what was reported (a test's fresh start). */
export function clearReportedRemoteProblems(): void {
  reported.clear();
}

// Tells the server about a remote the shell could not use (issue #40): `POST /api/v1/client-events`, at
// most once per remote, build and kind in a tab (reloads included: sessionStorage), so staff see a skewed, broken or throwing remote
// in the server's logs before someone reports a blank panel. Fire and forget: it never throws and never
// waits; the HTTP client (axios, with the session's token when there is one) loads only when a report is
// sent, so a page whose remotes work never downloads it for this.
// A report survives the user leaving the page: it is kept as unsent until its request is on the wire
// (a `keepalive` fetch, which the browser finishes after the page is gone), and the next page of the tab
// sends what a navigation cut off before that (`sendUnsentRemoteProblems`, at the remotes' start).
// Types only: the values come with the HTTP client (which loads the contracts anyway), so the loader's
// chunk of a public page carries none of this.
import type { CLIENT_EVENT_LIMITS, ClientEventBody } from '@wolvo/shared/contracts';

type Limits = typeof CLIENT_EVENT_LIMITS;

/** A problem with a remote, as `reportRemoteProblem` takes it: the client event's body, before clipping. */
export type RemoteProblem = ClientEventBody;

/** Where a tab keeps what it has reported, so that reloads do not report the same problem again. */
const REPORTED_KEY = 'wolvo.reported-remote-problems';
/** Reports remembered but not yet on the wire (their bodies), sent by the next page if this one goes. */
const UNSENT_KEY = 'wolvo.unsent-remote-problems';
let reported: Set<string> | null = null;

/** What this tab has reported (sessionStorage; memory alone when storage is unavailable). */
function reportedSet(): Set<string> {
  if (!reported) {
    reported = new Set();
    try {
      const stored: unknown = JSON.parse(sessionStorage.getItem(REPORTED_KEY) ?? '[]');
      if (Array.isArray(stored))
        for (const key of stored) if (typeof key === 'string') reported.add(key);
    } catch {
      // Unreadable or unavailable: this page's memory only.
    }
  }
  return reported;
}

function remember(key: string): void {
  const set = reportedSet();
  set.add(key);
  try {
    // The latest 50 keys: enough for six remotes, a few builds and kinds.
    sessionStorage.setItem(REPORTED_KEY, JSON.stringify([...set].slice(-50)));
  } catch {
    // Full or unavailable: remembered for this page only.
  }
}

type Unsent = Record<string, RemoteProblem>;

function readUnsent(): Unsent {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(UNSENT_KEY) ?? '{}');
    return stored && typeof stored === 'object' && !Array.isArray(stored) ? (stored as Unsent) : {};
  } catch {
    return {};
  }
}

/** Keeps (`problem`) or drops (`null`) the unsent report of `key`. */
function markUnsent(key: string, problem: RemoteProblem | null): void {
  try {
    const unsent = readUnsent();
    if (problem) unsent[key] = problem;
    else delete unsent[key];
    if (Object.keys(unsent).length) sessionStorage.setItem(UNSENT_KEY, JSON.stringify(unsent));
    else sessionStorage.removeItem(UNSENT_KEY);
  } catch {
    // Full or unavailable: this page sends it or nobody does.
  }
}

const clip = (text: string, max: number): string => (text.length > max ? text.slice(0, max) : text);

function clipVersions(
  versions: Record<string, string> | undefined,
  limits: Limits,
): Record<string, string> | undefined {
  if (!versions) return undefined;
  const entries = Object.entries(versions)
    .filter(([, range]) => typeof range === 'string')
    .slice(0, limits.versions)
    .map(([name, range]) => [clip(name, limits.name), clip(range, limits.name)]);
  return Object.fromEntries(entries) as Record<string, string>;
}

/** The request body of a problem, its fields clipped to what the API accepts. */
export function clientEventBody(problem: RemoteProblem, limits: Limits): ClientEventBody {
  const page = problem.page ?? (typeof location === 'undefined' ? undefined : location.pathname);
  const body: ClientEventBody = {
    remote: clip(problem.remote, limits.name),
    kind: problem.kind,
  };
  if (problem.build) body.build = clip(problem.build, limits.name);
  if (page) body.page = clip(page, limits.page);
  const needs = clipVersions(problem.needs, limits);
  if (needs) body.needs = needs;
  const provided = clipVersions(problem.provided, limits);
  if (provided) body.provided = provided;
  if (problem.message) body.message = clip(problem.message, limits.message);
  return body;
}

/**
 * Posts `problem`; a failure is only logged in the console (a report must not cause another one). It is
 * no longer unsent once the request leaves: a `keepalive` fetch outlives the page.
 */
async function send(key: string, problem: RemoteProblem): Promise<void> {
  const [{ httpClient }, { CLIENT_EVENT_LIMITS, CLIENT_EVENTS_PATH }] = await Promise.all([
    import(/* webpackChunkName: "report-remote-problem" */ '@wolvo/shared/http'),
    import('@wolvo/shared/contracts'),
  ]);
  markUnsent(key, null);
  // A stale token must not sign the user out for a report: the route accepts anonymous ones.
  await httpClient.post(CLIENT_EVENTS_PATH, clientEventBody(problem, CLIENT_EVENT_LIMITS), {
    ignoreUnauthorized: true,
    adapter: 'fetch',
    fetchOptions: { keepalive: true },
  });
}

function sendLogged(key: string, problem: RemoteProblem): void {
  send(key, problem).catch((error: unknown) => {
    console.warn('[remotes] could not report a problem', error);
  });
}

/**
 * Reports a problem with a remote to the server, once per remote, build and kind in a tab. Returns at
 * once and never throws.
 *
 * @example reportRemoteProblem({ remote: 'finance', kind: 'render', message: error.message });
 */
export function reportRemoteProblem(problem: RemoteProblem): void {
  try {
    const key = `${problem.remote} ${problem.build ?? ''} ${problem.kind}`;
    if (reportedSet().has(key)) return;
    remember(key);
    // The page now, not when the client has loaded.
    const page = problem.page ?? (typeof location === 'undefined' ? undefined : location.pathname);
    const withPage = { ...problem, page };
    markUnsent(key, withPage);
    sendLogged(key, withPage);
  } catch (error) {
    console.warn('[remotes] could not report a problem', error);
  }
}

/**
 * Sends the reports an earlier page of this tab remembered but left before their request went out (a
 * navigation during the HTTP client's load). Returns at once and never throws.
 */
export function sendUnsentRemoteProblems(): void {
  try {
    for (const [key, problem] of Object.entries(readUnsent())) sendLogged(key, problem);
  } catch (error) {
    console.warn('[remotes] could not report a problem', error);
  }
}

/** Forgets what was reported (a test's fresh start). */
export function clearReportedRemoteProblems(): void {
  reported = null;
  try {
    sessionStorage.removeItem(REPORTED_KEY);
    sessionStorage.removeItem(UNSENT_KEY);
  } catch {
    // Unavailable: nothing kept.
  }
}

// `POST /api/v1/client-events`: what a browser reports about a remote it could not use (issue #40): its
// needs did not match what the shell provides (`skew`), it did not load (`load`), it threw while rendering
// (`render`), or its declaration was refused (`declaration`). The API logs it for staff; nothing is stored.

/** Path of the route under `/api`. */
export const CLIENT_EVENTS_PATH = '/v1/client-events';

/** What went wrong with a remote. */
export const CLIENT_EVENT_KINDS = ['skew', 'load', 'render', 'declaration'] as const;
export type ClientEventKind = (typeof CLIENT_EVENT_KINDS)[number];

/** Bounds of a report's fields (the API refuses longer ones; the browser clips to them). */
export const CLIENT_EVENT_LIMITS = {
  /** A remote's name, a build id, a package name or a version range. */
  name: 80,
  /** The page's path. */
  page: 300,
  /** An error's message. */
  message: 500,
  /** Entries of `needs` and of `provided`. */
  versions: 10,
} as const;

/** Body of `POST /api/v1/client-events`. */
export interface ClientEventBody {
  remote: string;
  kind: ClientEventKind;
  /** The remote's build, as the shell knows it. */
  build?: string;
  /** The page's path when it happened. */
  page?: string;
  /** Package to the range the remote was built for. */
  needs?: Record<string, string>;
  /** Package to the version the shell provides. */
  provided?: Record<string, string>;
  message?: string;
}

/** Error codes of a database that cannot be reached or went away: the socket's and PostgreSQL's own. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  // PostgreSQL: admin_shutdown, crash_shutdown, cannot_connect_now, and the connection_exception class.
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);

/**
 * True when a failure means "the database is not there right now" (a restart, a failover), which the
 * API answers with 503 and a Retry-After, not a 500: the same request succeeds once it is back.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
  // node-postgres' own words for a connection that ended under a query or a pooled client that broke.
  return (
    typeof message === 'string' &&
    /Connection terminated|not queryable|terminating connection/.test(message)
  );
}

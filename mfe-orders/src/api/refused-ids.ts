import { isHttpError, toastApiError } from '@wolvo/shared/http';

/** One refused id of a bulk call: `{ id, reason }` read from the server's `"12: order.already-collected"`. */
export interface RefusedId {
  id: string;
  reason: string;
}

/** The refused ids of a failed bulk call (empty when the failure is not a per-id refusal). */
export function refusedIdsOf(error: unknown): RefusedId[] {
  if (!isHttpError(error)) return [];
  const message = (error.response?.data as { message?: unknown } | undefined)?.message;
  const list = Array.isArray(message) ? message : typeof message === 'string' ? [message] : [];
  return list.flatMap((item) => {
    const match = typeof item === 'string' ? /^(\d+): (.+)$/.exec(item) : null;
    return match ? [{ id: match[1], reason: match[2] }] : [];
  });
}

/** Shows a failed bulk call: its refused ids beside their rows when it has some, else a toast. */
export function showBulkFailure(failure: unknown, setRefused: (ids: RefusedId[]) => void): void {
  const perId = refusedIdsOf(failure);
  if (perId.length) setRefused(perId);
  else toastApiError(failure);
}

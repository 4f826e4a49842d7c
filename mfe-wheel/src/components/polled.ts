import { WHEEL_POLL_MS } from '@wolvo/shared/contracts';

/**
 * The wheel pages' queries that customers change elsewhere (links played, participants): asked for
 * again every WHEEL_POLL_MS while the tab is visible (TanStack pauses the interval in a hidden tab),
 * and as soon as the merchant comes back to it.
 */
export const POLLED = { refetchInterval: WHEEL_POLL_MS, refetchOnWindowFocus: true } as const;

import type { EventMap } from '@wolvo/shared/contracts';

/**
 * Publishes on the shared bus without loading it (and RxJS) up front: for code on the first page, such as
 * the session store or the language and theme switches, that publishes but never listens. Delivery is
 * asynchronous (after the bus has loaded); events published this way keep their order.
 * @example publishEvent('auth.logged-out', { reason: 'user' });
 */
export function publishEvent<K extends keyof EventMap>(
  name: K,
  payload: EventMap[K],
): Promise<void> {
  return import('@wolvo/shared/events').then(({ eventBus }) => eventBus.publish(name, payload));
}

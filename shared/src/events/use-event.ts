import { useEffect, useRef } from 'react';
import type { EventMap } from '@wolvo/shared/contracts';
import { eventBus, type EventName } from './event-bus';

/**
 * Listens to a bus event while the component is mounted; the latest handler is always called.
 * @example useEvent('order-modal.requested', ({ orderId }) => setOpenId(orderId));
 */
export function useEvent<K extends EventName>(
  name: K,
  handler: (payload: EventMap[K]) => void,
): void {
  // A ref keeps the subscription stable when the caller passes a new closure on each render.
  const handlerRef = useRef(handler);
  useEffect(() => {
    handlerRef.current = handler;
  });
  useEffect(() => eventBus.subscribe(name, (payload) => handlerRef.current(payload)), [name]);
}

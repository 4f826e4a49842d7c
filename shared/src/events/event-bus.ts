import { Subject, type Observable } from 'rxjs';
import { filter, map } from 'rxjs/operators';
import type { EventMap } from '@wolvo/shared/contracts';

/** Name of an event of the shared bus. */
export type EventName = keyof EventMap;

/** One message on the bus: its name and typed payload. */
export interface BusMessage<K extends EventName = EventName> {
  name: K;
  payload: EventMap[K];
}

/** The typed publish/subscribe surface of the shared bus. */
export interface EventBus {
  /** Sends `payload` to every current listener of `name`. */
  publish<K extends EventName>(name: K, payload: EventMap[K]): void;
  /** Observable of the payloads of `name` (hot: only events published after subscribing). */
  on<K extends EventName>(name: K): Observable<EventMap[K]>;
  /** Calls `handler` for each `name` event; returns the unsubscribe function. */
  subscribe<K extends EventName>(name: K, handler: (payload: EventMap[K]) => void): () => void;
  /** Observable of every message, for logging and devtools. */
  all(): Observable<BusMessage>;
}

/** Builds a bus; the app uses the `eventBus` singleton, tests may build their own. */
export function createEventBus(): EventBus {
  // One Subject for all names keeps ordering between different events intact.
  const subject = new Subject<BusMessage>();
  return {
    publish(name, payload) {
      subject.next({ name, payload } as BusMessage);
    },
    on<K extends EventName>(name: K) {
      return subject.pipe(
        filter((m): m is BusMessage<K> => m.name === name),
        map((m) => m.payload),
      );
    },
    subscribe(name, handler) {
      const subscription = this.on(name).subscribe({
        next: (payload) => {
          // A failing listener must not tear down the bus for everyone else.
          try {
            handler(payload);
          } catch (error) {
            console.error(`[eventBus] listener of "${String(name)}" failed`, error);
          }
        },
      });
      return () => subscription.unsubscribe();
    },
    all() {
      return subject.asObservable();
    },
  };
}

/**
 * The one bus of the whole shell. It lives in `@wolvo/shared`, a federation singleton, so the host and
 * every remote share it — import it only by the package name, never by a relative path.
 */
export const eventBus: EventBus = createEventBus();

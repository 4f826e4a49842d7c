import { useEffect, useMemo, useRef, useState } from 'react';

/**
 * The value, updated only after it stopped changing for `ms` (300 ms for searches).
 * @example const debounced = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
 */
export function useDebouncedValue<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** A debounced function with a way to drop or run the pending call. */
export interface DebouncedFunction<A extends unknown[]> {
  (...args: A): void;
  /** Drops the pending call. */
  cancel: () => void;
  /** Runs the pending call now, if any. */
  flush: () => void;
}

/**
 * A stable function that calls the latest `fn` once calls stop for `ms` (200 ms for resize).
 * The pending call is dropped on unmount.
 * @example const onResize = useDebouncedCallback(measure, RESIZE_DEBOUNCE_MS);
 */
export function useDebouncedCallback<A extends unknown[]>(
  fn: (...args: A) => void,
  ms: number,
): DebouncedFunction<A> {
  const fnRef = useRef(fn);
  useEffect(() => {
    fnRef.current = fn;
  });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pending = useRef<A | null>(null);

  const debounced = useMemo(() => {
    const cancel = () => {
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = null;
      pending.current = null;
    };
    const flush = () => {
      const args = pending.current;
      cancel();
      if (args) fnRef.current(...args);
    };
    const call = (...args: A) => {
      if (timer.current !== null) clearTimeout(timer.current);
      pending.current = args;
      timer.current = setTimeout(flush, ms);
    };
    return Object.assign(call, { cancel, flush });
  }, [ms]);

  useEffect(() => debounced.cancel, [debounced]);
  return debounced;
}

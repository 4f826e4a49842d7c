import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
  type Dispatch,
  type ReactNode,
  type SetStateAction,
} from 'react';

type Listener = () => void;

/**
 * Page state (filters, selections, open panels, search text, a table's mode) kept per page scope.
 * The host wraps each page in `PageStateScope` with the page's path as scope: entering another page drops
 * every other scope's values (spec §2: "Route transitions clean up stored state"), so nothing leaks from
 * one page to the next, and coming back to a page starts it fresh. Within a page, the values survive
 * remounts and are shared by every component that asks for the same key (a table and its bulk-action bar).
 * One store for the whole shell: `@wolvo/shared` is a federation singleton.
 */
class PageStateStore {
  private readonly values = new Map<string, Map<string, unknown>>();
  private readonly listeners = new Set<Listener>();

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  has(scope: string, key: string): boolean {
    return this.values.get(scope)?.has(key) ?? false;
  }

  get(scope: string, key: string): unknown {
    return this.values.get(scope)?.get(key);
  }

  set(scope: string, key: string, value: unknown): void {
    let page = this.values.get(scope);
    if (!page) this.values.set(scope, (page = new Map()));
    if (page.has(key) && Object.is(page.get(key), value)) return;
    page.set(key, value);
    this.emit();
  }

  /** Drops the values of every scope but `scope` (the page being entered). */
  retainOnly(scope: string): void {
    let changed = false;
    for (const other of [...this.values.keys()]) {
      if (other === scope) continue;
      this.values.delete(other);
      changed = true;
    }
    if (changed) this.emit();
  }

  /** Drops everything (sign-out). */
  clear(): void {
    if (this.values.size === 0) return;
    this.values.clear();
    this.emit();
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}

/** The shell's one page-state store; the host clears it on sign-out. */
export const pageStateStore = new PageStateStore();

const PageScopeContext = createContext('');

/** Marks everything inside as one page; entering a new scope drops the state of the others. */
export function PageStateScope({ scope, children }: { scope: string; children: ReactNode }) {
  useEffect(() => pageStateStore.retainOnly(scope), [scope]);
  return <PageScopeContext.Provider value={scope}>{children}</PageScopeContext.Provider>;
}

/**
 * `useState` for page state: kept while the user stays on the page, gone once they navigate away.
 * Use it instead of module-level variables for filters, selections, open panels and search text.
 * @example const [selected, setSelected] = usePageState<number[]>('orders.selected', []);
 */
export function usePageState<T>(
  key: string,
  initial: T | (() => T),
): [T, Dispatch<SetStateAction<T>>] {
  const scope = useContext(PageScopeContext);
  // The initial value is computed once per component, like useState's, and used until a value is set.
  const [fallback] = useState(initial);
  const value = useSyncExternalStore(
    pageStateStore.subscribe,
    () => (pageStateStore.has(scope, key) ? (pageStateStore.get(scope, key) as T) : fallback),
    () => fallback,
  );
  const setValue = useCallback<Dispatch<SetStateAction<T>>>(
    (next) => {
      const previous = pageStateStore.has(scope, key)
        ? (pageStateStore.get(scope, key) as T)
        : fallback;
      pageStateStore.set(
        scope,
        key,
        typeof next === 'function' ? (next as (p: T) => T)(previous) : next,
      );
    },
    [scope, key, fallback],
  );
  return [value, setValue];
}

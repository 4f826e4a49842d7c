import {
  CLIENT_AREA,
  declarationProblems,
  hasKnownKey,
  isDeclaredPage,
  REMOTE_NAMES,
  STAFF_AREA,
  type Area,
  type DeclaredPage,
  type Language,
  type PageAction,
  type RemoteName,
} from '@wolvo/shared/contracts';

/** Who renders a page: one of the remotes, or the host itself. */
export type PageOwner = RemoteName | 'host';

/**
 * One routable page of an area as the shell knows it: a page a remote declares (its
 * remote-declaration.json, issue #40) or one of the shell's own (support, settings).
 */
export interface CatalogPage {
  /** Permission key (contracts/permissions.ts). */
  key: string;
  /** Path relative to the area root, e.g. `reclamation/inbox`. */
  path: string;
  owner: PageOwner;
  /** A declared page's sidebar label and title in each language. */
  label?: Readonly<Record<Language, string>>;
  /** A shell page's label: its key in the shell's texts. */
  labelKey?: string;
  /**
   * The action of `key` the page needs besides VIEW (add order needs ADD): without it the page is neither
   * listed nor opened. Several pages may share a key; the sidebar lists them together where the key sits.
   */
  action?: Exclude<PageAction, 'VIEW'>;
  /** Reachable but never listed in the sidebar (a page of its own links to it). */
  hidden?: boolean;
  /** Sidebar icon name of a top-level page (layout/page-icons.tsx). */
  icon?: string;
  /** Sidebar group (the permission key of the group it is listed under). */
  group?: string;
  /** Sidebar order in the area, smallest first. */
  order: number;
  /** The page's first API call, sent before its code loads (`firstCall` of its declaration). */
  firstCall?: string;
}

/** Signed-in areas; the public area holds the roulette and tracking pages. */
export type SignedInArea = Exclude<Area, 'public'>;

/** URL segment of each signed-in area. */
export const AREA_SEGMENT: Record<SignedInArea, string> = {
  staff: STAFF_AREA,
  client: CLIENT_AREA,
};

/** Account settings, in both areas (reached from the profile menu, not listed in the sidebar). */
const SETTINGS_PAGE: CatalogPage = {
  key: 'ACCOUNT_SETTINGS',
  path: 'settings',
  owner: 'host',
  labelKey: 'page.settings',
  hidden: true,
  order: 1000,
};

/** The shell's own pages; every other page comes from the declaration of the remote that renders it. */
const SHELL_PAGES: Record<SignedInArea, readonly CatalogPage[]> = {
  staff: [SETTINGS_PAGE],
  client: [
    {
      key: 'SUPPORT',
      path: 'support',
      owner: 'host',
      labelKey: 'page.support',
      icon: 'HelpCenter',
      order: 990,
    },
    SETTINGS_PAGE,
  ],
};

/**
 * The declared pages of the last start, kept in the browser: the next start (and index.html's inline
 * script, host/scripts/start-early.js) knows a reloaded page's remote before the declarations are in.
 */
export const STORED_PAGES_KEY = 'wolvo.pages';

type Declared = Partial<Record<RemoteName, readonly DeclaredPage[]>>;

/** Keeps the well-formed pages of a known key; `onUnknown` hears of the others. */
function acceptedPages(
  pages: readonly unknown[],
  onUnknown?: (page: DeclaredPage) => void,
): DeclaredPage[] {
  return pages.filter((page): page is DeclaredPage => {
    if (!isDeclaredPage(page)) return false;
    if (hasKnownKey(page)) return true;
    onUnknown?.(page);
    return false;
  });
}

function readStored(): Declared {
  try {
    const raw = JSON.parse(window.localStorage.getItem(STORED_PAGES_KEY) ?? 'null') as unknown;
    if (!raw || typeof raw !== 'object') return {};
    const stored: Declared = {};
    for (const remote of REMOTE_NAMES) {
      const pages = (raw as Record<string, unknown>)[remote];
      if (Array.isArray(pages)) stored[remote] = acceptedPages(pages);
    }
    return stored;
  } catch {
    return {};
  }
}

function store(value: Declared): void {
  try {
    window.localStorage.setItem(STORED_PAGES_KEY, JSON.stringify(value));
  } catch {
    // No storage: the next start waits for the declarations.
  }
}

let declared: Declared = readStored();
let settled = false;
let catalog = compose();
const listeners = new Set<() => void>();

function compose(): Record<SignedInArea, readonly CatalogPage[]> {
  const of = (area: SignedInArea): CatalogPage[] => {
    const remotePages = REMOTE_NAMES.flatMap((owner) =>
      (declared[owner] ?? [])
        .filter((page) => page.area === area)
        .map(({ area: _area, ...page }): CatalogPage => ({ ...page, owner })),
    );
    // A stable sort: pages of one order keep the remotes' order.
    return [...remotePages, ...SHELL_PAGES[area]].sort((a, b) => a.order - b.order);
  };
  return { staff: of('staff'), client: of('client') };
}

function changed(): void {
  catalog = compose();
  for (const listener of listeners) listener();
}

/** Every page of an area the shell knows now, in sidebar order. */
export function pagesOf(area: SignedInArea): readonly CatalogPage[] {
  return catalog[area];
}

/**
 * Takes a remote's remote-declaration.json (`raw`, its parsed body): its well-formed pages of known keys
 * replace what the shell knew of that remote. A malformed declaration is ignored, a page of a key the
 * shell does not know dropped; `report` hears of each.
 */
export function acceptDeclaration(
  remote: RemoteName,
  raw: unknown,
  report: (message: string) => void = () => undefined,
): void {
  const problems = declarationProblems(raw, remote);
  if (problems.length) {
    report(`declaration ignored: ${problems.slice(0, 5).join('; ')}`);
    return;
  }
  const unknown: string[] = [];
  const pages = acceptedPages((raw as { pages: unknown[] }).pages, (page) =>
    unknown.push(`${page.area}:${page.path} (${page.key})`),
  );
  if (unknown.length) report(`page(s) of an unknown permission key ignored: ${unknown.join(', ')}`);
  declared = { ...declared, [remote]: pages };
  store(declared);
  changed();
}

/**
 * The declarations of this start are all in (or failed): a path no page has is now unknown, not yet to
 * come. Until then the shell shows a path it cannot place as loading.
 */
export function settleDeclarations(): void {
  if (settled) return;
  settled = true;
  changed();
}

/** Whether this start's declarations are all in (`settleDeclarations`). */
export function declarationsSettled(): boolean {
  return settled;
}

/** Calls `listener` whenever the pages change; returns the unsubscribe. */
export function subscribePages(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current pages' identity (changes with them), for `useSyncExternalStore`. */
export function pagesSnapshot(): object {
  return catalog;
}

/** Forgets the declared pages (a test's fresh start). */
export function resetDeclaredPages(value: Declared = {}, isSettled = false): void {
  declared = value;
  settled = isSettled;
  changed();
}

/**
 * Paths the spec names that lead to a page built at another path (`reclamation/deliveryCost`, the spec's
 * spelling, opens `reclamation/delivery-cost`): the shell redirects them, keeping the query.
 */
export const PATH_ALIASES: Record<SignedInArea, Readonly<Record<string, string>>> = {
  staff: { 'reclamation/deliveryCost': 'reclamation/delivery-cost' },
  client: {},
};

/** Labels of sidebar groups (parent pages whose subpages are listed under them). */
export const GROUP_LABEL_KEYS: Record<string, string> = {
  CLIENT_STATISTICS: 'page.statistics',
  DASHBOARD_ALPHA: 'page.dash-alpha',
  ORDERS: 'page.orders',
  RECLAMATION: 'page.reclamation',
  FINANCE: 'page.finance',
  COMMERCIAL: 'page.commercial',
  USERS: 'page.users',
};

/**
 * Which remote renders a path of an area: the owner of the longest page path it starts with, so one
 * section may hold pages of two remotes (`dash-alpha/overview` -> orders, `dash-alpha/report` ->
 * reclamation); else its first segment's (`reclamation/inbox` -> reclamation), so sub-screens a remote
 * adds (e.g. `orders/add-order`) follow their section's owner.
 */
export function ownerOfPath(area: SignedInArea, relativePath: string): PageOwner | null {
  const clean = relativePath.replace(/^\/+|\/+$/g, '');
  const segment = clean.split('/').filter(Boolean)[0];
  if (!segment) return null;
  const pages = pagesOf(area);
  const longest = pages
    .filter((p) => clean === p.path || clean.startsWith(`${p.path}/`))
    .sort((a, b) => b.path.length - a.path.length)[0];
  const page = longest ?? pages.find((p) => p.path.split('/')[0] === segment);
  return page ? page.owner : null;
}

/** The page at an exact relative path, if any. */
export function catalogPageAt(area: SignedInArea, relativePath: string): CatalogPage | undefined {
  const clean = relativePath.replace(/^\/+|\/+$/g, '');
  return pagesOf(area).find((p) => p.path === clean);
}

/** A page's label in `language`: its declared label, or the shell's text of its key (`t`). */
export function pageLabel(
  page: Pick<CatalogPage, 'label' | 'labelKey' | 'key'>,
  language: Language,
  t: (key: string) => string,
): string {
  return page.label?.[language] ?? t(page.labelKey ?? page.key);
}

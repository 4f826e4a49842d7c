import {
  CLIENT_AREA,
  STAFF_AREA,
  type Area,
  type PageAction,
  type RemoteName,
} from '@wolvo/shared/contracts';
import catalog from './page-catalog.json';

/** Who renders a page: one of the remotes, or the host itself. */
export type PageOwner = RemoteName | 'host';

/** One routable page of an area as the shell knows it, whether or not its remote is up. */
export interface CatalogPage {
  /** Permission key (contracts/permissions.ts). */
  key: string;
  /** Path relative to the area root, e.g. `reclamation/inbox`. */
  path: string;
  owner: PageOwner;
  /** Shell i18n key of the sidebar label and page title. */
  labelKey: string;
  /**
   * The action of `key` the page needs besides VIEW (add order needs ADD): without it the page is neither
   * listed nor opened. Several pages may share a key; the sidebar lists them together where the key sits.
   */
  action?: Exclude<PageAction, 'VIEW'>;
  /** Reachable but never listed in the sidebar (a page of its own links to it). */
  hidden?: boolean;
}

/** Signed-in areas; the public area holds the roulette and tracking pages. */
export type SignedInArea = Exclude<Area, 'public'>;

/** URL segment of each signed-in area. */
export const AREA_SEGMENT: Record<SignedInArea, string> = {
  staff: STAFF_AREA,
  client: CLIENT_AREA,
};

/**
 * Every page of each signed-in area, in sidebar order. The pages are data in page-catalog.json, which
 * the build reads too (host/scripts/remote-pages.js: which remote renders each page, for index.html's
 * inline script); page-catalog.test.ts checks each page against these types.
 */
export const PAGE_CATALOG: Record<SignedInArea, readonly CatalogPage[]> = catalog as Record<
  SignedInArea,
  CatalogPage[]
>;

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
 * Which remote renders a path of an area: the owner of the longest catalog path it starts with, so one
 * section may hold pages of two remotes (`dash-alpha/overview` -> orders, `dash-alpha/report` ->
 * reclamation); else its first segment's (`reclamation/inbox` -> reclamation), so sub-screens a remote
 * adds (e.g. `orders/add-order`) follow their section's owner.
 */
export function ownerOfPath(area: SignedInArea, relativePath: string): PageOwner | null {
  const clean = relativePath.replace(/^\/+|\/+$/g, '');
  const segment = clean.split('/').filter(Boolean)[0];
  if (!segment) return null;
  const pages = PAGE_CATALOG[area];
  const longest = pages
    .filter((p) => clean === p.path || clean.startsWith(`${p.path}/`))
    .sort((a, b) => b.path.length - a.path.length)[0];
  const page = longest ?? pages.find((p) => p.path.split('/')[0] === segment);
  return page ? page.owner : null;
}

/** The catalog page at an exact relative path, if any. */
export function catalogPageAt(area: SignedInArea, relativePath: string): CatalogPage | undefined {
  const clean = relativePath.replace(/^\/+|\/+$/g, '');
  return PAGE_CATALOG[area].find((p) => p.path === clean);
}

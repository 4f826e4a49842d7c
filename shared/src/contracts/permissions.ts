import { isClientRole, isStaffRole, type Role } from './roles';

/** Actions a page permission may grant. */
export const PAGE_ACTIONS = ['VIEW', 'ADD', 'EDIT', 'DELETE'] as const;
/** One page action. */
export type PageAction = (typeof PAGE_ACTIONS)[number];

/** A page of an area with its subpages; keys are the spec's page permission keys. */
export interface PageNode {
  key: string;
  children?: readonly string[];
}

/** Client area pages, in sidebar order. */
export const CLIENT_PAGES: readonly PageNode[] = [
  { key: 'CLIENT_HOMEPAGE' },
  {
    key: 'CLIENT_STATISTICS',
    children: ['CLIENT_STATISTICS_ORDERS', 'CLIENT_STATISTICS_TURNOVER'],
  },
  { key: 'DASHBOARD_ALPHA', children: ['DASHBOARD_ALPHA_OVERVIEW', 'DASHBOARD_ALPHA_REPORT'] },
  { key: 'ORDERS', children: ['ORDERS_ORDER_OF_THE_DAY', 'ORDERS_PICKUPS'] },
  { key: 'RECLAMATION', children: ['RECLAMATION_WOLVO'] },
  { key: 'FINANCE', children: ['FINANCE_REFUND', 'FINANCE_PAYMENT_HISTORY'] },
  { key: 'TEAM' },
  { key: 'FORTUNE_WHEEL' },
  { key: 'SUPPORT' },
  { key: 'ACCOUNT_SETTINGS' },
];

/** Staff area pages, in sidebar order. */
export const STAFF_PAGES: readonly PageNode[] = [
  { key: 'DASHBOARD_PARTNER' },
  { key: 'DASHBOARD_ALPHA' },
  {
    key: 'RECLAMATION',
    children: [
      'RECLAMATION_INBOX',
      'RECLAMATION_EDITS',
      'RECLAMATION_PICKUP',
      'RECLAMATION_REPORT',
      'RECLAMATION_DELIVERY_COST',
    ],
  },
  {
    key: 'FINANCE',
    children: ['FINANCE_CALENDAR', 'FINANCE_PARTNER_INVOICES', 'FINANCE_PAYMENT_HISTORY'],
  },
  { key: 'COMMERCIAL', children: ['COMMERCIAL_CLIENTS', 'COMMERCIAL_PICKUP'] },
  { key: 'USERS', children: ['USERS_TEAM', 'USERS_CLIENTS'] },
  { key: 'ACCOUNT_SETTINGS' },
];

function flatten(pages: readonly PageNode[]): string[] {
  return pages.flatMap((page) => [page.key, ...(page.children ?? [])]);
}

/** Every page key of the client area (parents and subpages). */
export const CLIENT_PAGE_KEYS: readonly string[] = flatten(CLIENT_PAGES);
/** Every page key of the staff area (parents and subpages). */
export const STAFF_PAGE_KEYS: readonly string[] = flatten(STAFF_PAGES);

/** Page keys a role's area has. */
/** Permissions as the token carries them: page key to actions joined by `|`, e.g. `{ TEAM: 'VIEW|ADD' }`. */
export type PermissionMap = Record<string, string>;

/** Splits `VIEW|EDIT` into known actions, ignoring unknown words. */
export function parseActions(joined: string | undefined): PageAction[] {
  if (!joined) return [];
  return joined
    .split('|')
    .map((a) => a.trim().toUpperCase())
    .filter((a): a is PageAction => (PAGE_ACTIONS as readonly string[]).includes(a));
}

/** Joins actions in the canonical order VIEW|ADD|EDIT|DELETE. */
export function joinActions(actions: Iterable<string>): string {
  const set = new Set(actions);
  return PAGE_ACTIONS.filter((a) => set.has(a)).join('|');
}

function parentOf(pageKey: string, pages: readonly PageNode[]): string | undefined {
  return pages.find((p) => p.children?.includes(pageKey))?.key;
}

/**
 * Whether a user may perform `action` on `pageKey`.
 * Without explicit permissions (admins and clients themselves) every page of the role's area is allowed;
 * a team member needs the page (or its parent page) granted with that action. A parent page counts
 * as granted when any of its subpages is.
 */
export function hasPagePermission(
  role: Role,
  permissions: PermissionMap | null | undefined,
  pageKey: string,
  action: PageAction = 'VIEW',
): boolean {
  const pages = isStaffRole(role) ? STAFF_PAGES : isClientRole(role) ? CLIENT_PAGES : [];
  const keys = flatten(pages);
  if (!keys.includes(pageKey)) return false;
  if (!permissions || Object.keys(permissions).length === 0) return true;
  if (parseActions(permissions[pageKey]).includes(action)) return true;
  const parent = parentOf(pageKey, pages);
  if (parent && parseActions(permissions[parent]).includes(action)) return true;
  const node = pages.find((p) => p.key === pageKey);
  return Boolean(
    node?.children?.some((child) => parseActions(permissions[child]).includes(action)),
  );
}

/** Pages (with their permitted subpages) a user may see, in sidebar order; pages with none are hidden. */
export function allowedPages(
  role: Role,
  permissions: PermissionMap | null | undefined,
): PageNode[] {
  const pages = isStaffRole(role) ? STAFF_PAGES : CLIENT_PAGES;
  return pages
    .filter((page) => hasPagePermission(role, permissions, page.key))
    .map((page) =>
      page.children
        ? {
            key: page.key,
            children: page.children.filter((c) => hasPagePermission(role, permissions, c)),
          }
        : { key: page.key },
    );
}

import { CLIENT_AREA, STAFF_AREA, type Area, type RemoteName } from '@wolvo/shared/contracts';

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
  /** Reachable but never listed in the sidebar. */
  hidden?: boolean;
}

/** Signed-in areas; the public area holds the roulette and tracking pages. */
export type SignedInArea = Exclude<Area, 'public'>;

/** URL segment of each signed-in area. */
export const AREA_SEGMENT: Record<SignedInArea, string> = {
  staff: STAFF_AREA,
  client: CLIENT_AREA,
};

const STAFF: CatalogPage[] = [
  {
    key: 'DASHBOARD_PARTNER',
    path: 'dash-partner',
    owner: 'orders',
    labelKey: 'page.dash-partner',
  },
  { key: 'DASHBOARD_ALPHA', path: 'dash-alpha', owner: 'orders', labelKey: 'page.dash-alpha' },
  {
    key: 'RECLAMATION_INBOX',
    path: 'reclamation/inbox',
    owner: 'reclamation',
    labelKey: 'page.reclamation-inbox',
  },
  {
    key: 'RECLAMATION_EDITS',
    path: 'reclamation/edits',
    owner: 'reclamation',
    labelKey: 'page.reclamation-edits',
  },
  {
    key: 'RECLAMATION_PICKUP',
    path: 'reclamation/pickup',
    owner: 'reclamation',
    labelKey: 'page.reclamation-pickup',
  },
  {
    key: 'RECLAMATION_REPORT',
    path: 'reclamation/report',
    owner: 'reclamation',
    labelKey: 'page.reclamation-report',
  },
  {
    key: 'RECLAMATION_DELIVERY_COST',
    path: 'reclamation/delivery-cost',
    owner: 'reclamation',
    labelKey: 'page.reclamation-delivery-cost',
  },
  {
    key: 'FINANCE_CALENDAR',
    path: 'finance/payment-calendar',
    owner: 'finance',
    labelKey: 'page.finance-calendar',
  },
  {
    key: 'FINANCE_PARTNER_INVOICES',
    path: 'finance/partner-invoices',
    owner: 'finance',
    labelKey: 'page.finance-partner-invoices',
  },
  {
    key: 'FINANCE_PAYMENT_HISTORY',
    path: 'finance/payment-history',
    owner: 'finance',
    labelKey: 'page.finance-payment-history',
  },
  {
    key: 'COMMERCIAL_CLIENTS',
    path: 'commercial/clients',
    owner: 'commercial',
    labelKey: 'page.commercial-clients',
  },
  {
    key: 'COMMERCIAL_PICKUP',
    path: 'commercial/pickup-of-the-day',
    owner: 'commercial',
    labelKey: 'page.commercial-pickup',
  },
  { key: 'USERS_TEAM', path: 'users/team', owner: 'team', labelKey: 'page.users-team' },
  { key: 'USERS_CLIENTS', path: 'users/clients', owner: 'team', labelKey: 'page.users-clients' },
  {
    key: 'ACCOUNT_SETTINGS',
    path: 'settings',
    owner: 'host',
    labelKey: 'page.settings',
    hidden: true,
  },
];

const CLIENT: CatalogPage[] = [
  { key: 'CLIENT_HOMEPAGE', path: 'home', owner: 'orders', labelKey: 'page.home' },
  {
    key: 'CLIENT_STATISTICS_ORDERS',
    path: 'statistics/orders',
    owner: 'orders',
    labelKey: 'page.statistics-orders',
  },
  {
    key: 'CLIENT_STATISTICS_TURNOVER',
    path: 'statistics/turnover',
    owner: 'orders',
    labelKey: 'page.statistics-turnover',
  },
  {
    key: 'DASHBOARD_ALPHA_OVERVIEW',
    path: 'dash-alpha/overview',
    owner: 'orders',
    labelKey: 'page.dash-alpha-overview',
  },
  {
    key: 'DASHBOARD_ALPHA_REPORT',
    path: 'dash-alpha/report',
    owner: 'reclamation',
    labelKey: 'page.dash-alpha-report',
  },
  {
    key: 'ORDERS_ORDER_OF_THE_DAY',
    path: 'orders/order-of-the-day',
    owner: 'orders',
    labelKey: 'page.orders-of-the-day',
  },
  { key: 'ORDERS_PICKUPS', path: 'orders/pickup', owner: 'orders', labelKey: 'page.orders-pickup' },
  {
    key: 'RECLAMATION_WOLVO',
    path: 'reclamation/wolvo',
    owner: 'reclamation',
    labelKey: 'page.reclamation-wolvo',
  },
  {
    key: 'FINANCE_REFUND',
    path: 'finance/refund',
    owner: 'finance',
    labelKey: 'page.finance-refund',
  },
  {
    key: 'FINANCE_PAYMENT_HISTORY',
    path: 'finance/payment-history',
    owner: 'finance',
    labelKey: 'page.finance-payment-history',
  },
  { key: 'TEAM', path: 'team', owner: 'team', labelKey: 'page.team' },
  { key: 'FORTUNE_WHEEL', path: 'fortune-wheel', owner: 'wheel', labelKey: 'page.fortune-wheel' },
  { key: 'SUPPORT', path: 'support', owner: 'host', labelKey: 'page.support' },
  {
    key: 'ACCOUNT_SETTINGS',
    path: 'settings',
    owner: 'host',
    labelKey: 'page.settings',
    hidden: true,
  },
];

/** Every page of each signed-in area, in sidebar order. */
export const PAGE_CATALOG: Record<SignedInArea, readonly CatalogPage[]> = {
  staff: STAFF,
  client: CLIENT,
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

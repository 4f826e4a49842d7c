import {
  allowedPages,
  hasPagePermission,
  isClientRole,
  isStaffRole,
  type Language,
  type RemoteName,
  type SessionUser,
} from '@wolvo/shared/contracts';
import {
  AREA_SEGMENT,
  catalogPageAt,
  declarationsSettled,
  pagesOf,
  type CatalogPage,
  type SignedInArea,
} from './page-catalog';

export { isLanguage, languageOfPath, loginPath, replaceLanguage } from './paths';

/** The signed-in area of a role, or null for an unknown role. */
export function areaOfRole(role: string): SignedInArea | null {
  if (isStaffRole(role)) return 'staff';
  if (isClientRole(role)) return 'client';
  return null;
}

/** Whether the user may open a page of the catalog (team members need the page granted). */
export function canOpenPage(
  user: Pick<SessionUser, 'role' | 'permissions'>,
  pageKey: string,
): boolean {
  return hasPagePermission(user.role, user.permissions, pageKey);
}

/** Whether the user may open a catalog page: VIEW of its key, and the action it needs if any (add order: ADD). */
export function canOpenCatalogPage(
  user: Pick<SessionUser, 'role' | 'permissions'>,
  page: Pick<CatalogPage, 'key' | 'action'>,
): boolean {
  return (
    canOpenPage(user, page.key) &&
    (!page.action || hasPagePermission(user.role, user.permissions, page.key, page.action))
  );
}

/** A page a remote contributes to an area (its path relative to the area root). */
export interface RemotePageRef {
  remote: RemoteName;
  area: SignedInArea;
  path: string;
}

/**
 * The remote page a signed-in user opens first (`/fr/client/home` -> orders' `home`), loaded before the
 * router renders it; null unless it is a known page of the user's area that the user may open (a page
 * the user lacks must not load its remote), or while the shell does not know the page yet (the
 * declarations are not in).
 */
export function firstRemotePage(
  user: Pick<SessionUser, 'role' | 'permissions'>,
  pathname: string,
): RemotePageRef | null {
  const [, , segment, ...rest] = pathname.split('/');
  const area = areaOfRole(user.role);
  if (!area || AREA_SEGMENT[area] !== segment) return null;
  const page = catalogPageAt(area, rest.join('/'));
  if (!page || page.owner === 'host' || !canOpenCatalogPage(user, page)) return null;
  return { remote: page.owner, area, path: page.path };
}

/** Catalog pages of the user's area the user may open, in sidebar order. */
export function openablePages(user: Pick<SessionUser, 'role' | 'permissions'>): CatalogPage[] {
  const area = areaOfRole(user.role);
  if (!area) return [];
  return pagesOf(area).filter((page) => canOpenCatalogPage(user, page));
}

/** Absolute path of a page of an area. */
export function areaPath(language: Language, area: SignedInArea, relativePath = ''): string {
  const rest = relativePath.replace(/^\/+/, '');
  return `/${language}/${AREA_SEGMENT[area]}${rest ? `/${rest}` : ''}`;
}

/** Preferred landing page of each area; falls back to the first page the user may open. */
const PREFERRED_HOME: Record<SignedInArea, string> = {
  staff: 'DASHBOARD_PARTNER',
  client: 'CLIENT_HOMEPAGE',
};

/**
 * Home route of a signed-in user: staff -> dash-partner, client -> home, or the first page the user
 * may open when that one is not granted. Null when the role has no area; the area's root while the shell
 * knows none of these pages and the declarations are not all in (its index waits for them).
 */
export function homePathOf(
  user: Pick<SessionUser, 'role' | 'permissions'>,
  language: Language,
): string | null {
  const area = areaOfRole(user.role);
  if (!area) return null;
  const pages = openablePages(user);
  const preferred = pages.find((p) => p.key === PREFERRED_HOME[area]);
  const target = preferred ?? pages.find((p) => !p.hidden) ?? pages[0];
  if (!preferred && !declarationsSettled()) return areaPath(language, area);
  return areaPath(language, area, target ? target.path : 'settings');
}

/** What the sidebar shows of a page: its key, path, label (declared, or the shell's text key) and icon. */
export type SidebarLink = Pick<CatalogPage, 'key' | 'path' | 'label' | 'labelKey' | 'icon'>;

/** Sidebar entry: a page, or a group of subpages (`key` is the permission key; `path` tells pages apart). */
export type SidebarEntry =
  | ({ kind: 'page' } & SidebarLink)
  | { kind: 'group'; key: string; labelKey: string; children: SidebarLink[] };

/**
 * Sidebar of a user: `allowedPages(role, permissions)` (the spec's tree, in its order) mapped onto the
 * known pages the user may open, each in its declared order. A page without a group is listed where its
 * key sits (several pages may share a key: orders of the day, add order, import...), a page with one
 * under that group's entry. Hidden pages (settings, sub-screens a page links to) are left out; groups with
 * no allowed subpage vanish. `pages`: the area's pages (the catalog's now by default).
 */
export function buildSidebar(
  user: Pick<SessionUser, 'role' | 'permissions'>,
  groupLabels: Record<string, string>,
  pages: readonly CatalogPage[] | null = null,
): SidebarEntry[] {
  const area = areaOfRole(user.role);
  if (!area) return [];
  const listed = (pages ?? pagesOf(area)).filter((p) => !p.hidden && canOpenCatalogPage(user, p));
  const link = (p: CatalogPage): SidebarLink => ({
    key: p.key,
    path: p.path,
    ...(p.label ? { label: p.label } : {}),
    ...(p.labelKey ? { labelKey: p.labelKey } : {}),
    ...(p.icon ? { icon: p.icon } : {}),
  });
  const entries: SidebarEntry[] = [];
  for (const node of allowedPages(user.role, user.permissions)) {
    const own = listed.filter((p) => p.key === node.key && !p.group);
    if (own.length > 0) {
      entries.push(...own.map((p) => ({ kind: 'page' as const, ...link(p) })));
      continue;
    }
    const children = listed
      .filter((p) => p.group === node.key && node.children?.includes(p.key))
      .map(link);
    if (children.length > 0) {
      entries.push({
        kind: 'group',
        key: node.key,
        labelKey: groupLabels[node.key] ?? node.key,
        children,
      });
    }
  }
  return entries;
}

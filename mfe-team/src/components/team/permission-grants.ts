import {
  CLIENT_PAGES,
  PAGE_ACTIONS,
  STAFF_PAGES,
  isTeamRole,
  joinActions,
  parseActions,
  type PageAction,
  type PageNode,
  type PermissionMap,
  type SessionUser,
  type TeamKind,
} from '@wolvo/shared/contracts';

/** The pages a member of this kind of team may be granted, in sidebar order (client keys or staff keys). */
export const pagesOf = (kind: TeamKind): readonly PageNode[] =>
  kind === 'client' ? CLIENT_PAGES : STAFF_PAGES;

/** One row of the permission matrix: a page key, indented when it is a subpage. */
export interface MatrixRow {
  key: string;
  sub: boolean;
}

/** Rows of the matrix: each page followed by its subpages. */
export function matrixRows(kind: TeamKind): MatrixRow[] {
  return pagesOf(kind).flatMap((page) => [
    { key: page.key, sub: false },
    ...(page.children ?? []).map((key) => ({ key, sub: true })),
  ]);
}

/** Whether `grants` gives `action` on `page`. */
export const isGranted = (grants: PermissionMap, page: string, action: PageAction) =>
  parseActions(grants[page]).includes(action);

/** `grants` with `action` on `page` set or cleared; a page left with no action is dropped. */
export function setGrant(
  grants: PermissionMap,
  page: string,
  action: PageAction,
  on: boolean,
): PermissionMap {
  const actions = new Set(parseActions(grants[page]));
  if (on) actions.add(action);
  else actions.delete(action);
  const next = { ...grants };
  const joined = joinActions(actions);
  if (joined) next[page] = joined;
  else delete next[page];
  return next;
}

/** Pages that carry at least one action: the server needs one. */
export const grantedPageCount = (grants: PermissionMap) =>
  Object.values(grants).filter((joined) => parseActions(joined).length > 0).length;

/**
 * Whether the signed-in user may hand out `action` on `page`. Admins (no explicit permissions) may grant
 * anything of their area; a team member managing its team only what it holds on the page or its parent
 * (the server answers team.permission.not-held otherwise).
 */
export function canGrant(
  user: SessionUser | null,
  kind: TeamKind,
  page: string,
  action: PageAction,
): boolean {
  if (!user) return false;
  if (!isTeamRole(user.role) || Object.keys(user.permissions).length === 0) return true;
  if (isGranted(user.permissions, page, action)) return true;
  const parent = pagesOf(kind).find((p) => p.children?.includes(page))?.key;
  return !!parent && isGranted(user.permissions, parent, action);
}

export { PAGE_ACTIONS };

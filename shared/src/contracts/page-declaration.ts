// The rules of a page a remote offers (`DeclaredPage` of federation.ts): checked by the remote's build
// where it reads its `src/pages.json` (shared/build/remote-offers.js, from this file's compiled copy, so the
// build parses no TypeScript), by each remote's contract test, and by the shell when it reads a declaration.
import { LANGUAGES } from './constants';
import type { DeclaredPage } from './federation';
import { CLIENT_PAGE_KEYS, STAFF_PAGE_KEYS } from './permissions';

/** Signed-in areas a page may belong to. */
const PAGE_AREAS: readonly string[] = ['staff', 'client'];
/** Actions a page may need besides VIEW. */
const EXTRA_ACTIONS: readonly string[] = ['ADD', 'EDIT', 'DELETE'];
const PATH = /^[a-z0-9-]+(\/[a-z0-9-]+)*$/;
const KEY = /^[A-Z][A-Z0-9_]*$/;
const ICON = /^[A-Z][A-Za-z0-9]*$/;
const CALL = /^\/v\d+\/[A-Za-z0-9/_-]+$/;
const FIELDS: readonly string[] = [
  'area',
  'path',
  'key',
  'action',
  'hidden',
  'label',
  'icon',
  'group',
  'order',
  'firstCall',
];

/** The permission keys of each area the server and the shell know (contracts/permissions.ts). */
export const KNOWN_PAGE_KEYS: Readonly<Record<DeclaredPage['area'], readonly string[]>> = {
  staff: STAFF_PAGE_KEYS,
  client: CLIENT_PAGE_KEYS,
};

const isText = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/** What is wrong with the shape of `page` (empty when it is a well-formed page). */
export function pageProblems(page: unknown): string[] {
  if (!page || typeof page !== 'object' || Array.isArray(page)) return ['not an object'];
  const p = page as Record<string, unknown>;
  const problems: string[] = [];
  const unknown = Object.keys(p).filter((field) => !FIELDS.includes(field));
  if (unknown.length) problems.push(`unknown field(s) ${unknown.join(', ')}`);
  if (!PAGE_AREAS.includes(p.area as string))
    problems.push(`area must be one of ${PAGE_AREAS.join(', ')}`);
  if (typeof p.path !== 'string' || !PATH.test(p.path))
    problems.push('path must be a relative path of lowercase segments (e.g. reclamation/inbox)');
  if (typeof p.key !== 'string' || !KEY.test(p.key))
    problems.push('key must be a permission key (e.g. RECLAMATION_INBOX)');
  if (p.action !== undefined && !EXTRA_ACTIONS.includes(p.action as string))
    problems.push(`action must be one of ${EXTRA_ACTIONS.join(', ')}`);
  if (p.hidden !== undefined && typeof p.hidden !== 'boolean')
    problems.push('hidden must be a boolean');
  const label = p.label as Record<string, unknown> | undefined;
  if (!label || typeof label !== 'object') problems.push('label must give fr, en and ar');
  else
    for (const language of LANGUAGES)
      if (!isText(label[language])) problems.push(`label.${language} is missing`);
  if (p.icon !== undefined && (typeof p.icon !== 'string' || !ICON.test(p.icon)))
    problems.push('icon must be an icon name (e.g. ReportProblem)');
  if (p.group !== undefined && (typeof p.group !== 'string' || !KEY.test(p.group)))
    problems.push('group must be the permission key of a sidebar group (e.g. RECLAMATION)');
  if (typeof p.order !== 'number' || !Number.isInteger(p.order) || p.order < 0)
    problems.push('order must be a non-negative integer');
  if (p.firstCall !== undefined && (typeof p.firstCall !== 'string' || !CALL.test(p.firstCall)))
    problems.push('firstCall must be an API path under the prefix (e.g. /v1/statistics/...)');
  return problems;
}

/** Whether `page` is well formed (`pageProblems` finds nothing). */
export function isDeclaredPage(page: unknown): page is DeclaredPage {
  return pageProblems(page).length === 0;
}

/** Whether the server and the shell know the page's permission key in its area. */
export function hasKnownKey(page: Pick<DeclaredPage, 'area' | 'key'>): boolean {
  return KNOWN_PAGE_KEYS[page.area].includes(page.key);
}

/**
 * The problems of a remote's list of pages, each prefixed by the page it concerns: each page's own shape,
 * and a path offered twice in one area.
 */
export function pagesProblems(pages: unknown): string[] {
  if (!Array.isArray(pages)) return ['the pages are not a list'];
  const problems: string[] = [];
  const seen = new Set<string>();
  pages.forEach((page: unknown, index) => {
    const p = (page ?? {}) as Record<string, unknown>;
    const name = typeof p.path === 'string' ? `${String(p.area)}:${p.path}` : `#${index}`;
    for (const problem of pageProblems(page)) problems.push(`${name}: ${problem}`);
    if (seen.has(name)) problems.push(`${name}: offered twice`);
    seen.add(name);
  });
  return problems;
}

/**
 * What is wrong with a remote's declaration (remote-declaration.json): its schema, remote name, needs and
 * pages (`pagesProblems`). The permission keys are checked apart (`hasKnownKey`): a page of an unknown key
 * is dropped, not the declaration.
 */
export function declarationProblems(declaration: unknown, remote: string): string[] {
  if (!declaration || typeof declaration !== 'object') return ['not an object'];
  const d = declaration as Record<string, unknown>;
  const problems: string[] = [];
  if (d.schema !== 1) problems.push(`schema ${String(d.schema)} is not 1`);
  if (d.remote !== remote) problems.push(`remote ${String(d.remote)} is not ${remote}`);
  const needs = d.needs as Record<string, unknown> | undefined;
  if (
    !needs ||
    typeof needs !== 'object' ||
    Object.values(needs).some((v) => typeof v !== 'string')
  )
    problems.push('needs must map package names to version ranges');
  problems.push(...pagesProblems(d.pages));
  return problems;
}

import type { ComponentType } from 'react';
import type { Language } from './constants';
import type { PermissionMap } from './permissions';
import type { Role } from './roles';

/** Names of the six remotes (federation container names are `mfe_<name>`). */
export const REMOTE_NAMES = [
  'orders',
  'reclamation',
  'finance',
  'commercial',
  'wheel',
  'team',
] as const;
/** One remote's name. */
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Federation container name of a remote, e.g. `mfe_orders`. */
export function containerName(remote: RemoteName): string {
  return `mfe_${remote}`;
}

/** Shape of `remotes.json`, fetched by the host at run time: remote name to its `mf-manifest.json` URL. */
export type RemotesConfig = Record<RemoteName, string>;

/**
 * `remote-declaration.json`, which each remote's build writes beside its `mf-manifest.json`
 * (shared/build/remote-declaration.js): what the remote needs from the shell and what it offers.
 */
export interface RemoteDeclaration {
  /** Version of this shape (1); the shell ignores a declaration of another. */
  schema: 1;
  remote: RemoteName;
  /** Package name to the semver range the remote was built for (`@wolvo/shared`, `react`, `@mui/material`). */
  needs: Record<string, string>;
  /** The pages the remote offers, from its `src/pages.json` (the shell builds its sidebar and routes from them). */
  pages: DeclaredPage[];
}

/**
 * One page a remote offers, as its `src/pages.json` writes it (by page id) and its declaration carries it
 * (shared/build/page-declaration.js checks the shape at build time, the shell again when it reads it).
 */
export interface DeclaredPage {
  area: Exclude<Area, 'public'>;
  /** Path relative to the area root, e.g. `reclamation/inbox`. */
  path: string;
  /** Permission key that guards it (contracts/permissions.ts); the shell ignores a key it does not know. */
  key: string;
  /** The action of `key` the page needs besides VIEW (add order: ADD). */
  action?: 'ADD' | 'EDIT' | 'DELETE';
  /** Reachable but not listed in the sidebar (a page of its own links to it). */
  hidden?: boolean;
  /** Sidebar label and page title in each language, shown before the remote's code has loaded. */
  label: Record<Language, string>;
  /** Sidebar icon name of a top-level page (the shell's own icon set, e.g. `ReportProblem`). */
  icon?: string;
  /** Sidebar group: the permission key of the group the page is listed under (e.g. `RECLAMATION`). */
  group?: string;
  /** Sidebar order within the area (pages of all remotes and the shell's, smallest first). */
  order: number;
  /** The page's first API call (under the API prefix), which the shell may send before its code loads. */
  firstCall?: string;
}

/** What a route of `./routes` takes from its declared page (`{ ...declaredRoute(PAGES.inbox), ... }`). */
export function declaredRoute(page: {
  area: string;
  path: string;
  key: string;
  hidden?: boolean;
}): Pick<RemoteRoute, 'area' | 'path' | 'pageKey' | 'hidden'> {
  return { area: page.area as Area, path: page.path, pageKey: page.key, hidden: page.hidden };
}

/** Which area a route belongs to. */
export type Area = 'staff' | 'client' | 'public';

/**
 * One page a remote contributes. `path` is relative to the area root (`/{lang}/wolvo-team/` or
 * `/{lang}/client/`), e.g. `reclamation/inbox`. `pageKey` is the permission key that guards it.
 */
export interface RemoteRoute {
  area: Area;
  path: string;
  pageKey: string;
  /** i18n key of the page title and sidebar label. */
  titleKey: string;
  /** i18n keys of the breadcrumb, outermost first. */
  breadcrumbKeys: string[];
  /** Hidden from the sidebar (sub-screens such as add order). */
  hidden?: boolean;
  Component: PageComponent;
}

/**
 * A page of a remote (`lazyPage` of `@wolvo/shared/router` makes one). The shell may ask for its code
 * (`preload`) and its first API call (`prefetch`) before it renders: a signed-in user's first page, while
 * the shell's own chunks still load, and a sidebar link under the pointer (code only). `preload` gives the
 * same promise each time, with `status: 'fulfilled'` once the code is in (as React's `use` reads it).
 */
export type PageComponent = ComponentType & {
  preload?: () => Promise<unknown>;
  prefetch?: () => void;
};

/** What `./routes` of every remote exports as default. */
export interface RemoteRoutesModule {
  remote: RemoteName;
  routes: RemoteRoute[];
  /**
   * Registers the remote's i18n namespace in the shared i18next instance; resolves once the current
   * language's texts are in (the host renders the remote's routes after it, so no raw keys show).
   */
  registerTranslations?: () => void | Promise<void>;
}

/** Props of the order detail modal content exposed by mfe-orders as `./OrderDetail`. */
export interface OrderDetailProps {
  orderId: string;
  /** Staff see the client block. */
  isStaff: boolean;
}

/** What `./OrderDetail` of mfe-orders exports as default. */
export type OrderDetailModule = { default: ComponentType<OrderDetailProps> };

/** Props of a public page a remote exposes on its own: the language and the id of its path. */
export interface PublicPageProps {
  language: Language;
  /** The path's id: a tracking token or a roulette link id. */
  id: string;
}

/**
 * What `./TrackingPage` (mfe-orders) and `./RoulettePage` (mfe-wheel) export as default: a public page the
 * host renders without its router and signed-in shell, so a phone opening a slip's QR code or a wheel link
 * downloads only that page.
 */
export type PublicPageModule = { default: ComponentType<PublicPageProps> };

/** Exposed modules of each remote (module path to its type). */
export interface ExposedModules {
  orders: {
    './routes': RemoteRoutesModule;
    './OrderDetail': OrderDetailModule;
    './TrackingPage': PublicPageModule;
  };
  reclamation: { './routes': RemoteRoutesModule };
  finance: { './routes': RemoteRoutesModule };
  commercial: { './routes': RemoteRoutesModule };
  wheel: { './routes': RemoteRoutesModule; './RoulettePage': PublicPageModule };
  team: { './routes': RemoteRoutesModule };
}

/** Events carried by the shared RxJS bus: name `domain.past-tense` to a small serialisable payload. */
export interface EventMap {
  'auth.logged-in': { userId: number; role: Role };
  'auth.logged-out': { reason: 'user' | 'unauthorized' | 'expired' };
  'order-modal.requested': { orderId: string | null };
  'order-modal.closed': Record<string, never>;
  /** An order was edited: its detail and the lists showing it reload. */
  'order.updated': { orderId: number };
  'language.changed': { language: Language };
  'theme.changed': { mode: 'light' | 'dark' };
  'chunk.load-failed': { remote?: string };
  'notifications.changed': Record<string, never>;
  'session.permissions-changed': { permissions: PermissionMap };
}

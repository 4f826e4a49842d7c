import type { ReactNode } from 'react';
import { useLocation } from '@wolvo/shared/router';
import { PageStateScope } from '@wolvo/shared/hooks';

/**
 * One page-state scope per page path, without the language prefix: switching language keeps a page's
 * filters and selections, navigating to another page drops them.
 */
export function RoutePageScope({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const scope = pathname.replace(/^\/[^/]+/, '').replace(/\/+$/, '');
  return <PageStateScope scope={scope}>{children}</PageStateScope>;
}

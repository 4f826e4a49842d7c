import { useState, useTransition, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@wolvo/shared/router';
import { LoadingDots } from '@wolvo/shared/ui/components/loading-dots';
import { catalogPageAt, type SignedInArea } from '../app/page-catalog';
import { preloadPage } from '../remotes/load-remote';

/**
 * The sidebar links' way to a page: a page of a remote starts loading when the pointer or the focus
 * reaches its link (`preload`), and following the link (`follow`) is a transition: the current page
 * stays, with dots on the link (`pendingDots`), until the next one is ready.
 */
export function useSidebarNavigation(area: SignedInArea, onNavigate?: () => void) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const [moving, startMove] = useTransition();
  const [target, setTarget] = useState<string | null>(null);
  const preload = (path: string) => {
    const page = catalogPageAt(area, path);
    if (page && page.owner !== 'host') preloadPage({ remote: page.owner, area, path: page.path });
  };
  const follow = (to: string) => (event: MouseEvent<HTMLElement>) => {
    onNavigate?.();
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return; // a new tab or window: the browser's own way
    event.preventDefault();
    setTarget(to);
    startMove(() => navigate(to));
  };
  const pendingDots = (to: string) =>
    moving && target === to ? <LoadingDots count={3} size={5} label={t('remote.loading')} /> : null;
  return { preload, follow, pendingDots };
}

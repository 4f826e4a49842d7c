import {
  NOTIFICATION_LINKS_SOURCE,
  NOTIFICATION_TARGET_PAGE,
  type Language,
  type NotificationCode,
  type SessionUser,
} from '@wolvo/shared/contracts';
import { pagesOf } from '../../app/page-catalog';
import { areaOfRole, areaPath, canOpenPage } from '../../app/routing';

/**
 * Where a notification leads: the page of its code (NOTIFICATION_TARGET_PAGE), only when that page
 * exists in the user's area and the user may open it; otherwise null (the item does not navigate). For a
 * code of NOTIFICATION_LINKS_SOURCE the path carries `?id={sourceId}`, so the page opens that object.
 */
export function notificationTargetPath(
  user: Pick<SessionUser, 'role' | 'permissions'>,
  code: NotificationCode | string,
  language: Language,
  sourceId: number | null = null,
): string | null {
  const pageKey = (NOTIFICATION_TARGET_PAGE as Record<string, string | undefined>)[code];
  const area = areaOfRole(user.role);
  if (!pageKey || !area) return null;
  const page = pagesOf(area).find((p) => p.key === pageKey);
  if (!page || !canOpenPage(user, pageKey)) return null;
  const path = areaPath(language, area, page.path);
  return sourceId !== null && NOTIFICATION_LINKS_SOURCE.includes(code as NotificationCode)
    ? `${path}?id=${sourceId}`
    : path;
}

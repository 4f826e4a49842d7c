import {
  NOTIFICATION_TARGET_PAGE,
  type Language,
  type NotificationCode,
  type SessionUser,
} from '@wolvo/shared/contracts';
import { PAGE_CATALOG } from '../../app/page-catalog';
import { areaOfRole, areaPath, canOpenPage } from '../../app/routing';

/**
 * Where a notification leads: the page of its code (NOTIFICATION_TARGET_PAGE), only when that page
 * exists in the user's area and the user may open it; otherwise null (the item does not navigate).
 */
export function notificationTargetPath(
  user: Pick<SessionUser, 'role' | 'permissions'>,
  code: NotificationCode | string,
  language: Language,
): string | null {
  const pageKey = (NOTIFICATION_TARGET_PAGE as Record<string, string | undefined>)[code];
  const area = areaOfRole(user.role);
  if (!pageKey || !area) return null;
  const page = PAGE_CATALOG[area].find((p) => p.key === pageKey);
  if (!page || !canOpenPage(user, pageKey)) return null;
  return areaPath(language, area, page.path);
}

// The notifications' operations for the browser's typed client: method, literal path and, as types only,
// the schemas of ../schemas. An entry of its own (`@wolvo/shared/contracts/notifications/endpoints`):
// importing it downloads no TypeBox.
import { endpoint } from '../../endpoint';
import type * as S from '../schemas';

/** Every operation of `/api/v1/notifications` (the API's `routes/notifications` registers the same paths). */
export const notificationsApi = {
  list: endpoint<{
    params: typeof S.UserIdParam;
    query: typeof S.NotificationsQuery;
    response: typeof S.NotificationList;
  }>('GET', '/v1/notifications/get/:userId'),
  markRead: endpoint<{ body: typeof S.MarkReadBody; response: typeof S.NotificationCount }>(
    'PUT',
    '/v1/notifications/mark-as-read',
  ),
  remove: endpoint<{ body: typeof S.NotificationIdsBody; response: typeof S.NotificationCount }>(
    'POST',
    '/v1/notifications/delete',
  ),
} as const;

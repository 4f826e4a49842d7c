import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import {
  MarkReadBody,
  NotificationIdsBody,
  NotificationList,
  NotificationsQuery,
} from '../../modules/notifications/notifications.schema';
import {
  getNotifications,
  markNotificationsRead,
  removeNotifications,
} from '../../modules/notifications/notifications.service';
import { CountResponse, guardedErrors, UserIdParam } from '../common.schema';

/** The notification bell: list, mark as read, delete. */
export async function notificationsRoutes(app: FastifyInstance, { db }: AppContext) {
  const security = [{ bearerAuth: [] }];
  app.get<{ Params: UserIdParam; Querystring: NotificationsQuery }>(
    '/notifications/get/:userId',
    {
      onRequest: app.guard(),
      schema: {
        tags: ['notifications'],
        summary: "The caller's notifications, newest first",
        security,
        params: UserIdParam,
        querystring: NotificationsQuery,
        response: { 200: NotificationList, ...guardedErrors },
      },
    },
    async (request) =>
      getNotifications(
        db,
        request.auth,
        Number(request.params.userId),
        request.query.limit ?? 10,
        request.query.read,
      ),
  );
  app.put<{ Body: MarkReadBody }>(
    '/notifications/mark-as-read',
    {
      onRequest: app.guard(),
      schema: {
        tags: ['notifications'],
        summary: 'Mark notifications as read (the given ids, or all with `all: true`)',
        security,
        body: MarkReadBody,
        response: { 200: CountResponse, ...guardedErrors },
      },
    },
    async (request) =>
      markNotificationsRead(
        db,
        request.auth,
        request.body.userId,
        request.body.notificationIds,
        request.body.all,
      ),
  );
  app.post<{ Body: NotificationIdsBody }>(
    '/notifications/delete',
    {
      onRequest: app.guard(),
      schema: {
        tags: ['notifications'],
        summary: 'Delete notifications',
        security,
        body: NotificationIdsBody,
        response: { 200: CountResponse, ...guardedErrors },
      },
    },
    async (request) =>
      removeNotifications(db, request.auth, request.body.userId, request.body.notificationIds),
  );
}

import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  MarkReadBody,
  NotificationCount,
  NotificationIdsBody,
  NotificationList,
  NotificationsQuery,
  UserIdParam,
} from '@wolvo/shared/contracts/notifications';
import type { AppContext } from '../../context';
import {
  getNotifications,
  markNotificationsRead,
  removeNotifications,
} from '../../modules/notifications/notifications.service';

/** The notification bell: list, mark as read, delete. */
export async function notificationsRoutes(fastify: FastifyInstance, { db }: AppContext) {
  // Schemas and types from the notifications' contract (@wolvo/shared/contracts/notifications).
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['notifications'];
  app.get(
    '/notifications/get/:userId',
    {
      onRequest: app.guard(),
      schema: {
        tags,
        summary: "The caller's notifications, newest first",
        params: UserIdParam,
        querystring: NotificationsQuery,
        response: { 200: NotificationList },
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
  app.put(
    '/notifications/mark-as-read',
    {
      onRequest: app.guard(),
      schema: {
        tags,
        summary: 'Mark notifications as read (the given ids, or all with `all: true`)',
        body: MarkReadBody,
        response: { 200: NotificationCount },
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
  app.post(
    '/notifications/delete',
    {
      onRequest: app.guard(),
      schema: {
        tags,
        summary: 'Delete notifications',
        body: NotificationIdsBody,
        response: { 200: NotificationCount },
      },
    },
    async (request) =>
      removeNotifications(db, request.auth, request.body.userId, request.body.notificationIds),
  );
}

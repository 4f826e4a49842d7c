import { Type, type Static } from '@sinclair/typebox';
import { NOTIFICATION_CODES } from '@wolvo/shared/contracts';

export const NotificationsQuery = Type.Object(
  {
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
    read: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type NotificationsQuery = Static<typeof NotificationsQuery>;

export const NotificationItem = Type.Object({
  id: Type.Integer(),
  code: Type.Union(NOTIFICATION_CODES.map((c) => Type.Literal(c))),
  sourceId: Type.Union([Type.Integer(), Type.Null()]),
  creatorId: Type.Union([Type.Integer(), Type.Null()]),
  creatorAvatar: Type.Union([Type.String(), Type.Null()]),
  creatorUsername: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
  read: Type.Boolean(),
});

export const NotificationList = Type.Object({
  items: Type.Array(NotificationItem),
  total: Type.Integer(),
  unreadTotal: Type.Integer(),
  permissions: Type.Optional(
    Type.Record(Type.String(), Type.String(), {
      description:
        "The caller's page permissions now: the sidebar follows a change within one poll",
    }),
  ),
});

export const NotificationIdsBody = Type.Object(
  {
    notificationIds: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 500 }),
    userId: Type.Integer({ minimum: 1 }),
  },
  { additionalProperties: false },
);
export type NotificationIdsBody = Static<typeof NotificationIdsBody>;

/** Mark-as-read takes the ids, or `all: true` for every notification of the user (the panel opening). */
export const MarkReadBody = Type.Object(
  {
    notificationIds: Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 500, default: [] }),
    userId: Type.Integer({ minimum: 1 }),
    all: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type MarkReadBody = Static<typeof MarkReadBody>;

// The notification bell's wire shapes (`/api/v1/notifications`): the single source of the API's
// validation and answers (its routes use these objects) and, through `Static<>`, of their TypeScript types.
import { Type, type Static } from '@sinclair/typebox';
// The codes are plain constants of the barrel (`../notifications.ts`, beside this folder).
import { NOTIFICATION_CODES } from '../notifications-constants';

const Int = Type.Integer();
const NullableInt = Type.Union([Int, Type.Null()]);
const NullableString = Type.Union([Type.String(), Type.Null()]);
const PositiveId = Type.Integer({ minimum: 1 });

export const UserIdParam = Type.Object({ userId: Type.String({ pattern: '^[1-9][0-9]{0,9}$' }) });

/** GET /get/{userId}: the first `limit`, only read or unread ones when `read` is given. */
export const NotificationsQuery = Type.Object(
  {
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
    read: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

/** One notification of the bell panel. */
export const NotificationItem = Type.Object({
  id: Int,
  code: Type.Union(NOTIFICATION_CODES.map((c) => Type.Literal(c))),
  sourceId: NullableInt,
  creatorId: NullableInt,
  creatorAvatar: NullableString,
  creatorUsername: NullableString,
  createdAt: Type.String(),
  read: Type.Boolean(),
});

/** GET /get/{userId}: newest first, with the totals. */
export const NotificationList = Type.Object({
  items: Type.Array(NotificationItem),
  total: Int,
  unreadTotal: Int,
  /**
   * The caller's page permissions as the server reads them now, so an open dashboard rebuilds its sidebar
   * within one poll after a change (empty for admins and clients: their whole area).
   */
  permissions: Type.Optional(
    Type.Record(Type.String(), Type.String(), {
      description:
        "The caller's page permissions now: the sidebar follows a change within one poll",
    }),
  ),
});

/** POST /delete: the user's notifications with these ids. */
export const NotificationIdsBody = Type.Object(
  {
    notificationIds: Type.Array(PositiveId, { minItems: 1, maxItems: 500 }),
    userId: PositiveId,
  },
  { additionalProperties: false },
);

/** PUT /mark-as-read: the ids, or `all: true` for every notification of the user (the panel opening). */
export const MarkReadBody = Type.Object(
  {
    notificationIds: Type.Array(PositiveId, { maxItems: 500, default: [] }),
    userId: PositiveId,
    all: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

/** How many notifications a change touched. */
export const NotificationCount = Type.Object({ count: Int });

export type NotificationsQuery = Static<typeof NotificationsQuery>;
export type NotificationItem = Static<typeof NotificationItem>;
export type NotificationList = Static<typeof NotificationList>;
export type NotificationIdsRequest = Static<typeof NotificationIdsBody>;
export type MarkReadRequest = Static<typeof MarkReadBody>;

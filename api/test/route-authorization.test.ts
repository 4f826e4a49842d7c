/**
 * One line per guarded API route. For each line the suite proves the order 401 → 403 → 400: no or a bad
 * token is 401 and a caller the rule excludes is 403, both even with malformed input (the guard runs in
 * onRequest, before the body is parsed or validated), and only a caller who passes gets 400 for it.
 * A line may also probe that another client's object stays hidden. A route registered under /api without
 * a line here (or an entry in PUBLIC_ROUTES) fails the suite: adding a route is adding a line.
 */
import type { HTTPMethods, InjectOptions, LightMyRequestResponse } from 'fastify';
import { createHmac } from 'node:crypto';
import {
  hasPagePermission,
  isStaffRole,
  PAGE_ACTIONS,
  STAFF_PAGE_KEYS,
  type PermissionMap,
  type Role,
  type TokenClaims,
} from '@wolvo/shared/contracts';
import type { Db } from '../src/db/database';
import { CLIENT_ROLES, STAFF_ROLES, type AccessRule } from '../src/modules/auth/access';
import { bearer, createTestApp, dialectsFor, login, type TestApp } from './helpers';

/** The four demo accounts, one per role. */
type DemoLogin = 'admin' | 'admin.team' | 'client' | 'client.team';
const DEMO_LOGINS: readonly DemoLogin[] = ['admin', 'admin.team', 'client', 'client.team'];
/** A client admin of another tenant than `client`'s (client 1). */
const OTHER_TENANT = 'jerba.artisanat';

/** Ids the lines' requests use: objects of client 1 (the `client` account's tenant). */
interface Fixtures {
  ids: Record<DemoLogin, number>;
  victim: {
    orderId: number;
    businessId: number;
    notificationId: number;
    /** An exchange order of client 1 and its creation day. */
    exchangeOrderId: number;
    exchangeDay: string;
    /** A team of client 1. */
    teamId: number;
    /** A bill of client 1. */
    billId: number;
    /** A fortune wheel of client 1 and one of its played links. */
    wheelId: number;
    wheelUrlId: string;
    /** A reclamation of client 1. */
    reclamationId: number;
    /** A report (client decision) on an order of client 1. */
    reportId: number;
    /** A webhook endpoint of client 1 and one delivery to it. */
    webhookEndpointId: number;
    webhookDeliveryId: number;
  };
  /** The client of OTHER_TENANT, for paths that must hold the caller's own client. */
  otherClientId: number;
}

/** Another client's object: 404 (or left out of a list), never its data, and never changed. */
type TenantProbe = {
  url?: (f: Fixtures) => string;
  body?: (f: Fixtures) => Record<string, unknown>;
  /** Who may see it: same request, 200 (and the object in the list), so the probe can fail. */
  control?: DemoLogin;
  /** Rows a write must leave as they were. */
  untouched?: (db: Db, f: Fixtures) => Promise<unknown[]>;
} & (
  | {
      /** The 404 message the other tenant gets. */
      notFound: string | ((f: Fixtures) => string | string[]);
      omits?: never;
    }
  | {
      /** For list routes: the id of the object the other tenant's answer must not contain. */
      omits: (f: Fixtures) => number;
      notFound?: never;
    }
);

interface Line {
  /** Method and path exactly as registered. */
  route: `${HTTPMethods} /api/${string}`;
  /** What the guard requires beyond a valid token; omitted: any signed-in user. */
  needs?: AccessRule;
  /**
   * Input the route's validation rejects: a bad path or query, and a bad body for routes with one.
   * Without it the route takes no input, and callers who pass the guard get 200.
   */
  bad?: { url?: string; body?: Record<string, unknown> };
  tenant?: TenantProbe;
}

/** An endpoint of client 1 with one delivered event, written straight to the database. */
async function victimWebhook(db: Db) {
  const at = '2026-11-20T08:00:00.000Z';
  const { id } = await db
    .insertInto('webhookEndpoints')
    .values({
      clientId: 1,
      url: 'https://shop.example/hook',
      events: 'order.created',
      active: 1,
      secret: 'whsec_victim',
      previousSecret: null,
      previousSecretExpiresAt: null,
      disabledReason: null,
      disabledAt: null,
      createdAt: at,
      updatedAt: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('webhookEvents')
    .values({
      id: 'evt_victim',
      clientId: 1,
      type: 'order.created',
      orderId: null,
      payload: '{}',
      createdAt: at,
    })
    .execute();
  const delivery = await db
    .insertInto('webhookDeliveries')
    .values({
      eventId: 'evt_victim',
      endpointId: id,
      orderId: null,
      status: 'DELIVERED',
      nextAttemptAt: at,
      deliveredAt: at,
      createdAt: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { webhookEndpointId: Number(id), webhookDeliveryId: Number(delivery.id) };
}

const notificationsOf = (db: Db, userId: number) =>
  db
    .selectFrom('notifications')
    .select(['id', 'read'])
    .where('userId', '=', userId)
    .orderBy('id')
    .execute();

const ORDERS_PAGE = 'ORDERS_ORDER_OF_THE_DAY';
const WHEEL = (action: (typeof PAGE_ACTIONS)[number]): AccessRule => ({
  roles: CLIENT_ROLES,
  page: 'FORTUNE_WHEEL',
  action,
});
const wheelOf = (db: Db, id: number) =>
  db.selectFrom('fortuneWheels').select(['id', 'name', 'active']).where('id', '=', id).execute();
const STAFF_EDITS = 'RECLAMATION_EDITS';
const WEBHOOK = (action: 'ADD' | 'EDIT' | 'DELETE'): AccessRule => ({
  roles: CLIENT_ROLES,
  page: 'ACCOUNT_SETTINGS',
  action,
});
const WEBHOOK_READ: AccessRule = {
  roles: [...CLIENT_ROLES, ...STAFF_ROLES],
  page: 'ACCOUNT_SETTINGS',
  staffPage: STAFF_EDITS,
  action: 'VIEW',
};
const endpointRow = (db: Db, id: number) =>
  db
    .selectFrom('webhookEndpoints')
    .select(['id', 'url', 'active', 'secret', 'updatedAt'])
    .where('id', '=', id)
    .execute();

/** A valid order body for one business. */
const orderBody = (businessId: number) => ({
  businessId,
  service: 'DELIVERY',
  recipient: {
    fullname: 'Intrus',
    phone1: '22123456',
    delegation: 'Tunis',
    city: 'La Marsa',
    address: '1 Rue X',
  },
  merchandise: 'Robe',
  merchandiseQuantity: 1,
  price: 1000,
  paymentType: 'CACHE',
  canOpen: false,
  fragile: false,
});

const orderRow = (db: Db, f: Fixtures) =>
  db
    .selectFrom('orders')
    .select(['id', 'status', 'merchandise', 'price', 'updatedAt', 'deletedAt'])
    .where('id', '=', f.victim.orderId)
    .execute();

/** Rules of the team calls (routes/client-team, routes/admin-team): team members need the team page, staff users > clients. */
const CLIENT_TEAM = (action: (typeof PAGE_ACTIONS)[number]): AccessRule => ({
  page: 'TEAM',
  action,
  staffPage: 'USERS_CLIENTS',
});
const ADMIN_TEAM = (action: (typeof PAGE_ACTIONS)[number]): AccessRule => ({
  roles: STAFF_ROLES,
  page: 'USERS_TEAM',
  action,
});
/** Rule of users > clients (routes/clients): provider staff with that page. */
const USERS_CLIENTS = (action: (typeof PAGE_ACTIONS)[number]): AccessRule => ({
  roles: STAFF_ROLES,
  page: 'USERS_CLIENTS',
  action,
});
/** Rule of commercial > clients (routes/clients): provider staff with that page. */
const COMMERCIAL_CLIENTS = (action: (typeof PAGE_ACTIONS)[number]): AccessRule => ({
  roles: STAFF_ROLES,
  page: 'COMMERCIAL_CLIENTS',
  action,
});
/** A valid add-member body for a client team. */
const memberBody = (username: string) => ({
  username,
  email: `${username}@example.test`,
  fullname: 'Intrus',
  password: 'Intrus2026x',
  confirmPassword: 'Intrus2026x',
  team: 'Intrus',
  permissions: { SUPPORT: 'VIEW' },
});
const userRow = (db: Db, id: number) =>
  db.selectFrom('users').select(['fullname', 'active', 'updatedAt']).where('id', '=', id).execute();
const teamUsersOfClient1 = (db: Db) =>
  db.selectFrom('users').select('id').where('clientId', '=', 1).orderBy('id').execute();

const ROUTES: Line[] = [
  {
    route: 'GET /api/v1/business/get',
    bad: { url: '/api/v1/business/get?clientId=abc' },
    tenant: {
      url: () => '/api/v1/business/get?clientId=1',
      omits: (f) => f.victim.businessId,
      control: 'client',
    },
  },
  // Partners: the list for everyone (details for staff), the rest on the partner page
  // (delivery-companies.test.ts covers the answers).
  {
    route: 'GET /api/v1/delivery-company/get',
    bad: { url: '/api/v1/delivery-company/get?limit=0' },
  },
  {
    route: 'POST /api/v1/delivery-company/add',
    needs: { roles: STAFF_ROLES, page: 'DASHBOARD_PARTNER', action: 'ADD' },
    bad: { body: { name: '', deliveryCost: -1, rib: 'x' } },
  },
  {
    route: 'PUT /api/v1/delivery-company/edit/:id',
    needs: { roles: STAFF_ROLES, page: 'DASHBOARD_PARTNER', action: 'EDIT' },
    bad: { url: '/api/v1/delivery-company/edit/x1', body: { name: '', deliveryCost: -1 } },
  },
  {
    route: 'PUT /api/v1/delivery-company/activate/:id',
    needs: { roles: STAFF_ROLES, page: 'DASHBOARD_PARTNER', action: 'EDIT' },
    bad: { url: '/api/v1/delivery-company/activate/x1' },
  },
  {
    route: 'PUT /api/v1/delivery-company/deactivate/:id',
    needs: { roles: STAFF_ROLES, page: 'DASHBOARD_PARTNER', action: 'EDIT' },
    bad: { url: '/api/v1/delivery-company/deactivate/x1' },
  },
  {
    route: 'GET /api/v1/delivery-company/orders-to-assign',
    needs: { roles: STAFF_ROLES, page: 'DASHBOARD_PARTNER', action: 'VIEW' },
    bad: { url: '/api/v1/delivery-company/orders-to-assign?clientId=abc' },
  },
  {
    route: 'GET /api/v1/notifications/get/:userId',
    bad: { url: '/api/v1/notifications/get/abc?limit=0' },
    tenant: {
      url: (f) => `/api/v1/notifications/get/${f.ids.client}`,
      notFound: 'user.not-found',
      control: 'client',
    },
  },
  {
    route: 'PUT /api/v1/notifications/mark-as-read',
    bad: { body: { userId: 'me', notificationIds: ['x'] } },
    tenant: {
      body: (f) => ({ userId: f.ids.client, all: true }),
      notFound: 'user.not-found',
      untouched: (db, f) => notificationsOf(db, f.ids.client),
    },
  },
  {
    route: 'POST /api/v1/notifications/delete',
    bad: { body: { notificationIds: [] } },
    tenant: {
      body: (f) => ({ userId: f.ids.client, notificationIds: [f.victim.notificationId] }),
      notFound: 'user.not-found',
      untouched: (db, f) => notificationsOf(db, f.ids.client),
    },
  },
  {
    route: 'GET /api/v1/order/get/search/:id',
    bad: { url: '/api/v1/order/get/search/a%20b' },
    tenant: {
      url: (f) => `/api/v1/order/get/search/${f.victim.orderId}`,
      omits: (f) => f.victim.orderId,
      control: 'client',
    },
  },
  {
    route: 'GET /api/v1/order/get/search-for-id/:id',
    bad: { url: '/api/v1/order/get/search-for-id/abc' },
    tenant: {
      url: (f) => `/api/v1/order/get/search-for-id/${f.victim.orderId}`,
      notFound: 'order.not-found',
      control: 'client',
    },
  },
  { route: 'GET /api/v1/support/videos', bad: { url: '/api/v1/support/videos?language=xx' } },
  {
    route: 'GET /api/v1/admin/get/:userId',
    bad: { url: '/api/v1/admin/get/abc' },
    tenant: {
      url: (f) => `/api/v1/admin/get/${f.ids['client.team']}`,
      notFound: 'user.not-found',
      control: 'client',
    },
  },
  {
    route: 'PUT /api/v1/users/profile/:id',
    bad: { url: '/api/v1/users/profile/abc', body: { email: 'not-an-email' } },
    tenant: {
      url: (f) => `/api/v1/users/profile/${f.ids['client.team']}`,
      body: () => ({ fullname: 'Intrus' }),
      notFound: 'user.not-found',
      untouched: (db, f) =>
        db
          .selectFrom('users')
          .select(['fullname', 'updatedAt'])
          .where('id', '=', f.ids['client.team'])
          .execute(),
    },
  },
  {
    route: 'PUT /api/v1/users/password',
    bad: { body: { currentPassword: '', newPassword: 1 } },
  },
  {
    route: 'GET /api/v1/order/getOrdersOfTheDay',
    needs: { page: ORDERS_PAGE, staffPage: STAFF_EDITS },
    bad: { url: '/api/v1/order/getOrdersOfTheDay?limit=0&status=NOPE' },
    tenant: {
      url: (f) =>
        `/api/v1/order/getOrdersOfTheDay?from=2000-01-01&to=2099-12-31&clientId=1&search=${f.victim.orderId}`,
      omits: (f) => f.victim.orderId,
      control: 'client',
    },
  },
  {
    // Another client's orders never reach the file: orders-export.test.ts.
    route: 'GET /api/v1/order/export',
    needs: { page: ORDERS_PAGE, staffPage: STAFF_EDITS },
    bad: { url: '/api/v1/order/export?status=NOPE&lang=de' },
  },
  // Pickups (pickups.test.ts).
  {
    route: 'POST /api/v1/order/pickup-request',
    needs: { roles: CLIENT_ROLES, page: 'ORDERS_PICKUPS', action: 'ADD' },
    bad: { body: { ids: ['x'] } },
    tenant: {
      body: (f) => ({ ids: [f.victim.orderId] }),
      notFound: (f) => [`${f.victim.orderId}: order.not-found`],
      untouched: (db, f) =>
        db.selectFrom('orders').select(['status']).where('id', '=', f.victim.orderId).execute(),
    },
  },
  {
    route: 'GET /api/v1/order/getClientPickups',
    needs: { roles: CLIENT_ROLES, page: 'ORDERS_PICKUPS' },
    bad: { url: '/api/v1/order/getClientPickups?limit=0' },
  },
  {
    route: 'GET /api/v1/order/getCommercialPickupsOfTheDay',
    needs: { roles: STAFF_ROLES, page: 'COMMERCIAL_PICKUP' },
    bad: { url: '/api/v1/order/getCommercialPickupsOfTheDay?day=today' },
  },
  // Dashboards (dashboards.test.ts: a client's counts never include another client's orders).
  {
    route: 'GET /api/v1/order/getDashboardAlpha',
    needs: { page: 'DASHBOARD_ALPHA_OVERVIEW', staffPage: 'DASHBOARD_ALPHA' },
    bad: { url: '/api/v1/order/getDashboardAlpha?from=yesterday' },
  },
  {
    route: 'GET /api/v1/order/getDashboardPartner',
    needs: { roles: STAFF_ROLES, page: 'DASHBOARD_PARTNER' },
    bad: { url: '/api/v1/order/getDashboardPartner?deliveryCompanyId=0' },
  },
  // Statistics (statistics.test.ts): a client's own figures only, by page.
  {
    route: 'GET /api/v1/statistics/getClientHomeStatistics',
    needs: { roles: CLIENT_ROLES, page: 'CLIENT_HOMEPAGE' },
  },
  {
    route: 'GET /api/v1/statistics/getOrderStats',
    needs: { roles: CLIENT_ROLES, page: 'CLIENT_STATISTICS_ORDERS' },
    bad: { url: '/api/v1/statistics/getOrderStats?from=2026-13-01&to=x' },
  },
  {
    route: 'GET /api/v1/statistics/getOrderTurnoverStats',
    needs: { roles: CLIENT_ROLES, page: 'CLIENT_STATISTICS_TURNOVER' },
    bad: { url: '/api/v1/statistics/getOrderTurnoverStats?from=2026-11-01' },
  },
  {
    route: 'PUT /api/v1/order/pickup/:id/collect',
    needs: { roles: STAFF_ROLES, page: 'COMMERCIAL_PICKUP', action: 'EDIT' },
    bad: { url: '/api/v1/order/pickup/x/collect' },
  },
  // Reports on faulty orders (order-reports.test.ts).
  {
    route: 'GET /api/v1/order/findAllOrdersWithProblems',
    needs: { roles: STAFF_ROLES, page: 'RECLAMATION_REPORT' },
    bad: { url: '/api/v1/order/findAllOrdersWithProblems?problemType=LOST&limit=0' },
  },
  {
    route: 'GET /api/v1/order/findAllOrdersWithProblems/export',
    needs: { roles: STAFF_ROLES, page: 'RECLAMATION_REPORT' },
    bad: { url: '/api/v1/order/findAllOrdersWithProblems/export?lang=de' },
  },
  {
    route: 'GET /api/v1/order-report/get',
    needs: { page: 'DASHBOARD_ALPHA_REPORT', staffPage: 'RECLAMATION_REPORT' },
    bad: { url: '/api/v1/order-report/get?limit=0' },
    tenant: { omits: (f) => f.victim.reportId, control: 'client' },
  },
  {
    route: 'GET /api/v1/order-report/export',
    needs: { roles: STAFF_ROLES, page: 'RECLAMATION_REPORT' },
    bad: { url: '/api/v1/order-report/export?from=yesterday' },
  },
  {
    route: 'GET /api/v1/order-report/get/:id',
    needs: { page: 'DASHBOARD_ALPHA_REPORT', staffPage: 'RECLAMATION_REPORT' },
    bad: { url: '/api/v1/order-report/get/x' },
    tenant: {
      url: (f) => `/api/v1/order-report/get/${f.victim.reportId}`,
      notFound: 'report.id.invalid',
      control: 'client',
    },
  },
  {
    route: 'POST /api/v1/order-report/add',
    needs: { roles: STAFF_ROLES, page: 'RECLAMATION_REPORT', action: 'ADD' },
    bad: { body: { orderId: 'x', decisionType: 'NOBODY' } },
  },
  {
    route: 'PUT /api/v1/order-report/edit/:id',
    needs: { page: 'DASHBOARD_ALPHA_REPORT', action: 'EDIT', staffPage: 'RECLAMATION_REPORT' },
    bad: { url: '/api/v1/order-report/edit/x', body: { decision: 5 } },
    tenant: {
      url: (f) => `/api/v1/order-report/edit/${f.victim.reportId}`,
      body: () => ({ decision: 'Intrus' }),
      notFound: 'report.id.invalid',
      untouched: (db, f) =>
        db
          .selectFrom('orderReports')
          .select(['decision', 'closed', 'updatedAt'])
          .where('id', '=', f.victim.reportId)
          .execute(),
    },
  },
  {
    route: 'GET /api/v1/order/getReclamationPickups',
    needs: { roles: STAFF_ROLES, page: 'RECLAMATION_PICKUP' },
    bad: { url: '/api/v1/order/getReclamationPickups?limit=0' },
  },
  // Reclamations (reclamations.test.ts): the path's user is the caller, else 404.
  {
    route: 'POST /api/v1/reclamation/:reporterId/add',
    needs: { roles: CLIENT_ROLES, page: 'RECLAMATION_WOLVO', action: 'ADD' },
    bad: { url: '/api/v1/reclamation/me/add', body: { description: '', orderId: 'x' } },
    tenant: {
      url: (f) => `/api/v1/reclamation/${f.ids.client}/add`,
      body: () => ({ description: 'Au nom d’un autre' }),
      notFound: 'user.not-found',
      untouched: (db) =>
        db.selectFrom('reclamations').select('id').where('clientId', '=', 1).execute(),
    },
  },
  {
    route: 'GET /api/v1/reclamation/get-reported',
    needs: { page: 'RECLAMATION_WOLVO', staffPage: 'RECLAMATION_INBOX' },
    bad: { url: '/api/v1/reclamation/get-reported?limit=0&status=NOPE' },
    tenant: {
      url: (f) => `/api/v1/reclamation/get-reported?id=${f.victim.reclamationId}&clientId=1`,
      omits: (f) => f.victim.reclamationId,
      control: 'client',
    },
  },
  {
    route: 'PUT /api/v1/reclamation/:resolverId/edit/:reclamationId',
    needs: { roles: STAFF_ROLES, page: 'RECLAMATION_INBOX', action: 'EDIT' },
    bad: { url: '/api/v1/reclamation/x/edit/y', body: { response: 1 } },
  },
  {
    route: 'POST /api/v1/order/add',
    needs: { roles: CLIENT_ROLES, page: ORDERS_PAGE, action: 'ADD' },
    bad: { body: { businessId: 'x', recipient: { phone1: '12' } } },
    tenant: {
      body: (f) => orderBody(f.victim.businessId),
      notFound: 'business.not-found',
      untouched: (db, f) =>
        db
          .selectFrom('orders')
          .select('id')
          .where('businessId', '=', f.victim.businessId)
          .execute(),
    },
  },
  // The spreadsheet import (order-import.test.ts: another client's company is a row error, not a 404).
  {
    route: 'GET /api/v1/order/import-template',
    needs: { roles: CLIENT_ROLES, page: ORDERS_PAGE, action: 'ADD' },
    bad: { url: '/api/v1/order/import-template?lang=de' },
  },
  {
    route: 'POST /api/v1/order/import/parse',
    needs: { roles: CLIENT_ROLES, page: ORDERS_PAGE, action: 'ADD' },
    bad: { body: { file: 'not a spreadsheet' } },
  },
  {
    route: 'POST /api/v1/order/add-many',
    needs: { roles: CLIENT_ROLES, page: ORDERS_PAGE, action: 'ADD' },
    bad: { body: { orders: [] } },
  },
  {
    route: 'PUT /api/v1/order/edit/:id',
    needs: { page: ORDERS_PAGE, action: 'EDIT', staffPage: STAFF_EDITS },
    bad: { url: '/api/v1/order/edit/abc', body: { newPrice: -1 } },
    tenant: {
      url: (f) => `/api/v1/order/edit/${f.victim.orderId}`,
      body: () => ({ merchandise: 'Intrus' }),
      notFound: 'order.not-found',
      untouched: orderRow,
    },
  },
  {
    route: 'PUT /api/v1/order/edit/delivery-cost/:id',
    needs: { roles: STAFF_ROLES, page: 'RECLAMATION_DELIVERY_COST', action: 'EDIT' },
    bad: { url: '/api/v1/order/edit/delivery-cost/abc', body: { deliveryCost: -1 } },
  },
  {
    route: 'POST /api/v1/order/delete-many',
    needs: { roles: CLIENT_ROLES, page: ORDERS_PAGE, action: 'DELETE' },
    bad: { body: { ids: [] } },
    tenant: {
      body: (f) => ({ ids: [f.victim.orderId] }),
      notFound: (f) => [`${f.victim.orderId}: order.not-found`],
      untouched: orderRow,
    },
  },
  {
    route: 'POST /api/v1/order/api-orders/confirm',
    needs: { roles: CLIENT_ROLES, page: ORDERS_PAGE, action: 'EDIT' },
    bad: { body: { ids: ['x'] } },
    tenant: {
      body: (f) => ({ ids: [f.victim.orderId] }),
      notFound: (f) => [`${f.victim.orderId}: order.not-found`],
      untouched: orderRow,
    },
  },
  {
    route: 'POST /api/v1/order/api-orders/cancel',
    needs: { roles: CLIENT_ROLES, page: ORDERS_PAGE, action: 'EDIT' },
    bad: { body: {} },
    tenant: {
      body: (f) => ({ ids: [f.victim.orderId] }),
      notFound: (f) => [`${f.victim.orderId}: order.not-found`],
      untouched: orderRow,
    },
  },
  {
    route: 'POST /api/v1/order/duplicates/confirm',
    needs: { roles: CLIENT_ROLES, page: ORDERS_PAGE, action: 'EDIT' },
    bad: { body: { ids: ['x'] } },
    tenant: {
      body: (f) => ({ ids: [f.victim.orderId] }),
      notFound: (f) => [`${f.victim.orderId}: order.not-found`],
      untouched: orderRow,
    },
  },
  {
    route: 'GET /api/v1/order/validate-exchange/:orderId/:exchangeId',
    needs: { page: ORDERS_PAGE, staffPage: STAFF_EDITS },
    bad: { url: '/api/v1/order/validate-exchange/x/1' },
    tenant: {
      url: (f) => `/api/v1/order/validate-exchange/0/${f.victim.orderId}`,
      notFound: 'order.exchange.not-found',
      control: 'client',
    },
  },
  {
    route: 'GET /api/v1/order/validate-returning/:returningId',
    needs: { page: ORDERS_PAGE, staffPage: STAFF_EDITS },
    bad: { url: '/api/v1/order/validate-returning/abc' },
    tenant: {
      url: (f) => `/api/v1/order/validate-returning/${f.victim.orderId}`,
      notFound: 'order.returning.not-found',
      control: 'client',
    },
  },
  {
    route: 'GET /api/v1/order/voucher',
    needs: { page: ORDERS_PAGE, staffPage: STAFF_EDITS },
    bad: { url: '/api/v1/order/voucher?ids=12,abc&layout=letter' },
    tenant: {
      url: (f) => `/api/v1/order/voucher?ids=${f.victim.orderId}`,
      notFound: (f) => [`${f.victim.orderId}: order.not-found`],
      untouched: orderRow,
    },
  },
  {
    route: 'GET /api/v1/order/manifest',
    needs: { page: ORDERS_PAGE, staffPage: STAFF_EDITS },
    bad: { url: '/api/v1/order/manifest?ids=12,abc' },
    tenant: {
      url: (f) => `/api/v1/order/manifest?ids=${f.victim.orderId}`,
      notFound: (f) => [`${f.victim.orderId}: order.not-found`],
      untouched: orderRow,
    },
  },
  // Across tenants on purpose: only counts and a level (orders-of-the-day.test.ts proves nothing leaks).
  {
    route: 'GET /api/v1/order/refusal-risk/:phone',
    needs: { page: ORDERS_PAGE, staffPage: STAFF_EDITS },
    bad: { url: '/api/v1/order/refusal-risk/12' },
  },
  {
    route: 'GET /api/v1/order/exchange-results',
    needs: { page: ORDERS_PAGE, staffPage: STAFF_EDITS },
    bad: { url: '/api/v1/order/exchange-results?limit=0' },
    tenant: {
      url: (f) =>
        `/api/v1/order/exchange-results?clientId=1&from=${f.victim.exchangeDay}&to=${f.victim.exchangeDay}&limit=100`,
      omits: (f) => f.victim.exchangeOrderId,
      control: 'client',
    },
  },
  {
    route: 'GET /api/v1/client-team/member/:memberId',
    needs: CLIENT_TEAM('VIEW'),
    bad: { url: '/api/v1/client-team/member/abc' },
    tenant: {
      url: (f) => `/api/v1/client-team/member/${f.ids['client.team']}`,
      notFound: 'user.not-found',
      control: 'client',
    },
  },
  {
    route: 'GET /api/v1/client-team/:clientId/get-members',
    needs: CLIENT_TEAM('VIEW'),
    bad: { url: '/api/v1/client-team/1/get-members?limit=0' },
    tenant: {
      url: () => '/api/v1/client-team/1/get-members',
      notFound: 'client.id.not-found',
      control: 'client',
    },
  },
  {
    route: 'GET /api/v1/client-team/:clientId/team-headcount',
    needs: CLIENT_TEAM('VIEW'),
    bad: { url: '/api/v1/client-team/abc/team-headcount' },
    tenant: {
      url: () => '/api/v1/client-team/1/team-headcount',
      notFound: 'client.id.not-found',
      control: 'client',
    },
  },
  {
    route: 'POST /api/v1/client-team/:clientId/add-member',
    needs: CLIENT_TEAM('ADD'),
    bad: { body: { username: 1, permissions: 'all' } },
    tenant: {
      url: () => '/api/v1/client-team/1/add-member',
      body: () => memberBody('probe.intruder'),
      notFound: 'client.id.not-found',
      untouched: teamUsersOfClient1,
    },
  },
  {
    route: 'PUT /api/v1/client-team/:clientId/update-member/:memberId',
    needs: CLIENT_TEAM('EDIT'),
    bad: { url: '/api/v1/client-team/1/update-member/abc', body: { team: 5 } },
    tenant: {
      // Its own client in the path, another client's member.
      url: (f) => `/api/v1/client-team/${f.otherClientId}/update-member/${f.ids['client.team']}`,
      body: () => ({ fullname: 'Intrus' }),
      notFound: 'user.not-found',
      untouched: (db, f) => userRow(db, f.ids['client.team']),
    },
  },
  {
    route: 'DELETE /api/v1/client-team/delete-member/:userId',
    needs: CLIENT_TEAM('DELETE'),
    bad: { url: '/api/v1/client-team/delete-member/abc' },
    tenant: {
      url: (f) => `/api/v1/client-team/delete-member/${f.ids['client.team']}`,
      notFound: 'user.not-found',
      untouched: (db, f) => userRow(db, f.ids['client.team']),
    },
  },
  {
    route: 'DELETE /api/v1/client-team/:clientId/delete-team/:teamId',
    // A client team member never deletes the team it belongs to, whatever its grants.
    needs: { ...CLIENT_TEAM('DELETE'), roles: ['clientPersonnel', ...STAFF_ROLES] },
    bad: { url: '/api/v1/client-team/1/delete-team/abc' },
    tenant: {
      url: (f) => `/api/v1/client-team/${f.otherClientId}/delete-team/${f.victim.teamId}`,
      notFound: 'team.not-found',
      untouched: (db, f) =>
        db.selectFrom('teams').select(['id', 'name']).where('id', '=', f.victim.teamId).execute(),
    },
  },
  // The provider team: staff only, so the other client's probes end at the guard (team.test.ts covers
  // another admin's team and path ids that are not the caller's).
  {
    route: 'GET /api/v1/admin-team/member/:memberId',
    needs: ADMIN_TEAM('VIEW'),
    bad: { url: '/api/v1/admin-team/member/abc' },
  },
  {
    route: 'GET /api/v1/admin-team/:adminId/get-members',
    needs: ADMIN_TEAM('VIEW'),
    bad: { url: '/api/v1/admin-team/1/get-members?offset=-1' },
  },
  {
    route: 'GET /api/v1/admin-team/:adminId/team-headcount',
    needs: ADMIN_TEAM('VIEW'),
    bad: { url: '/api/v1/admin-team/x/team-headcount' },
  },
  {
    route: 'POST /api/v1/admin-team/:adminId/add-member',
    needs: ADMIN_TEAM('ADD'),
    bad: { body: { email: ['x'], avatar: 3 } },
  },
  {
    route: 'PUT /api/v1/admin-team/:adminId/update-member/:memberId',
    needs: ADMIN_TEAM('EDIT'),
    bad: { body: {} },
  },
  {
    route: 'DELETE /api/v1/admin-team/delete-member/:userId',
    needs: ADMIN_TEAM('DELETE'),
    bad: { url: '/api/v1/admin-team/delete-member/0' },
  },
  {
    route: 'DELETE /api/v1/admin-team/:adminId/delete-team/:teamId',
    needs: { roles: ['companyPersonnel'] },
    bad: { url: '/api/v1/admin-team/1/delete-team/x' },
  },
  // Users > clients: staff only (clients.test.ts covers the answers and their effect).
  {
    route: 'GET /api/v1/client/getAllClients',
    needs: {
      roles: STAFF_ROLES,
      anyPage: ['USERS_CLIENTS', 'COMMERCIAL_CLIENTS', 'FINANCE_PARTNER_INVOICES'],
    },
    bad: { url: '/api/v1/client/getAllClients?confirmed=maybe' },
  },
  // Reclamation > edits, users tab: staff only (staff-edits.test.ts covers the answers).
  {
    route: 'GET /api/v1/client/get/search/:id',
    needs: { roles: STAFF_ROLES, page: STAFF_EDITS, action: 'VIEW' },
    bad: { url: '/api/v1/client/get/search/abc' },
  },
  {
    route: 'GET /api/v1/client/get/search-for-id/:id',
    // Also the commercial clients' detail drawer.
    needs: { roles: STAFF_ROLES, anyPage: [STAFF_EDITS, 'COMMERCIAL_CLIENTS'], action: 'VIEW' },
    bad: { url: '/api/v1/client/get/search-for-id/abc' },
  },
  {
    route: 'PUT /api/v1/client/edit/:id',
    needs: { roles: STAFF_ROLES, page: STAFF_EDITS, action: 'EDIT' },
    bad: { url: '/api/v1/client/edit/abc' },
  },
  // Payment documents: staff and the client they belong to (another client: 404, staff-edits.test.ts).
  {
    route: 'GET /api/v1/client/document/:id',
    bad: { url: '/api/v1/client/document/abc' },
  },
  // Commercial > clients: staff only (commercial-clients.test.ts covers the answers).
  {
    route: 'GET /api/v1/client/getAllClientsByCreatorId',
    needs: COMMERCIAL_CLIENTS('VIEW'),
    bad: { url: '/api/v1/client/getAllClientsByCreatorId?creatorId=abc' },
  },
  {
    route: 'POST /api/v1/client/add',
    needs: COMMERCIAL_CLIENTS('ADD'),
    bad: { body: { fullname: 3 } },
  },
  {
    route: 'PUT /api/v1/client/confirm/:id',
    needs: COMMERCIAL_CLIENTS('EDIT'),
    bad: { url: '/api/v1/client/confirm/abc' },
  },
  {
    route: 'PUT /api/v1/client/activate/:id',
    needs: USERS_CLIENTS('EDIT'),
    bad: { url: '/api/v1/client/activate/abc' },
  },
  {
    route: 'PUT /api/v1/client/deactivate/:id',
    needs: USERS_CLIENTS('EDIT'),
    bad: { url: '/api/v1/client/deactivate/0' },
  },
  {
    route: 'PUT /api/v1/client/reset-password/:id',
    needs: USERS_CLIENTS('EDIT'),
    bad: { url: '/api/v1/client/reset-password/x1' },
  },
  // Partners: assigning orders is the partner page's EDIT (partner-feed.test.ts covers the answers).
  {
    route: 'PUT /api/v1/order/assign-partner',
    needs: { roles: STAFF_ROLES, page: 'DASHBOARD_PARTNER', action: 'EDIT' },
    bad: { body: { ids: [], deliveryCompanyId: 1 } },
  },
  // Bills: made by staff with partner invoices, read on the payment history (bills.test.ts covers the money).
  {
    route: 'GET /api/v1/bill/init/:ids',
    needs: { roles: STAFF_ROLES, page: 'FINANCE_PARTNER_INVOICES', action: 'VIEW' },
    bad: { url: '/api/v1/bill/init/1,abc' },
  },
  {
    route: 'POST /api/v1/bill/add',
    needs: { roles: STAFF_ROLES, page: 'FINANCE_PARTNER_INVOICES', action: 'ADD' },
    bad: { body: { orderIds: 'all' } },
  },
  {
    route: 'GET /api/v1/bill/billable-order-ids',
    needs: { roles: STAFF_ROLES, page: 'FINANCE_PARTNER_INVOICES', action: 'VIEW' },
    bad: { url: '/api/v1/bill/billable-order-ids?clientId=' },
  },
  {
    route: 'GET /api/v1/bill/billable-orders',
    needs: { roles: STAFF_ROLES, page: 'FINANCE_PARTNER_INVOICES', action: 'VIEW' },
    bad: { url: '/api/v1/bill/billable-orders?clientId=abc' },
  },
  {
    route: 'GET /api/v1/order/getPartnerInvoices',
    needs: { roles: STAFF_ROLES, page: 'FINANCE_PARTNER_INVOICES', action: 'VIEW' },
    bad: { url: '/api/v1/order/getPartnerInvoices?deliveryCompanyId=0' },
  },
  {
    route: 'POST /api/v1/order/partner-remittance',
    needs: { roles: STAFF_ROLES, page: 'FINANCE_PARTNER_INVOICES', action: 'ADD' },
    bad: { body: { deliveryCompanyId: 1, orderIds: [] } },
  },
  {
    route: 'GET /api/v1/client/getClientsByPaymentDay',
    needs: { roles: STAFF_ROLES, page: 'FINANCE_CALENDAR', action: 'VIEW' },
  },
  {
    route: 'GET /api/v1/order/geFinanceRefund',
    needs: { page: 'FINANCE_REFUND', staffPage: 'FINANCE_PAYMENT_HISTORY' },
    bad: { url: '/api/v1/order/geFinanceRefund?clientId=x' },
  },
  {
    route: 'PUT /api/v1/order/refund/:id',
    needs: { roles: STAFF_ROLES, page: 'FINANCE_PAYMENT_HISTORY', action: 'EDIT' },
    bad: { url: '/api/v1/order/refund/abc' },
  },
  {
    route: 'GET /api/v1/bill/get-all',
    needs: { page: 'FINANCE_PAYMENT_HISTORY' },
    bad: { url: '/api/v1/bill/get-all?status=LOST' },
    tenant: {
      url: () => '/api/v1/bill/get-all?clientId=1&limit=100',
      omits: (f) => f.victim.billId,
      control: 'client',
    },
  },
  {
    route: 'GET /api/v1/bill/get/:id',
    needs: { page: 'FINANCE_PAYMENT_HISTORY' },
    bad: { url: '/api/v1/bill/get/abc' },
    tenant: {
      url: (f) => `/api/v1/bill/get/${f.victim.billId}`,
      notFound: 'bill.not-found',
      control: 'client',
    },
  },
  {
    route: 'GET /api/v1/bill/invoice/:id',
    needs: { page: 'FINANCE_PAYMENT_HISTORY' },
    bad: { url: '/api/v1/bill/invoice/1?lang=de' },
    tenant: {
      url: (f) => `/api/v1/bill/invoice/${f.victim.billId}`,
      notFound: 'bill.not-found',
      control: 'client',
    },
  },
  {
    route: 'PUT /api/v1/bill/:id/add-orders',
    needs: { roles: STAFF_ROLES, page: 'FINANCE_PARTNER_INVOICES', action: 'ADD' },
    bad: { body: { orderIds: [] } },
  },
  {
    route: 'PUT /api/v1/bill/:id/remove-orders',
    needs: { roles: STAFF_ROLES, page: 'FINANCE_PARTNER_INVOICES', action: 'ADD' },
    bad: { body: { orderIds: ['x'] } },
  },
  {
    route: 'PUT /api/v1/bill/confirm/:id',
    needs: { roles: STAFF_ROLES, page: 'FINANCE_PAYMENT_HISTORY', action: 'EDIT' },
    bad: { url: '/api/v1/bill/confirm/0' },
  },
  {
    route: 'PUT /api/v1/bill/cancel/:id',
    needs: { roles: STAFF_ROLES, page: 'FINANCE_PAYMENT_HISTORY', action: 'EDIT' },
    bad: { url: '/api/v1/bill/cancel/x' },
  },
  {
    route: 'GET /api/v1/bill/statistics/total-paid-unpaid/:clientId',
    needs: { page: 'FINANCE_PAYMENT_HISTORY' },
    bad: { url: '/api/v1/bill/statistics/total-paid-unpaid/abc' },
    tenant: {
      url: () => '/api/v1/bill/statistics/total-paid-unpaid/1',
      notFound: 'client.id.not-found',
      control: 'client',
    },
  },
  { route: 'GET /api/v1/settings/api-key', needs: { roles: ['clientPersonnel'] } },
  { route: 'POST /api/v1/settings/api-key/regenerate', needs: { roles: ['clientPersonnel'] } },
  // Merchant webhooks (webhooks.test.ts): the merchant's own endpoints (ACCOUNT_SETTINGS), which staff
  // who edit clients may read.
  {
    route: 'GET /api/v1/webhooks/endpoints',
    needs: WEBHOOK_READ,
    bad: { url: '/api/v1/webhooks/endpoints?clientId=x' },
    tenant: { omits: (f) => f.victim.webhookEndpointId, control: 'client' },
  },
  {
    route: 'POST /api/v1/webhooks/endpoints',
    needs: WEBHOOK('ADD'),
    bad: { body: { url: 'https://example.com/hook', events: ['order.unknown'] } },
  },
  {
    route: 'PUT /api/v1/webhooks/endpoints/:id',
    needs: WEBHOOK('EDIT'),
    bad: { url: '/api/v1/webhooks/endpoints/x', body: { active: 'yes' } },
    tenant: {
      url: (f) => `/api/v1/webhooks/endpoints/${f.victim.webhookEndpointId}`,
      body: () => ({ active: false }),
      notFound: 'webhook.not-found',
      untouched: (db, f) => endpointRow(db, f.victim.webhookEndpointId),
    },
  },
  {
    route: 'DELETE /api/v1/webhooks/endpoints/:id',
    needs: WEBHOOK('DELETE'),
    bad: { url: '/api/v1/webhooks/endpoints/x' },
    tenant: {
      url: (f) => `/api/v1/webhooks/endpoints/${f.victim.webhookEndpointId}`,
      notFound: 'webhook.not-found',
      untouched: (db, f) => endpointRow(db, f.victim.webhookEndpointId),
    },
  },
  {
    route: 'POST /api/v1/webhooks/endpoints/:id/roll-secret',
    needs: WEBHOOK('EDIT'),
    bad: { url: '/api/v1/webhooks/endpoints/x/roll-secret' },
    tenant: {
      url: (f) => `/api/v1/webhooks/endpoints/${f.victim.webhookEndpointId}/roll-secret`,
      notFound: 'webhook.not-found',
      untouched: (db, f) => endpointRow(db, f.victim.webhookEndpointId),
    },
  },
  {
    route: 'GET /api/v1/webhooks/endpoints/:id/deliveries',
    needs: WEBHOOK_READ,
    bad: { url: '/api/v1/webhooks/endpoints/x/deliveries' },
    tenant: {
      url: (f) => `/api/v1/webhooks/endpoints/${f.victim.webhookEndpointId}/deliveries`,
      notFound: 'webhook.not-found',
      control: 'client',
    },
  },
  {
    route: 'POST /api/v1/webhooks/deliveries/:id/resend',
    needs: WEBHOOK('EDIT'),
    bad: { url: '/api/v1/webhooks/deliveries/x/resend' },
    tenant: {
      url: (f) => `/api/v1/webhooks/deliveries/${f.victim.webhookDeliveryId}/resend`,
      notFound: 'webhook.delivery.not-found',
      untouched: (db, f) =>
        db
          .selectFrom('webhookDeliveries')
          .select('id')
          .where('endpointId', '=', f.victim.webhookEndpointId)
          .execute(),
    },
  },
  // Fortune wheel (wheel.test.ts): a client's own wheels, by action on FORTUNE_WHEEL.
  {
    route: 'GET /api/v1/fortune-wheel/get',
    needs: WHEEL('VIEW'),
    tenant: { omits: (f) => f.victim.wheelId },
  },
  {
    route: 'GET /api/v1/fortune-wheel/get/:id',
    needs: WHEEL('VIEW'),
    bad: { url: '/api/v1/fortune-wheel/get/x' },
    tenant: {
      url: (f) => `/api/v1/fortune-wheel/get/${f.victim.wheelId}`,
      notFound: 'wheel.not-found',
      control: 'client',
    },
  },
  {
    route: 'POST /api/v1/fortune-wheel/add',
    needs: WHEEL('ADD'),
    bad: { body: { name: 'Roue', items: 'none' } },
  },
  {
    route: 'PUT /api/v1/fortune-wheel/edit/:id',
    needs: WHEEL('EDIT'),
    bad: { body: { items: [{ title: 'A', value: 'A', probability: 'many' }] } },
    tenant: {
      url: (f) => `/api/v1/fortune-wheel/edit/${f.victim.wheelId}`,
      body: () => ({ name: 'Prise', active: false }),
      notFound: 'wheel.not-found',
      untouched: (db, f) => wheelOf(db, f.victim.wheelId),
    },
  },
  {
    route: 'DELETE /api/v1/fortune-wheel/delete/:id',
    needs: WHEEL('DELETE'),
    bad: { url: '/api/v1/fortune-wheel/delete/x' },
    tenant: {
      url: (f) => `/api/v1/fortune-wheel/delete/${f.victim.wheelId}`,
      notFound: 'wheel.not-found',
      untouched: (db, f) => wheelOf(db, f.victim.wheelId),
    },
  },
  {
    route: 'POST /api/v1/fortune-wheel/:wheelId/generate-url',
    needs: WHEEL('ADD'),
    bad: { url: '/api/v1/fortune-wheel/x/generate-url' },
    tenant: {
      url: (f) => `/api/v1/fortune-wheel/${f.victim.wheelId}/generate-url`,
      notFound: 'wheel.not-found',
      untouched: (db, f) =>
        db.selectFrom('wheelUrls').select('id').where('wheelId', '=', f.victim.wheelId).execute(),
    },
  },
  {
    route: 'GET /api/v1/fortune-wheel/:wheelId/urls',
    needs: WHEEL('VIEW'),
    bad: { url: '/api/v1/fortune-wheel/1/urls?limit=0' },
    tenant: {
      url: (f) => `/api/v1/fortune-wheel/${f.victim.wheelId}/urls`,
      notFound: 'wheel.not-found',
      control: 'client',
    },
  },
  {
    route: 'GET /api/v1/fortune-wheel/:wheelId/participants',
    needs: WHEEL('VIEW'),
    bad: { url: '/api/v1/fortune-wheel/1/participants?offset=-1' },
    tenant: {
      url: (f) => `/api/v1/fortune-wheel/${f.victim.wheelId}/participants`,
      notFound: 'wheel.not-found',
      control: 'client',
    },
  },
  {
    route: 'GET /api/v1/fortune-wheel/:wheelId/participants/export',
    needs: WHEEL('VIEW'),
    bad: { url: '/api/v1/fortune-wheel/1/participants/export?lang=de' },
    tenant: {
      url: (f) => `/api/v1/fortune-wheel/${f.victim.wheelId}/participants/export`,
      notFound: 'wheel.not-found',
      control: 'client',
    },
  },
  {
    route: 'POST /api/v1/fortune-wheel/:wheelId/withdraw-status/:urlId',
    needs: WHEEL('EDIT'),
    bad: { url: '/api/v1/fortune-wheel/1/withdraw-status/bad!link' },
    tenant: {
      url: (f) =>
        `/api/v1/fortune-wheel/${f.victim.wheelId}/withdraw-status/${f.victim.wheelUrlId}`,
      notFound: 'wheel.not-found',
      untouched: (db, f) =>
        db
          .selectFrom('wheelParticipants')
          .select(['id', 'withdrawnAt'])
          .where('urlId', '=', f.victim.wheelUrlId)
          .execute(),
    },
  },
  {
    route: 'DELETE /api/v1/fortune-wheel/:wheelId/delete-url/:id',
    needs: WHEEL('DELETE'),
    bad: { url: '/api/v1/fortune-wheel/1/delete-url/bad!link' },
    tenant: {
      url: (f) => `/api/v1/fortune-wheel/${f.victim.wheelId}/delete-url/${f.victim.wheelUrlId}`,
      notFound: 'wheel.not-found',
      untouched: (db, f) =>
        db
          .selectFrom('wheelUrls')
          .select(['id', 'deletedAt'])
          .where('id', '=', f.victim.wheelUrlId)
          .execute(),
    },
  },
];

/** Routes under /api anyone may call, on purpose. */
const PUBLIC_ROUTES = [
  'POST /api/v1/users/login',
  'GET /api/v1/settings/get',
  // A load balancer's health checks (health.test.ts).
  'GET /api/health/live',
  'GET /api/health/ready',
  // A browser's report of a remote it could not use, signed in or not (client-events.test.ts).
  'POST /api/v1/client-events',
];
/** Routes a delivery partner calls with its own key instead of a user's token (partner-feed.test.ts). */
const PARTNER_KEY_ROUTES = ['POST /api/v1/partner/status-updates'];
/**
 * Public routes of the recipient's and the customer's pages (tracking.test.ts, wheel.test.ts), each with a
 * request about something that does not exist and the answer it must give, even with a user's token.
 */
const OPEN_ROUTES: Record<string, { url?: string; payload?: object; status: number }> = {
  'GET /api/v1/track/:token': { url: '/api/v1/track/a1b2c3d4e5f6g7h8i9j0k1l2m3', status: 404 },
  'POST /api/v1/track/:token/choice': {
    url: '/api/v1/track/a1b2c3d4e5f6g7h8i9j0k1l2m3/choice',
    payload: { kind: 'REFUSE' },
    status: 404,
  },
  'GET /api/v1/fortune-wheel/verify-url/:urlId': {
    url: '/api/v1/fortune-wheel/verify-url/madeUpLink0123',
    status: 200,
  },
  'GET /api/v1/fortune-wheel/preview/:urlId': {
    url: '/api/v1/fortune-wheel/preview/madeUpLink0123',
    status: 404,
  },
  'POST /api/v1/fortune-wheel/play': {
    payload: { urlId: 'madeUpLink0123', visitorId: 'visitor-0123' },
    status: 404,
  },
  'POST /api/v1/fortune-wheel/save': {
    payload: {
      urlId: 'madeUpLink0123',
      fullname: 'Amel Ben Ali',
      phone: '22123456',
      governorate: 'Tunis',
      delegation: 'La Marsa',
      address: '1 Rue X',
    },
    status: 404,
  },
};
// swagger-ui registers its own routes under this prefix; they are public by design (dashboard.test.ts).
const DOCS_PREFIX = '/api/docs';

const UNAUTHORIZED = { statusCode: 401, message: 'auth.unauthorized', error: 'Unauthorized' };
const FORBIDDEN = { statusCode: 403, message: 'auth.forbidden', error: 'Forbidden' };

interface Caller {
  name: string;
  token: string;
  role: Role;
  permissions: PermissionMap;
  /** For team members made for page-restricted lines: the `PAGE:ACTION` they probe. */
  probes?: string;
}

const ruleKey = (needs: AccessRule) =>
  `${needs.page}:${needs.action ?? 'VIEW'}` +
  (needs.staffPage ? `/${needs.staffPage}:${needs.staffAction ?? needs.action ?? 'VIEW'}` : '');
/**
 * The rule's pages one at a time (a rule with `anyPage`, or a list of staff pages, lets in a holder of
 * any of them).
 */
const pageRules = (needs: AccessRule | undefined): AccessRule[] =>
  !needs
    ? []
    : needs.anyPage
      ? needs.anyPage.map((page) => ({ ...needs, anyPage: undefined, page }))
      : Array.isArray(needs.staffPage)
        ? needs.staffPage.map((staffPage: string) => ({ ...needs, staffPage }))
        : needs.page
          ? [needs]
          : [];
const methodOf = (line: Line) => line.route.split(' ')[0] as HTTPMethods;
const pathOf = (line: Line) => line.route.split(' ')[1];

/** What the line's rule says about a caller (the route's own rule is what the requests exercise). */
function passes(caller: Caller, needs: AccessRule | undefined): boolean {
  if (needs?.roles && !needs.roles.includes(caller.role)) return false;
  // Staff answer to the staff page when the rule names one.
  const staffRule = needs?.staffPage !== undefined && isStaffRole(caller.role);
  const pages = [(staffRule ? needs.staffPage : needs?.page) ?? []].flat();
  const action = (staffRule ? needs.staffAction : undefined) ?? needs?.action ?? 'VIEW';
  if (needs?.anyPage)
    return needs.anyPage.some((p) => hasPagePermission(caller.role, caller.permissions, p, action));
  return (
    !pages.length ||
    pages.some((page) => hasPagePermission(caller.role, caller.permissions, page, action))
  );
}

/** The team role a page-restricted line is probed with: team members are the ones with page grants. */
function teamRoleFor(needs: AccessRule & { page: string }): Role {
  const team = needs.roles?.find((r) => r.endsWith('Team'));
  if (team) return team;
  return STAFF_PAGE_KEYS.includes(needs.page) ? 'companyPersonnelTeam' : 'clientPersonnelTeam';
}

/** The line's path with sample values for its parameters. */
const sampleUrl = (line: Line) => pathOf(line).replace(/:\w+/g, '1');

/**
 * Requests with malformed input: for routes with a body, a schema-invalid one and one that is not even
 * JSON (the parser would reject it before validation); otherwise the bad path or query.
 */
function malformedRequests(line: Line): InjectOptions[] {
  const method = methodOf(line);
  const url = line.bad?.url ?? sampleUrl(line);
  if (!line.bad?.body) return [{ method, url }];
  return [
    { method, url, payload: line.bad.body },
    { method, url, payload: '{"userId":', headers: { 'content-type': 'application/json' } },
  ];
}

function withAuth(request: InjectOptions, authorization: string | undefined): InjectOptions {
  return authorization === undefined
    ? request
    : { ...request, headers: { ...request.headers, authorization } };
}

const describeRequest = (r: InjectOptions) =>
  `${r.method} ${String(r.url)}${r.payload === undefined ? '' : ` ${JSON.stringify(r.payload)}`}`;

/** A JWT signed with the given HMAC secret, or unsigned (`alg: none`). */
function forgeJwt(claims: Record<string, unknown>, secret: string | null): string {
  const part = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
  const head = `${part({ alg: secret ? 'HS256' : 'none', typ: 'JWT' })}.${part(claims)}`;
  return `${head}.${secret ? createHmac('sha256', secret).update(head).digest('base64url') : ''}`;
}

function expectBadRequest(res: LightMyRequestResponse, what: string) {
  expect({ what, status: res.statusCode }).toEqual({ what, status: 400 });
  const body = res.json<{ statusCode: number; message: unknown; error: string }>();
  expect(Object.keys(body).sort()).toEqual(['error', 'message', 'statusCode']);
  expect(body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  expect(body.message).toEqual(
    Array.isArray(body.message) ? expect.arrayContaining([expect.any(String)]) : expect.any(String),
  );
}

describe.each(dialectsFor('http'))('route authorization (%s)', (dialect) => {
  let t: TestApp;
  const registered: string[] = [];
  const callers = new Map<string, Caller>();
  /** Authorization headers that must all be refused with 401. */
  let badCredentials: { what: string; authorization: string | undefined }[];
  let validAdminToken: string;
  let otherTenant: Caller;
  let f: Fixtures;

  async function addUser(name: string, role: Role, permissions: PermissionMap) {
    const template = await t.handle.db
      .selectFrom('users')
      .select(['passwordHash', 'createdAt'])
      .where('username', '=', 'admin')
      .executeTakeFirstOrThrow();
    const { id } = await t.handle.db
      .insertInto('users')
      .values({
        username: name,
        email: `${name}@example.test`,
        passwordHash: template.passwordHash,
        role,
        fullname: 'Route Probe',
        avatar: null,
        active: 1,
        clientId: role === 'clientPersonnelTeam' ? 1 : null,
        adminId: null,
        createdAt: template.createdAt,
        updatedAt: template.createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [page, actions] of Object.entries(permissions))
      await t.handle.db
        .insertInto('userPermissions')
        .values({ userId: id, page, actions })
        .execute();
    return id;
  }

  async function signIn(name: string, probes?: string): Promise<Caller> {
    const { token, user } = await login(t.app, name);
    return { name, token, role: user.role as Role, permissions: user.permissions, probes };
  }

  /** The callers a line is tried with: the four demo accounts, plus the team members made for its rule. */
  const callersOf = (line: Line) =>
    [...callers.values()].filter(
      (c) =>
        c.probes === undefined || pageRules(line.needs).some((rule) => c.probes === ruleKey(rule)),
    );

  beforeAll(async () => {
    t = await createTestApp(
      dialect,
      {},
      {
        onRoute: (route) => {
          for (const method of [route.method].flat()) registered.push(`${method} ${route.url}`);
        },
      },
    );
    for (const caller of await Promise.all(DEMO_LOGINS.map((name) => signIn(name))))
      callers.set(caller.name, caller);
    // Team members for page-restricted lines: one granted exactly the page and action, one granted every
    // other action on it. A route whose rule names another page or action answers one of them wrongly.
    // A rule with a staff page gets the same pair of staff team members for that page.
    const made = new Set<string>();
    for (const needs of ROUTES.flatMap((line) => pageRules(line.needs))) {
      const page = needs.page!;
      if (made.has(ruleKey(needs))) continue;
      made.add(ruleKey(needs));
      const targets: Array<[string, (typeof PAGE_ACTIONS)[number], Role]> = [
        [page, needs.action ?? 'VIEW', teamRoleFor({ ...needs, page })],
      ];
      if (needs.staffPage)
        targets.push([
          // pageRules gives one staff page per rule.
          needs.staffPage as string,
          needs.staffAction ?? needs.action ?? 'VIEW',
          'companyPersonnelTeam',
        ]);
      for (const [target, action, role] of targets) {
        const prefix = `probe${made.size}.${target}.${action}.`.toLowerCase();
        await addUser(`${prefix}granted`, role, { [target]: action });
        await addUser(`${prefix}lacking`, role, {
          [target]: PAGE_ACTIONS.filter((a) => a !== action).join('|'),
        });
        for (const kind of ['granted', 'lacking'])
          callers.set(`${prefix}${kind}`, await signIn(`${prefix}${kind}`, ruleKey(needs)));
      }
    }
    otherTenant = await signIn(OTHER_TENANT);

    const db = t.handle.db;
    const idOf = async (username: string) =>
      (
        await db
          .selectFrom('users')
          .select('id')
          .where('username', '=', username)
          .executeTakeFirstOrThrow()
      ).id;
    const ids = Object.fromEntries(
      await Promise.all(DEMO_LOGINS.map(async (n) => [n, await idOf(n)] as const)),
    ) as Record<DemoLogin, number>;
    const [order, business] = await Promise.all(
      (['orders', 'businesses'] as const).map((table) =>
        db
          .selectFrom(table)
          .select('id')
          .where('clientId', '=', 1)
          .orderBy('id')
          .executeTakeFirstOrThrow(),
      ),
    );
    const exchange = await db
      .selectFrom('orders')
      .select(['id', 'createdAt'])
      .where('clientId', '=', 1)
      .where('service', '=', 'EXCHANGE')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    f = {
      ids,
      victim: {
        orderId: order.id,
        businessId: business.id,
        notificationId: (await notificationsOf(db, ids.client))[0].id,
        exchangeOrderId: exchange.id,
        exchangeDay: exchange.createdAt.slice(0, 10),
        reportId: (
          await db
            .insertInto('orderReports')
            .values({
              orderId: order.id,
              report: 'Colis abîmé',
              decision: null,
              decisionType: 'CLIENT_DECISION',
              closed: 0,
              createdBy: ids.admin,
              createdAt: new Date().toISOString(),
              updatedAt: new Date().toISOString(),
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id,
        teamId: (
          await db
            .selectFrom('teams')
            .select('id')
            .where('clientId', '=', 1)
            .orderBy('id')
            .executeTakeFirstOrThrow()
        ).id,
        billId: (
          await db
            .selectFrom('bills')
            .select('id')
            .where('clientId', '=', 1)
            .orderBy('id')
            .executeTakeFirstOrThrow()
        ).id,
        ...(await db
          .selectFrom('wheelParticipants as p')
          .innerJoin('fortuneWheels as w', 'w.id', 'p.wheelId')
          .select(['w.id as wheelId', 'p.urlId as wheelUrlId'])
          .where('w.clientId', '=', 1)
          .where('p.hasPlayed', '=', 1)
          .orderBy('p.id')
          .executeTakeFirstOrThrow()),
        reclamationId: (
          await db
            .selectFrom('reclamations')
            .select('id')
            .where('clientId', '=', 1)
            .orderBy('id')
            .executeTakeFirstOrThrow()
        ).id,
        ...(await victimWebhook(db)),
      },
      otherClientId: (
        await db
          .selectFrom('users')
          .select('clientId')
          .where('username', '=', OTHER_TENANT)
          .executeTakeFirstOrThrow()
      ).clientId!,
    };

    // Admin's claims, so a token is refused for how it is made, never for whom it names.
    const claims: TokenClaims = {
      id: ids.admin,
      email: 'admin@wolvo.tn',
      username: 'admin',
      role: 'companyPersonnel',
      permissions: {},
      clientId: null,
    };
    const now = Math.floor(Date.now() / 1000);
    const inactiveId = await addUser('probe.inactive', 'companyPersonnel', {});
    await db.updateTable('users').set({ active: 0 }).where('id', '=', inactiveId).execute();
    validAdminToken = await t.app.signSessionToken(claims);
    badCredentials = [
      { what: 'no token', authorization: undefined },
      { what: 'not a JWT', authorization: 'Bearer not-a-jwt' },
      { what: 'basic credentials', authorization: 'Basic YWRtaW46RGVtbzIwMjYh' },
      {
        what: 'unsigned (alg none)',
        authorization: `Bearer ${forgeJwt({ ...claims, iat: now, exp: now + 600 }, null)}`,
      },
      {
        what: 'signed with another secret',
        authorization: `Bearer ${forgeJwt({ ...claims, iat: now, exp: now + 600 }, 'guessed-secret')}`,
      },
      {
        what: 'expired',
        authorization: `Bearer ${t.app.jwt.sign(claims, { expiresIn: -10 })}`,
      },
      {
        what: 'without the password stamp (signed before a password change)',
        authorization: `Bearer ${t.app.jwt.sign(claims)}`,
      },
      {
        what: 'of a deactivated user',
        authorization: `Bearer ${await t.app.signSessionToken({ ...claims, id: inactiveId, username: 'probe.inactive' })}`,
      },
    ];
  });
  afterAll(() => t.close());

  it('has a line or a public entry for every route under /api, and none for a route that is gone', () => {
    const routes = new Set(registered);
    const api = [...routes].filter(
      (r) =>
        /^\S+ \/api(\/|$)/.test(r) &&
        !r.split(' ')[1].startsWith(DOCS_PREFIX) &&
        // Fastify adds HEAD for each GET, with the same hooks: the GET line covers it.
        !(r.startsWith('HEAD ') && routes.has(r.replace(/^HEAD /, 'GET '))),
    );
    const listed = [
      ...ROUTES.map((l) => l.route),
      ...PUBLIC_ROUTES,
      ...PARTNER_KEY_ROUTES,
      ...Object.keys(OPEN_ROUTES),
    ];
    expect(new Set(listed).size).toBe(listed.length);
    expect({
      missing: api.filter((r) => !listed.includes(r)),
      stale: listed.filter((r) => !api.includes(r)),
    }).toEqual({ missing: [], stale: [] });
  });

  it('serves the public routes without a token', async () => {
    for (const route of PUBLIC_ROUTES) {
      const [method, url] = route.split(' ') as [HTTPMethods, string];
      const res = await t.app.inject({ method, url, payload: method === 'GET' ? undefined : {} });
      expect({ route, status: res.statusCode }).toEqual({
        route,
        status: method === 'GET' ? 200 : 400,
      });
    }
  });

  it('answers the open routes about made-up objects as planned, with or without a token', async () => {
    for (const [route, { url, payload, status }] of Object.entries(OPEN_ROUTES)) {
      const [method, path] = route.split(' ') as [HTTPMethods, string];
      for (const headers of [{}, bearer(validAdminToken)]) {
        const res = await t.app.inject({ method, url: url ?? path, headers, payload });
        expect({ route, status: res.statusCode }).toEqual({ route, status });
      }
    }
  });

  it("refuses the partner routes without the partner's key, even with a user's token", async () => {
    for (const route of PARTNER_KEY_ROUTES) {
      const [method, url] = route.split(' ') as [HTTPMethods, string];
      for (const headers of [{}, bearer(validAdminToken), { 'x-partner-key': 'wlp_guessed' }]) {
        const res = await t.app.inject({ method, url, headers, payload: {} });
        expect({ route, status: res.statusCode }).toEqual({ route, status: 401 });
        expect(res.json()).toEqual(UNAUTHORIZED);
      }
    }
  });

  it('accepts the claims the forged tokens carry when the server signs them', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/delivery-company/get',
      headers: bearer(validAdminToken),
    });
    expect(res.statusCode).toBe(200);
  });

  it('prints the manifest for staff with only the pickup of the day, not for staff without it or the edits page', async () => {
    await addUser('manifest.pickup.only', 'companyPersonnelTeam', { COMMERCIAL_PICKUP: 'VIEW' });
    await addUser('manifest.clients.only', 'companyPersonnelTeam', { COMMERCIAL_CLIENTS: 'VIEW' });
    // The seed's statuses depend on the hour it runs: make one parcel collected rather than look for one.
    const collected = await t.handle.db
      .selectFrom('orders')
      .select('id')
      .where('deletedAt', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await t.handle.db
      .updateTable('orders')
      .set({ status: 'COLLECTED' })
      .where('id', '=', collected.id)
      .execute();
    const manifest = async (name: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/v1/order/manifest?ids=${collected.id}&lang=fr`,
        headers: bearer((await signIn(name)).token),
      });
    const allowed = await manifest('manifest.pickup.only');
    expect(allowed.statusCode).toBe(200);
    expect(allowed.headers['content-type']).toBe('application/pdf');
    const refused = await manifest('manifest.clients.only');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(FORBIDDEN);
  });

  describe.each(ROUTES)('$route', (line) => {
    it('answers 401 to a missing or bad token, malformed input or not, naming nothing', async () => {
      const requests = [
        { method: methodOf(line), url: sampleUrl(line) },
        ...malformedRequests(line),
      ];
      if (methodOf(line) === 'GET') requests.push({ method: 'HEAD', url: sampleUrl(line) });
      for (const request of requests) {
        for (const { what, authorization } of badCredentials) {
          const res = await t.app.inject(withAuth(request, authorization));
          const label = `${what}: ${describeRequest(request)}`;
          expect({ label, status: res.statusCode }).toEqual({ label, status: 401 });
          // Exactly this body: the caller learns nothing about the route's fields.
          if (request.method !== 'HEAD') expect(res.json()).toEqual(UNAUTHORIZED);
        }
      }
    });

    it(
      line.needs
        ? 'answers 403 to callers its rule excludes, malformed input or not; 400 to the others'
        : 'lets every role through the guard, then answers 400 to malformed input',
      async () => {
        const tried = callersOf(line);
        const excluded = tried.filter((c) => !passes(c, line.needs));
        // A rule that excludes nobody, or everybody, would prove nothing about it.
        if (line.needs) {
          expect(excluded.length).toBeGreaterThan(0);
          expect(excluded.length).toBeLessThan(tried.length);
        } else expect(excluded).toEqual([]);
        for (const caller of tried) {
          for (const request of malformedRequests(line)) {
            const res = await t.app.inject(withAuth(request, `Bearer ${caller.token}`));
            const label = `${caller.name}: ${describeRequest(request)}`;
            if (excluded.includes(caller)) {
              expect({ label, status: res.statusCode }).toEqual({ label, status: 403 });
              expect(res.json()).toEqual(FORBIDDEN);
            } else if (line.bad) {
              expectBadRequest(res, label);
            } else {
              expect({ label, status: res.statusCode }).toEqual({ label, status: 200 });
            }
          }
        }
      },
    );

    const probe = line.tenant;
    if (probe)
      it("never shows or changes another client's object", async () => {
        const request = (token: string): InjectOptions => ({
          method: methodOf(line),
          url: probe.url?.(f) ?? pathOf(line),
          payload: probe.body?.(f),
          headers: bearer(token),
        });
        const before = await probe.untouched?.(t.handle.db, f);
        if (before) expect(before.length).toBeGreaterThan(0);

        const res = await t.app.inject(request(otherTenant.token));
        if (probe.notFound) {
          expect(res.statusCode).toBe(404);
          expect(res.json()).toEqual({
            statusCode: 404,
            message: typeof probe.notFound === 'function' ? probe.notFound(f) : probe.notFound,
            error: 'Not Found',
          });
        }
        const { omits } = probe;
        // A list answers an array, or a page `{ items, ... }`.
        const hasVictim = (r: LightMyRequestResponse) => {
          const body = r.json<{ id: number }[] | { items: { id: number }[] }>();
          return (Array.isArray(body) ? body : body.items).some((item) => item.id === omits?.(f));
        };
        if (omits) {
          expect(res.statusCode).toBe(200);
          expect(hasVictim(res)).toBe(false);
        }
        if (before) expect(await probe.untouched!(t.handle.db, f)).toEqual(before);

        if (probe.control) {
          const seen = await t.app.inject(request(callers.get(probe.control)!.token));
          expect(seen.statusCode).toBe(200);
          if (omits) expect(hasVictim(seen)).toBe(true);
        }
      });
  });
});

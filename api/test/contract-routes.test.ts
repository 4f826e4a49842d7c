// Every operation of every area's contract is a route of the app, at its method and literal path: a path
// renamed on one side only fails here. An area that moves to its contract adds its endpoints' line.
import { billApi } from '@wolvo/shared/contracts/bills/endpoints';
import { businessApi, clientApi } from '@wolvo/shared/contracts/clients/endpoints';
import { dashboardsApi } from '@wolvo/shared/contracts/dashboards/endpoints';
import { wheelApi } from '@wolvo/shared/contracts/fortune-wheel/endpoints';
import { notificationsApi } from '@wolvo/shared/contracts/notifications/endpoints';
import { orderReportApi } from '@wolvo/shared/contracts/order-report/endpoints';
import { ordersApi } from '@wolvo/shared/contracts/orders/endpoints';
import { partnerApi } from '@wolvo/shared/contracts/partners/endpoints';
import { pickupsApi } from '@wolvo/shared/contracts/pickups/endpoints';
import { reclamationApi } from '@wolvo/shared/contracts/reclamation/endpoints';
import { settingsApi } from '@wolvo/shared/contracts/settings/endpoints';
import { statisticsApi } from '@wolvo/shared/contracts/statistics/endpoints';
import { supportApi } from '@wolvo/shared/contracts/support/endpoints';
import { adminTeamApi, clientTeamApi, usersApi } from '@wolvo/shared/contracts/team/endpoints';
import { trackingApi } from '@wolvo/shared/contracts/tracking/endpoints';
import { webhooksApi } from '@wolvo/shared/contracts/webhooks/endpoints';
import { createTestApp, type TestApp } from './helpers';

const CONTRACTS = {
  adminTeamApi,
  billApi,
  businessApi,
  clientApi,
  clientTeamApi,
  dashboardsApi,
  notificationsApi,
  orderReportApi,
  ordersApi,
  partnerApi,
  pickupsApi,
  reclamationApi,
  settingsApi,
  statisticsApi,
  supportApi,
  trackingApi,
  usersApi,
  webhooksApi,
  wheelApi,
};

describe("the contracts' endpoints", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { seedOrders: 0 });
  });
  afterAll(() => t.close());

  it.each(Object.entries(CONTRACTS))('%s: each operation is a route of the app', (_, api) => {
    for (const { method, path } of Object.values(api))
      expect({ method, path, served: t.app.hasRoute({ method, url: `/api${path}` }) }).toEqual({
        method,
        path,
        served: true,
      });
  });

  // The auth plugin writes a guarded route's scheme and guard errors into the document (routes don't).
  it('the OpenAPI document: every operation but the public ones takes a token and lists 401 and 403', () => {
    const PUBLIC = [
      'GET /api/health/live',
      'GET /api/health/ready',
      'POST /api/v1/users/login',
      'GET /api/v1/settings/get',
      'POST /api/v1/partner/status-updates',
      'POST /api/v1/client-events',
      'GET /api/v1/track/{token}',
      'POST /api/v1/track/{token}/choice',
      'GET /api/v1/fortune-wheel/verify-url/{urlId}',
      'GET /api/v1/fortune-wheel/preview/{urlId}',
      'POST /api/v1/fortune-wheel/play',
      'POST /api/v1/fortune-wheel/save',
    ];
    type Operation = { security?: Record<string, string[]>[]; responses: Record<string, unknown> };
    const paths = (
      t.app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> }
    ).paths;
    const guarded = Object.entries(paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .map(([method, operation]) => ({
          operation: `${method.toUpperCase()} ${path}`,
          ...operation,
        }))
        .filter(({ operation }) => !PUBLIC.includes(operation)),
    );
    expect(guarded.length).toBeGreaterThan(100);
    for (const { operation, security, responses } of guarded)
      expect({
        operation,
        bearer: security?.[0],
        401: !!responses[401],
        403: !!responses[403],
      }).toEqual({
        operation,
        bearer: { bearerAuth: [] },
        401: true,
        403: true,
      });
  });
});

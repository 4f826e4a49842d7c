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
});

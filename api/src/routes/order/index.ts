import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { manifestRoute } from './manifest';
import { voucherRoute } from './voucher';
import { pickupRoutes } from './pickups';
import { dashboardRoutes } from './dashboards';
import { orderListRoutes } from './lists';
import { orderWriteRoutes } from './writes';
import { orderExchangeRoutes } from './exchanges';
import { importRoutes } from './import';

/**
 * `/v1/order`: search, detail, the merchant's daily list, create, edit, delete, exchanges, import, the
 * dashboards, and the slips and pickups.
 */
export async function orderRoutes(app: FastifyInstance, context: AppContext) {
  await voucherRoute(app, context);
  await manifestRoute(app, context);
  await pickupRoutes(app, context);
  await dashboardRoutes(app, context);
  // Its own context: the raw-file body parser stays with the import routes.
  await app.register(async (importApp) => importRoutes(importApp, context));
  await orderListRoutes(app, context);
  await orderWriteRoutes(app, context);
  await orderExchangeRoutes(app, context);
}

import compress from '@fastify/compress';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type onRouteHookHandler } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { APP_VERSION } from '@wolvo/shared/contracts';
import type { AppConfig } from './config';
import type { AppContext } from './context';
import { authPlugin } from './plugins/auth';
import { dashboardPlugin, inlineScriptHashes } from './plugins/dashboard';
import { publicPagesPlugin } from './plugins/public-pages';
import { errorsPlugin } from './plugins/errors';
import { healthPlugin } from './plugins/health';
import { rateLimitRedis } from './plugins/rate-limit-store';
import { ErrorBody } from './routes/common.schema';
import { trackingRoutes } from './routes/track';
import { wheelRoutes } from './routes/fortune-wheel';
import { billRoutes } from './routes/bill';
import { orderFinanceRoutes } from './routes/order/finance';
import { clientPaymentDayRoutes } from './routes/client/payment-days';
import { businessesRoutes } from './routes/business';
import { clientsRoutes } from './routes/client';
import { deliveryCompaniesRoutes } from './routes/delivery-company';
import { notificationsRoutes } from './routes/notifications';
import { orderReportRoutes } from './routes/order-report';
import { faultyOrdersRoutes } from './routes/order/faulty-orders';
import { orderRoutes } from './routes/order';
import { reclamationsRoutes } from './routes/reclamation';
import { settingsRoutes } from './routes/settings';
import { statisticsRoutes } from './routes/statistics';
import { supportRoutes } from './routes/support';
import { clientTeamRoutes } from './routes/client-team';
import { adminTeamRoutes } from './routes/admin-team';
import { usersRoutes } from './routes/users';
import { adminRoutes } from './routes/admin';
import { webhooksRoutes } from './routes/webhooks';
import { clientEventsRoutes } from './routes/client-events';
import { WebhookDispatcher } from './modules/webhooks/dispatcher';
import { documentIdempotency, purgeIdempotencyKeys } from './modules/idempotency';

/** What every route plugin receives. */

// Origins of the remotes, so the page's Content-Security-Policy lets the host load them.
function remoteOrigins(config: AppConfig): string[] {
  const file =
    config.remotesConfig ?? (config.hostDist ? path.join(config.hostDist, 'remotes.json') : null);
  if (!file || !existsSync(file)) return [];
  try {
    const urls = Object.values(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>);
    return [...new Set(urls.map((u) => new URL(u).origin))];
  } catch {
    return [];
  }
}

/** Builds the API: external plugins, then the app's own (errors, auth), then routes, then the dashboard. */
export async function buildApp(
  context: AppContext,
  options: {
    logger?: boolean;
    /** Writes the log (JSON lines, from `warn`) to this stream instead (tests read the warnings). */
    logStream?: NodeJS.WritableStream;
    /** Sees every route as it is registered (tests list the routes with it). */
    onRoute?: onRouteHookHandler;
  } = {},
): Promise<FastifyInstance> {
  const { config } = context;
  const app = Fastify({
    logger: options.logStream
      ? { level: 'warn', stream: options.logStream }
      : options.logger
        ? { level: config.logLevel }
        : false,
    bodyLimit: config.bodyLimit,
    // GET /v1/bill/init/{ids} carries up to 5,000 order ids in its path (the spec's shape).
    routerOptions: { maxParamLength: 60_000 },
    // Behind a load balancer request.ip (the sign-in limit's key) is the client's, not the balancer's.
    // A hop count as proxy-addr's function (Fastify's types take no number): trust the n nearest hops.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
    ajv: {
      customOptions: {
        removeAdditional: false,
        coerceTypes: 'array',
        useDefaults: true,
        allErrors: true,
      },
    },
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);

  const remotes = remoteOrigins(config);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...remotes, ...inlineScriptHashes(config.hostDist)],
        connectSrc: ["'self'", ...remotes],
        styleSrc: ["'self'", "'unsafe-inline'", ...remotes],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:', ...remotes],
        mediaSrc: ["'self'", 'https:'],
        frameSrc: ['https://www.youtube.com', 'https://www.youtube-nocookie.com'],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // The dashboard is same-origin; CORS stays closed except for remotes served on their own origins in development.
  await app.register(cors, { origin: remotes.length ? remotes : false });
  const rateLimitStore = config.redisUrl ? await rateLimitRedis(config.redisUrl, app.log) : null;
  if (rateLimitStore) app.addHook('onClose', async () => void rateLimitStore.disconnect());
  await app.register(rateLimit, {
    global: false,
    ...(rateLimitStore && { redis: rateLimitStore, nameSpace: 'wolvo-rate-', skipOnError: true }),
  });
  // The dashboard's scripts and JSON answers shrink to about a quarter with gzip or brotli.
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(swagger, {
    transform: ({ schema, url, route }) => ({
      schema: documentIdempotency(schema, route.handler),
      url,
    }),
    openapi: {
      info: {
        title: 'Wolvo dashboard API',
        version: APP_VERSION,
        description: 'All routes live under /api/v1. Money is integer millimes.',
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          // The merchant's shop, on POST /api/v1/order/add only.
          apiKey: { type: 'apiKey', in: 'header', name: 'x-api-key' },
          // A delivery partner's systems, on POST /api/v1/partner/status-updates only.
          partnerKey: { type: 'apiKey', in: 'header', name: 'x-partner-key' },
        },
      },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.addSchema(ErrorBody);

  await app.register(errorsPlugin);
  await app.register(healthPlugin, { db: context.db, dialect: context.dialect });
  await app.register(authPlugin, {
    db: context.db,
    secret: config.jwtSecret,
    expiresIn: config.jwtExpiresIn,
  });

  await app.register(
    async (api) => {
      for (const routes of [
        usersRoutes,
        adminRoutes,
        settingsRoutes,
        notificationsRoutes,
        businessesRoutes,
        deliveryCompaniesRoutes,
        supportRoutes,
        orderRoutes,
        reclamationsRoutes,
        orderReportRoutes,
        faultyOrdersRoutes,
        clientTeamRoutes,
        adminTeamRoutes,
        clientsRoutes,
        billRoutes,
        orderFinanceRoutes,
        clientPaymentDayRoutes,
        trackingRoutes,
        wheelRoutes,
        statisticsRoutes,
        webhooksRoutes,
        clientEventsRoutes,
      ]) {
        await api.register(routes, context);
      }
    },
    { prefix: '/api/v1' },
  );
  if (config.hostDist)
    await app.register(publicPagesPlugin, {
      hostDist: config.hostDist,
      trackingRenderer: config.trackingRenderer,
      db: context.db,
      settings: config,
      rateLimit: config.publicRateLimit * 6, // as GET /v1/track/{token}
    });
  await app.register(dashboardPlugin, {
    hostDist: config.hostDist,
    remotesConfig: config.remotesConfig,
  });
  // The webhook sender runs in every instance that serves (tests start their own when they need one).
  if (config.webhookDispatcher) {
    const dispatcher = new WebhookDispatcher(context.db, {
      allowInsecure: config.webhookAllowInsecure ?? false,
      ...(config.webhookLeaseMs && { leaseMs: config.webhookLeaseMs }),
    });
    app.addHook('onReady', async () => dispatcher.start());
    app.addHook('onClose', async () => dispatcher.stop());
  }
  // Keys older than a day answer nothing; forget them hourly (any instance may: the DELETE is idempotent).
  const purge = setInterval(
    () => {
      purgeIdempotencyKeys(context.db).catch((error: Error) =>
        app.log.warn({ err: error }, 'idempotency: the hourly purge failed'),
      );
    },
    60 * 60 * 1000,
  ).unref();
  app.addHook('onClose', async () => clearInterval(purge));
  return app;
}

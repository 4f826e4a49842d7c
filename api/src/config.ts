import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Runtime configuration, read once from the environment. */
export interface AppConfig {
  host: string;
  port: number;
  /** PostgreSQL URL; when absent the embedded SQLite file under `dataDir` is used. */
  databaseUrl: string | null;
  dataDir: string;
  sqliteFile: string;
  jwtSecret: string;
  jwtExpiresIn: string;
  /** Login attempts per minute per client address and login name. */
  loginRateLimit: number;
  /** Seed number of the demo data (deterministic). */
  seed: number;
  /** Demo orders created on first start. */
  seedOrders: number;
  /** Built host to serve at `/` (the dashboard shares the API's origin). */
  hostDist: string | null;
  /** Optional JSON file overriding the host's `remotes.json`. */
  remotesConfig: string | null;
  /** mfe-orders' Node build that draws a tracking page's first paint (TRACKING_RENDERER); null: none. */
  trackingRenderer: string | null;
  bodyLimit: number;
  logLevel: string;
  /** Public origin of the dashboard, for links printed on paper (the slips' tracking QR codes). */
  publicUrl: string;
  /** Secret the recipients' tracking tokens are signed with. */
  trackingSecret: string;
  /** The delivery provider's name printed on slips and manifests. */
  providerName: string;
  /** Writes one address may send per minute to the public pages' API (tracking, roulette); reads: ×6. */
  publicRateLimit: number;
  /** The provider's tax id (matricule fiscal) and address, printed on client invoices. */
  providerTaxId: string;
  providerAddress: string;
  /** On SIGTERM, how long an instance keeps serving while it reports not ready (load balancers). */
  shutdownDrainMs: number;
  /** Redis shared by the instances for the rate limits; null: each process counts alone. */
  redisUrl: string | null;
  /** TRUST_PROXY: which hops may set X-Forwarded-For (a hop count or proxy addresses); false: none. */
  trustProxy: false | number | string[];
  /** WEBHOOK_ALLOW_INSECURE: webhook URLs may be http to localhost and private addresses (tests, local). */
  webhookAllowInsecure?: boolean;
  /** WEBHOOK_DISPATCHER=0 turns off this instance's webhook sender (unset in tests: off). */
  webhookDispatcher?: boolean;
  /**
   * WEBHOOK_LEASE_MS: how long a sender's claim holds a delivery; after a crash, the deliveries it held
   * wait this long before another instance sends them.
   */
  webhookLeaseMs?: number;
}

const repoRoot = path.resolve(__dirname, '..', '..');

function intFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`${name} must be a non-negative integer`);
  return value;
}

/**
 * TRUST_PROXY: unset, empty, 0 or false trusts no proxy (X-Forwarded-For ignored, a client could forge it);
 * a number trusts that many hops; otherwise a comma-separated list of proxy addresses or CIDR ranges.
 */
export function trustProxyFrom(raw: string | undefined): false | number | string[] {
  const value = (raw ?? '').trim();
  if (value === '' || value === '0' || value.toLowerCase() === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  // "true" would trust any sender, which makes the sign-in limit forgeable: name the proxies instead.
  if (value.toLowerCase() === 'true')
    throw new Error('TRUST_PROXY must be a hop count or a list of proxy addresses, not true');
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** A JWT secret from JWT_SECRET, or one generated once and kept in the data folder so restarts keep sessions. */
function jwtSecretFor(dataDir: string): string {
  if (process.env.JWT_SECRET) return process.env.JWT_SECRET;
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Reads the configuration from the environment (see the README for every variable). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(repoRoot, 'data'));
  const hostDist = env.HOST_DIST ?? path.join(repoRoot, 'host', 'dist');
  const trackingRenderer =
    env.TRACKING_RENDERER ??
    path.join(repoRoot, 'mfe-orders', 'dist-prerender', 'render-tracking.cjs');
  const jwtSecret = jwtSecretFor(dataDir);
  const host = env.HOST ?? '127.0.0.1';
  const port = intFromEnv('PORT', 8080);
  return {
    host,
    port,
    databaseUrl: env.DATABASE_URL || null,
    dataDir,
    sqliteFile: env.SQLITE_FILE ?? path.join(dataDir, 'wolvo.sqlite'),
    jwtSecret,
    jwtExpiresIn: env.JWT_EXPIRES_IN ?? '12h',
    loginRateLimit: intFromEnv('LOGIN_RATE_LIMIT', 10),
    seed: intFromEnv('SEED', 2026),
    seedOrders: intFromEnv('SEED_ORDERS', 5000),
    hostDist: existsSync(hostDist) ? hostDist : null,
    remotesConfig: env.REMOTES_CONFIG ?? null,
    trackingRenderer: existsSync(trackingRenderer) ? trackingRenderer : null,
    bodyLimit: intFromEnv('BODY_LIMIT', 1024 * 1024),
    logLevel: env.LOG_LEVEL ?? 'info',
    publicUrl: (env.PUBLIC_URL || `http://${host}:${port}`).replace(/\/+$/, ''),
    // Without TRACKING_SECRET, one derived from the JWT secret: stable across restarts, never the same.
    trackingSecret:
      env.TRACKING_SECRET ||
      createHmac('sha256', jwtSecret).update('wolvo-order-tracking').digest('base64url'),
    providerName: env.PROVIDER_NAME || 'Wolvo',
    publicRateLimit: intFromEnv('PUBLIC_RATE_LIMIT', 10),
    providerTaxId: env.PROVIDER_TAX_ID || '1234567/A/M/000',
    providerAddress: env.PROVIDER_ADDRESS || 'Rue du Lac Windermere, 1053 Les Berges du Lac, Tunis',
    shutdownDrainMs: intFromEnv('SHUTDOWN_DRAIN_MS', 0),
    redisUrl: env.REDIS_URL || null,
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    webhookAllowInsecure:
      env.WEBHOOK_ALLOW_INSECURE === '1' || env.WEBHOOK_ALLOW_INSECURE === 'true',
    webhookDispatcher: env.WEBHOOK_DISPATCHER !== '0',
    webhookLeaseMs: intFromEnv('WEBHOOK_LEASE_MS', 60_000),
  };
}

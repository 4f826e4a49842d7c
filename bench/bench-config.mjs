// The API configuration every in-process bench builds its app with: a throw-away data directory, the
// demo seed number, no host, quiet logs. A bench passes what it measures differently (body limit, URL).
import path from 'node:path';

export function benchConfig(dir, overrides = {}) {
  return {
    host: '127.0.0.1',
    port: 0,
    databaseUrl: null,
    dataDir: dir,
    sqliteFile: path.join(dir, 'bench.sqlite'),
    jwtSecret: 'bench-secret-of-sufficient-length-0123456789',
    jwtExpiresIn: '1h',
    loginRateLimit: 1000,
    seed: 2026,
    seedOrders: 0,
    hostDist: null,
    remotesConfig: null,
    bodyLimit: 1024 * 1024,
    logLevel: 'silent',
    publicUrl: 'https://wolvo.example',
    trackingSecret: 'bench-tracking-secret',
    providerName: 'Wolvo',
    ...overrides,
  };
}

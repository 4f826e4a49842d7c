import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

const WARN_EVERY_MS = 60_000;
const CONNECT_WAIT_MS = 1_000;

/**
 * The shared store of the rate limits (sign-in, public pages) when `REDIS_URL` is set, so every API
 * instance counts the same attempts. Commands fail at once while Redis is unreachable (no offline queue,
 * one try) and the limiter lets requests through (`skipOnError`): an outage of the store never becomes
 * an outage of the API. The log says so at most once a minute.
 */
export async function rateLimitRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  const client = new Redis(url, {
    connectTimeout: 500,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    // Reconnect every second at most, for as long as it takes.
    retryStrategy: (times) => Math.min(times * 200, 1000),
  });
  let warnedAt = -Infinity;
  client.on('error', (error: Error) => {
    if (Date.now() - warnedAt < WARN_EVERY_MS) return;
    warnedAt = Date.now();
    log.warn(
      { err: error.message },
      'rate-limit store unreachable: requests are not limited meanwhile',
    );
  });
  // The first requests are counted too: wait for the connection, a second at most (then fail open).
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, CONNECT_WAIT_MS);
    client.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  return client;
}

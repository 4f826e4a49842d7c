import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from './db/database';
import { closePdfPool } from './modules/slips/pdf-pool';

/**
 * A graceful stop (SIGTERM: a deploy or a scale-down): report not ready at once, keep serving for
 * `drainMs` so the load balancer's health checks see it and send new requests elsewhere, then stop
 * accepting connections and finish the requests in flight (their PDF jobs with them), then close the PDF
 * workers and the database.
 */
export async function shutDown(
  app: FastifyInstance,
  handle: Pick<DatabaseHandle, 'close'>,
  options: { drainMs: number },
): Promise<void> {
  app.drain();
  if (options.drainMs > 0) await new Promise((resolve) => setTimeout(resolve, options.drainMs));
  await app.close();
  await closePdfPool();
  await handle.close();
}

import http from 'node:http';
import https from 'node:https';
import type { Db, DbOrTx } from '../../db/database';
import { notifyClient } from '../notifications/notify';
import { signatureHeader } from './signature';
import { safeLookup } from './url-safety';
import { completeOrderEvents } from './webhooks.service';
import {
  countEndpointFailure,
  dueDeliveryIds,
  failPendingDeliveries,
  findDeliveryToSend,
  leaseDeliveries,
  updateDelivery,
  updateEndpoint,
} from './webhooks.repository';

export interface DispatcherOptions {
  /** WEBHOOK_ALLOW_INSECURE: http to localhost and private addresses (tests, local development). */
  allowInsecure: boolean;
  /** Pause between polls when nothing was due. */
  pollMs?: number;
  /** Deliveries one claim takes. */
  batch?: number;
  /** First retry delay; doubles per attempt (with jitter), capped at `maxBackoffMs`. */
  backoffMs?: number;
  maxBackoffMs?: number;
  /** A delivery is given up (and its endpoint disabled) once it has been retried this long. */
  giveUpAfterMs?: number;
  maxConsecutiveFailures?: number;
  timeoutMs?: number;
  /** How long a claim holds a delivery against other dispatchers (longer than a send can take). */
  leaseMs?: number;
  clock?: () => Date;
}

const MAX_RESPONSE_BYTES = 64 * 1024;

interface Claimed {
  id: number;
  eventId: string;
  endpointId: number;
  attempts: number;
}

/** The result of one POST: an HTTP status, or an error (timeout, refused, private address). */
interface Outcome {
  statusCode: number | null;
  error: string | null;
  durationMs: number;
}

/**
 * Sends the outbox's deliveries: claims due ones with a lease, POSTs them signed, and records each
 * outcome. Several instances may run it on PostgreSQL (the claim skips rows another holds); on SQLite
 * there is one API process, so one dispatcher.
 */
export class WebhookDispatcher {
  private readonly o: Required<DispatcherOptions>;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = true;

  constructor(
    private readonly db: Db,
    options: DispatcherOptions,
  ) {
    this.o = {
      pollMs: 1000,
      batch: 20,
      backoffMs: 30_000,
      maxBackoffMs: 3600_000,
      giveUpAfterMs: 24 * 3600_000,
      maxConsecutiveFailures: 100,
      timeoutMs: 10_000,
      leaseMs: 60_000,
      clock: () => new Date(),
      ...options,
    };
  }

  start() {
    if (!this.stopped) return;
    this.stopped = false;
    const loop = async () => {
      if (this.stopped) return;
      let sent = 0;
      this.running = this.runOnce().then(
        (n) => void (sent = n),
        () => undefined,
      );
      await this.running;
      this.running = null;
      if (!this.stopped) this.timer = setTimeout(loop, sent ? 0 : this.o.pollMs);
    };
    this.timer = setTimeout(loop, 0);
  }

  /** Stops polling and waits for the sends in flight (each bounded by the timeout). */
  async stop() {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  /** Completes the order events written without their object, then one claim and its sends; answers how many were attempted. */
  async runOnce(): Promise<number> {
    await completeOrderEvents(this.db, this.o.batch);
    const claimed = await this.claim();
    await Promise.all(claimed.map((d) => this.deliver(d)));
    return claimed.length;
  }

  private async claim(): Promise<Claimed[]> {
    const now = this.o.clock();
    const nowIso = now.toISOString();
    const until = new Date(now.getTime() + this.o.leaseMs).toISOString();
    return this.db.transaction().execute(async (tx) => {
      const ids = await dueDeliveryIds(tx, nowIso, this.o.batch);
      if (!ids.length) return [];
      return leaseDeliveries(tx, ids, until);
    });
  }

  private async deliver(delivery: Claimed) {
    const found = await findDeliveryToSend(this.db, delivery.id);
    if (!found) return;
    const now = this.o.clock();
    const secrets = [found.secret];
    if (found.previousSecret && (found.previousSecretExpiresAt ?? '') > now.toISOString())
      secrets.push(found.previousSecret);
    const outcome = await this.post(found.url, found.payload, {
      'content-type': 'application/json',
      'user-agent': 'Wolvo-Webhooks/1',
      'wolvo-event-id': delivery.eventId,
      'wolvo-signature': signatureHeader(found.payload, secrets, Math.floor(now.getTime() / 1000)),
    });
    const ok = outcome.statusCode !== null && outcome.statusCode >= 200 && outcome.statusCode < 300;
    const at = this.o.clock();
    const attempts = delivery.attempts + 1;
    const result = {
      attempts,
      lockedUntil: null,
      lastStatusCode: outcome.statusCode,
      lastDurationMs: outcome.durationMs,
      lastError: outcome.error,
    };
    await this.db.transaction().execute(async (tx) => {
      if (ok) {
        await updateDelivery(tx, delivery.id, {
          ...result,
          status: 'DELIVERED',
          deliveredAt: at.toISOString(),
        });
        await updateEndpoint(tx, delivery.endpointId, { consecutiveFailures: 0 });
        return;
      }
      const endpoint = await countEndpointFailure(tx, delivery.endpointId);
      const failures = Number(endpoint?.consecutiveFailures ?? 0);
      // Counted from the delivery, so resending an old event gets its own 24 hours.
      const tooOld = at.getTime() - Date.parse(found.deliveryAt) >= this.o.giveUpAfterMs;
      if (tooOld || failures >= this.o.maxConsecutiveFailures) {
        await updateDelivery(tx, delivery.id, { ...result, status: 'FAILED' });
        if (endpoint?.active === 1)
          await this.disable(tx, delivery.endpointId, found.clientId, tooOld, at);
        return;
      }
      // Exponential backoff with full jitter on its upper half, so failing endpoints do not retry in step.
      const base = Math.min(this.o.backoffMs * 2 ** (attempts - 1), this.o.maxBackoffMs);
      const delay = Math.round(base / 2 + (Math.random() * base) / 2);
      await updateDelivery(tx, delivery.id, {
        ...result,
        nextAttemptAt: new Date(at.getTime() + delay).toISOString(),
      });
    });
  }

  private async disable(
    tx: DbOrTx,
    endpointId: number,
    clientId: number,
    tooOld: boolean,
    at: Date,
  ) {
    const iso = at.toISOString();
    await updateEndpoint(tx, endpointId, {
      active: 0,
      disabledReason: tooOld ? 'RETRIES_EXHAUSTED' : 'CONSECUTIVE_FAILURES',
      disabledAt: iso,
      updatedAt: iso,
    });
    // Its other waiting deliveries will not be tried while it is off.
    await failPendingDeliveries(tx, endpointId);
    await notifyClient(tx, clientId, 'WEBHOOK_DISABLED', endpointId, null, iso);
  }

  /** One POST: no redirect followed, no cookie, a hard timeout, at most 64 KB of answer read. */
  private post(url: string, body: string, headers: Record<string, string>): Promise<Outcome> {
    const started = Date.now();
    return new Promise<Outcome>((resolve) => {
      let settled = false;
      const done = (statusCode: number | null, error: string | null) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve({ statusCode, error, durationMs: Date.now() - started });
      };
      let target: URL;
      try {
        target = new URL(url);
      } catch {
        return done(null, 'invalid url');
      }
      const client = target.protocol === 'https:' ? https : http;
      const request = client.request(
        target,
        {
          method: 'POST',
          headers: { ...headers, 'content-length': Buffer.byteLength(body) },
          lookup: safeLookup(this.o.allowInsecure) as never,
          agent: false,
        },
        (response) => {
          let read = 0;
          response.on('data', (chunk: Buffer) => {
            read += chunk.length;
            if (read > MAX_RESPONSE_BYTES) {
              response.destroy();
              done(response.statusCode ?? null, null);
            }
          });
          response.on('end', () => done(response.statusCode ?? null, null));
          response.on('error', () => done(response.statusCode ?? null, null));
        },
      );
      const timer = setTimeout(() => {
        request.destroy();
        done(null, 'timeout');
      }, this.o.timeoutMs);
      request.on('error', (error) => done(null, error.message.slice(0, 200)));
      request.end(body);
    });
  }
}

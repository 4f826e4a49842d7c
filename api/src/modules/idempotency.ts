import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest, RouteGenericInterface } from 'fastify';
import { API_MESSAGES } from '@wolvo/shared/contracts';
import { nowIso, type Db, type DbOrTx } from '../db/database';
import { badRequest, HttpError } from '../http-error';
import {
  deleteExpiredKey,
  deleteExpiredKeys,
  findKey as findKeyRow,
  insertKey,
  keepResponse,
} from './idempotency.repository';

/** The request header a merchant's shop sends on a creation it may retry (the payment APIs' convention). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** The answer header of a response given again for a key already used. */
export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';
/** How long a key answers its first response; after that it is forgotten and may create again. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** 1 to 255 printable ASCII characters (a UUID is the usual choice). */
const KEY_PATTERN = /^[\x20-\x7e]{1,255}$/;

/** The key of the request being handled, and whether its creation has written it yet. */
interface KeyClaim {
  caller: string;
  key: string;
  route: string;
  /** SHA-256 of the body; a multipart handler names its body with `idempotentBody`. */
  bodyHash: string | null;
  /** The creation's transaction wrote the key (it commits with the change or not at all). */
  claimed: boolean;
}

const requestKeys = new AsyncLocalStorage<KeyClaim>();

const hashOf = (value: unknown) =>
  createHash('sha256')
    .update(JSON.stringify(value) ?? '')
    .digest('hex');

/** SHA-256 of bytes (an uploaded file), hex. */
export const hashBytes = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

const expiry = () => new Date(Date.now() - IDEMPOTENCY_TTL_MS).toISOString();

/**
 * Inside the transaction of a creation: writes the request's idempotency key with what was created
 * (`result`, JSON), so the key exists exactly when the change does. Without a key, nothing. When the same
 * key was committed meanwhile, the primary key fails the transaction and the wrapper answers the first
 * response instead.
 */
export async function claimIdempotencyKey(tx: DbOrTx, result: unknown): Promise<void> {
  const claim = requestKeys.getStore();
  if (!claim) return;
  await deleteExpiredKey(tx, claim.caller, claim.key, expiry());
  await insertKey(tx, {
    caller: claim.caller,
    key: claim.key,
    route: claim.route,
    bodyHash: claim.bodyHash ?? hashOf(null),
    result: JSON.stringify(result ?? null),
    createdAt: nowIso(),
  });
  claim.claimed = true;
}

/** Names the body of a request that is not JSON (a multipart form) for its key's comparison. */
export function idempotentBody(value: unknown): void {
  const claim = requestKeys.getStore();
  if (claim) claim.bodyHash = hashOf(value);
}

const findKey = (db: Db, claim: KeyClaim) => findKeyRow(db, claim.caller, claim.key, expiry());

/** How a route answers again. */
export interface IdempotentRoute {
  /** The status code of a creation: the wrapper sets it, and a replay answers it. */
  status: number;
  /**
   * The answer rebuilt from what the creation recorded, when the first response was not kept (the
   * process ended between the commit and the answer, or `keepResponse` is false). Default: the record.
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  replay?: (request: FastifyRequest<any>, result: unknown) => Promise<unknown> | unknown;
  /** False when the answer holds a secret shown once (a generated password): it is never stored. */
  keepResponse?: boolean;
}

/**
 * Wraps a creation's handler: a request with an `Idempotency-Key` already used by the same caller in the
 * last day answers the first response (422 when the route or body differ) without doing the work again.
 * The creation's service calls `claimIdempotencyKey` in its transaction.
 */
export function idempotent<Route extends RouteGenericInterface>(
  db: Db,
  route: IdempotentRoute,
  handler: (request: FastifyRequest<Route>, reply: FastifyReply) => Promise<unknown>,
) {
  const wrapped = async function (
    request: FastifyRequest<Route>,
    reply: FastifyReply,
  ): Promise<unknown> {
    // The creation's status, set here once for every route (an error still answers its own).
    reply.status(route.status);
    const header = request.headers[IDEMPOTENCY_HEADER];
    if (header === undefined) return handler(request, reply);
    if (typeof header !== 'string' || !KEY_PATTERN.test(header))
      throw badRequest(API_MESSAGES.idempotencyKeyInvalid);
    const claim: KeyClaim = {
      caller: `user:${request.auth.id}`,
      key: header,
      route: `${request.method} ${request.routeOptions.url}`,
      // A multipart form is read by the handler, which names it with `idempotentBody`.
      bodyHash: request.headers['content-type']?.startsWith('multipart/')
        ? null
        : hashOf(request.body),
      claimed: false,
    };
    const kept = claim.bodyHash === null ? undefined : await findKey(db, claim);
    if (kept) return answerAgain(request, reply, route, claim, kept);

    let response: unknown;
    try {
      response = await requestKeys.run(claim, () => handler(request, reply));
    } catch (error) {
      // The same key committed meanwhile (a retry racing its first try, which may have made this one
      // fail its checks): answer as the first did.
      const first = await findKey(db, claim).catch(() => undefined);
      if (first) return answerAgain(request, reply, route, claim, first);
      throw error;
    }
    if (claim.claimed && route.keepResponse !== false) {
      // Best effort: without it a retry rebuilds the answer from the record.
      await keepResponse(db, claim.caller, claim.key, {
        statusCode: reply.statusCode,
        response: JSON.stringify(response),
      }).catch((error: Error) =>
        request.log.warn({ err: error }, 'idempotency: the response was not kept'),
      );
    }
    return response;
  };
  return Object.assign(wrapped, { [IDEMPOTENT]: true });
}

const IDEMPOTENT = Symbol('idempotent');

/** The OpenAPI header of a route whose handler `idempotent` wrapped (for @fastify/swagger's transform). */
export function documentIdempotency<Schema extends object>(
  schema: Schema,
  handler: unknown,
): Schema {
  if (!(handler as { [IDEMPOTENT]?: boolean } | undefined)?.[IDEMPOTENT]) return schema;
  return {
    ...schema,
    headers: {
      type: 'object',
      properties: {
        [IDEMPOTENCY_HEADER]: {
          type: 'string',
          minLength: 1,
          maxLength: 255,
          description:
            'Optional; a UUID per creation. Sent again within 24 hours by the same caller, the first ' +
            `response is answered again (header \`${IDEMPOTENT_REPLAYED_HEADER}: true\`) without ` +
            'creating twice; the same key with another body or route answers 422 ' +
            '`idempotency-key.reused`. Example: `Idempotency-Key: 0b6f2c1e-7a4d-4f7e-9d55-3c2a1f0e8b91`.',
        },
      },
    },
  };
}

async function answerAgain<Route extends RouteGenericInterface>(
  request: FastifyRequest<Route>,
  reply: FastifyReply,
  route: IdempotentRoute,
  claim: KeyClaim,
  kept: {
    route: string;
    bodyHash: string;
    result: string;
    statusCode: number | null;
    response: string | null;
  },
): Promise<unknown> {
  if (kept.route !== claim.route || (claim.bodyHash !== null && kept.bodyHash !== claim.bodyHash))
    throw new HttpError(422, API_MESSAGES.idempotencyKeyReused);
  reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
  reply.status(kept.statusCode ?? route.status);
  if (kept.response !== null) return JSON.parse(kept.response);
  const result: unknown = JSON.parse(kept.result);
  return route.replay ? route.replay(request, result) : result;
}

/** Forgets keys older than a day (run hourly). */
export function purgeIdempotencyKeys(db: Db): Promise<number> {
  return deleteExpiredKeys(db, expiry());
}

import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { STATUS_CODES } from 'node:http';
import { isDatabaseUnavailable } from '../db/unavailable';
import { HttpError } from '../http-error';

interface ValidationIssue {
  instancePath?: string;
  params?: Record<string, unknown>;
  message?: string;
}

// "body/password must NOT have fewer than 8 characters" -> "password: must NOT have fewer than 8 characters"
function describeIssue(issue: ValidationIssue, context: string | undefined): string {
  const missing = issue.params?.missingProperty;
  const path = (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  const field =
    typeof missing === 'string'
      ? path
        ? `${path}.${missing}`
        : missing
      : path || context || 'request';
  return `${field}: ${issue.message ?? 'is invalid'}`;
}

/**
 * An unread body is read and dropped up to this many times the route's body limit, and at least
 * DRAIN_BYTES (the client forms' multipart uploads are not bound by the body limit)...
 */
const DRAIN_LIMITS = 4;
const DRAIN_BYTES = 32 * 1024 * 1024;
/** ...and for this long at most. */
const DRAIN_MS = 10_000;

/**
 * Reads and drops what the client is still sending (an upload over the limit, refused before it was
 * read): an answer followed by closing a connection with unread bytes reaches curl and browsers as a
 * broken pipe or a reset instead of the 413. True when the body was read to its end; beyond the bound,
 * the time or on a stream error, false, and the connection is closed after the answer.
 */
export function drainBody(request: FastifyRequest): Promise<boolean> {
  const raw = request.raw;
  if (raw.complete || raw.readableEnded) return Promise.resolve(true);
  if (raw.destroyed) return Promise.resolve(false);
  const bound = Math.max(DRAIN_LIMITS * request.routeOptions.bodyLimit, DRAIN_BYTES);
  if (Number(raw.headers['content-length']) > bound) return Promise.resolve(false);
  return new Promise((resolve) => {
    let read = 0;
    const finish = (ended: boolean) => {
      clearTimeout(timer);
      raw.off('data', onData).off('end', onEnd).off('error', onFail).off('close', onFail);
      resolve(ended);
    };
    const onData = (chunk: Buffer) => {
      read += chunk.length;
      if (read > bound) finish(false);
    };
    const onEnd = () => finish(true);
    const onFail = () => finish(raw.complete);
    const timer = setTimeout(onFail, DRAIN_MS);
    raw.on('data', onData).once('end', onEnd).once('error', onFail).once('close', onFail);
    // A parser that gave up (multipart's) may still be piped and hold the body back: the answer is an
    // error now, nothing else reads it.
    raw.unpipe();
    raw.resume();
  });
}

/**
 * Every failure leaves as `{ statusCode, message, error }` with `message` a string or a list; the one
 * place request stream errors (a client leaving mid-upload, a body over the limit) become an answer.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler(
    async (
      err: FastifyError & { validation?: ValidationIssue[]; validationContext?: string },
      request,
      reply,
    ) => {
      // Fastify closes the connection after a body it refused; once drained it can stay open.
      if (await drainBody(request)) reply.removeHeader('connection');
      else reply.header('connection', 'close');
      if (err instanceof HttpError) {
        return reply.status(err.statusCode).send({
          statusCode: err.statusCode,
          message: err.messages,
          error: STATUS_CODES[err.statusCode],
        });
      }
      if (err.validation) {
        const message = err.validation.map((issue) => describeIssue(issue, err.validationContext));
        return reply.status(400).send({ statusCode: 400, message, error: 'Bad Request' });
      }
      if (isDatabaseUnavailable(err)) {
        request.log.warn({ err }, 'database unavailable');
        return reply
          .status(503)
          .header('retry-after', '5')
          .send({ statusCode: 503, message: 'SERVER_ERROR', error: STATUS_CODES[503] });
      }
      const statusCode =
        err.statusCode && err.statusCode >= 400 && err.statusCode < 600 ? err.statusCode : 500;
      if (statusCode >= 500) {
        request.log.error({ err }, 'request failed');
        return reply
          .status(statusCode)
          .send({ statusCode, message: 'SERVER_ERROR', error: STATUS_CODES[statusCode] });
      }
      const message =
        statusCode === 429
          ? 'auth.too-many-requests'
          : statusCode === 413
            ? 'request.too-large'
            : err.message;
      return reply
        .status(statusCode)
        .send({ statusCode, message, error: STATUS_CODES[statusCode] });
    },
  );
  // Unknown paths of any method, including everything under /api the dashboard's fallback hands back.
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({
      statusCode: 404,
      message: `Route ${request.method}:${request.url} not found`,
      error: 'Not Found',
    }),
  );
});

import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { STATUS_CODES } from 'node:http';
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

/** Every failure leaves as `{ statusCode, message, error }` with `message` a string or a list. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler(
    (
      err: FastifyError & { validation?: ValidationIssue[]; validationContext?: string },
      request,
      reply,
    ) => {
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

/** An error that becomes `{ statusCode, message, error }`; `message` is an i18n key or a list of them. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messages: string | string[],
  ) {
    super(Array.isArray(messages) ? messages.join(', ') : messages);
  }
}

/** 400 with the given message key(s). */
export const badRequest = (message: string | string[]) => new HttpError(400, message);
/** 401: missing, invalid or expired credentials. */
export const unauthorized = (message = 'auth.unauthorized') => new HttpError(401, message);
/** 403: authenticated but not allowed. */
export const forbidden = (message = 'auth.forbidden') => new HttpError(403, message);
/** 404: absent, or another tenant's (never reveal which). */
export const notFound = (message: string | string[] = 'not-found') => new HttpError(404, message);
/** 409: conflicts with existing data. */
export const conflict = (message: string) => new HttpError(409, message);

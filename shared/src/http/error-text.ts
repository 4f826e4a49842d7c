import type { ApiErrorBody, ErrorCode } from '@wolvo/shared/contracts';

// `@wolvo/shared/http/errors`: these helpers read the errors of both HTTP clients, the axios one of
// `@wolvo/shared/http` and the fetch one of `@wolvo/shared/http/fetch` (the public pages), without
// importing axios (about 21 KB gzip that a recipient's phone would download for nothing).

/** What both clients reject with for an HTTP failure: `response` is absent when nothing answered. */
export interface HttpErrorLike {
  isAxiosError?: boolean;
  isHttpError?: boolean;
  response?: { status: number; data?: unknown };
}

/** True for an error of either HTTP client (an `AxiosError` or the fetch client's `HttpError`). */
export function isHttpError(error: unknown): error is HttpErrorLike {
  if (typeof error !== 'object' || error === null) return false;
  const e = error as HttpErrorLike;
  return e.isAxiosError === true || e.isHttpError === true;
}

/**
 * True for a request cancelled by an AbortController (axios' CanceledError, fetch's AbortError) or an axios
 * cancel token: never shown to the user.
 */
export function isCancelledRequest(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { __CANCEL__, name } = error as { __CANCEL__?: unknown; name?: unknown };
  return __CANCEL__ === true || name === 'CanceledError' || name === 'AbortError';
}

function nonEmpty(value: unknown): value is string {
  return typeof value === 'string' && value.trim().length > 0;
}

function isEmptyData(data: unknown): boolean {
  return data === undefined || data === null || data === '';
}

/**
 * The text to show for a failed call, in the order of spec section 8: the first item of the message
 * list, else the message, else the error field, else SERVER_ERROR (4xx and 500). No answer at all
 * (offline, server unreachable) and a response without data give NO_RESPONSE ("Lost internet
 * connection !"), anything else API_ERROR.
 * The result is an i18n key (generic codes, API message keys) or a server sentence shown as is.
 * A cancelled request gives '' (nothing to show).
 */
export function errorTextOf(error: unknown): ErrorCode | string {
  if (isCancelledRequest(error)) return '';
  if (!isHttpError(error)) return 'API_ERROR';
  const response = error.response;
  // Nothing answered (offline, DNS, refused connection): the spec's NO_RESPONSE, not a server error.
  if (!response) return 'NO_RESPONSE';
  const data = response.data as Partial<ApiErrorBody> | string | null | undefined;
  if (isEmptyData(data)) return 'NO_RESPONSE';
  if (data && typeof data === 'object') {
    const { message, error: errorField } = data;
    if (Array.isArray(message)) {
      const first: unknown = message[0];
      if (nonEmpty(first)) return first;
    } else if (nonEmpty(message)) {
      return message;
    }
    if (nonEmpty(errorField)) return errorField;
  }
  const status = response.status;
  if ((status >= 400 && status < 500) || status === 500) return 'SERVER_ERROR';
  // Gateways (502/503/504) and odd statuses: nothing the user can act on.
  return 'API_ERROR';
}

/**
 * The server's field problems (`"recipient.phone1: phone.invalid"`) by field path, and its other
 * messages, from a failed call; anything but an HTTP answer gives neither. Forms show each problem under
 * its field and the others in a toast or an alert.
 * @example fieldErrorsOf(error).fields['recipient.phone1'] === 'phone.invalid'
 */
export function fieldErrorsOf(error: unknown): { fields: Record<string, string>; other: string[] } {
  if (!isHttpError(error)) return { fields: {}, other: [] };
  const message = (error.response?.data as { message?: unknown } | undefined)?.message;
  return fieldLinesOf(
    Array.isArray(message) ? message : typeof message === 'string' ? [message] : [],
  );
}

/**
 * Lines as the API answers them (`"rib: rib.invalid"`, a rule's own answer too) by field path, the
 * first of each field, and the lines that name no field.
 */
export function fieldLinesOf(list: readonly unknown[]): {
  fields: Record<string, string>;
  other: string[];
} {
  const fields: Record<string, string> = {};
  const other: string[] = [];
  for (const item of list) {
    if (typeof item !== 'string') continue;
    const match = /^([A-Za-z][\w.]*): (.+)$/.exec(item);
    if (match) fields[match[1]] ??= match[2];
    else other.push(item);
  }
  return { fields, other };
}

import { Type, type Static } from '@sinclair/typebox';
import { XLSX_TYPE } from '../modules/spreadsheets/xlsx-export';

/** The error body of every failure. */
export const ErrorBody = Type.Object(
  {
    statusCode: Type.Integer(),
    message: Type.Union([Type.String(), Type.Array(Type.String())]),
    error: Type.String(),
  },
  { $id: 'ErrorBody' },
);

/**
 * Responses every guarded route may give besides its success. The auth plugin adds them (and the
 * route's security scheme) to every route declared with `guard`: a route lists only its own.
 */
export const guardedErrors = {
  400: Type.Ref('ErrorBody'),
  401: Type.Ref('ErrorBody'),
  403: Type.Ref('ErrorBody'),
  404: Type.Ref('ErrorBody'),
} as const;

/** The answer of a route that sends an .xlsx file. */
export const xlsxFileResponse = {
  200: {
    description: 'The .xlsx file',
    content: { [XLSX_TYPE]: { schema: { type: 'string', format: 'binary' } } },
  },
};

/** A write refused because of the state it found (a bill already paid, a name taken). */
export const conflictErrors = { 409: Type.Ref('ErrorBody') } as const;

/** A positive integer id in the path (digits only). */
export const IdParam = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,9}$' }) });
export type IdParam = Static<typeof IdParam>;

/** A user id in the path. */
export const UserIdParam = Type.Object({ userId: Type.String({ pattern: '^[1-9][0-9]{0,9}$' }) });
export type UserIdParam = Static<typeof UserIdParam>;

/** Ids joined by commas (`12,15,18`), as the spec's `ids` queries take them. */
export const ID_LIST_PATTERN = '^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9})*$';

/** `{ ok: true }` style acknowledgement with a count. */
export const CountResponse = Type.Object({ count: Type.Integer() });

/** The answers a public page's call may give besides its success (no guard: no 401 or 403). */
export const publicErrors = {
  400: Type.Ref('ErrorBody'),
  404: Type.Ref('ErrorBody'),
  409: Type.Ref('ErrorBody'),
  429: Type.Ref('ErrorBody'),
} as const;

/** The route config of a public call limited to `max` requests a minute per address. */
export const perAddress = (max: number) => ({
  rateLimit: { max, timeWindow: '1 minute', keyGenerator: (r: { ip: string }) => r.ip },
});

import type { Static, TSchema } from '@sinclair/typebox';

/** The HTTP methods of the API's JSON routes. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The TypeBox schemas of one API operation, each optional: what its path, query, body and answer carry. */
export interface EndpointSchemas {
  params?: TSchema;
  query?: TSchema;
  body?: TSchema;
  response?: TSchema;
}

/**
 * One API operation as the browser sees it: its method and its path under `/api` with `:name` parts
 * (`/v1/fortune-wheel/get/:id`, literal so a grep for the URL finds it). Its schemas are types only
 * (`schemas` is never set): the browser's typed client (`callApi` of `@wolvo/shared/http/api`) reads the
 * shapes from them without downloading TypeBox, while the API validates with the same schema objects.
 */
export interface Endpoint<S extends EndpointSchemas = EndpointSchemas> {
  readonly method: HttpMethod;
  readonly path: string;
  /** Phantom: the schemas' types, never a value. */
  readonly schemas?: S;
}

/** Declares an endpoint; `S` names its schemas by `typeof` (`{ response: typeof WheelDetail }`). */
export const endpoint = <S extends EndpointSchemas>(
  method: HttpMethod,
  path: string,
): Endpoint<S> => ({
  method,
  path,
});

type SchemasOf<E> = E extends Endpoint<infer S> ? S : never;
type ParamsOf<P extends TSchema> = { [K in keyof Static<P>]: string | number };

/** A path's parameters: numbers or strings, whatever the API parses them into. */
export type EndpointParams<E> =
  SchemasOf<E> extends { params: infer P extends TSchema } ? ParamsOf<P> : undefined;
export type EndpointQuery<E> =
  SchemasOf<E> extends { query: infer Q extends TSchema } ? Static<Q> : undefined;
export type EndpointBody<E> =
  SchemasOf<E> extends { body: infer B extends TSchema } ? Static<B> : undefined;
/** What the endpoint answers on success (undefined for 204 or a file). */
export type EndpointResponse<E> =
  SchemasOf<E> extends { response: infer R extends TSchema } ? Static<R> : undefined;

/** What a call passes: `params`, `query` and `body`, each only where the endpoint has one. */
export type EndpointInput<E> = (SchemasOf<E> extends { params: infer P extends TSchema }
  ? { params: ParamsOf<P> }
  : unknown) &
  (SchemasOf<E> extends { query: infer Q extends TSchema } ? { query: Static<Q> } : unknown) &
  (SchemasOf<E> extends { body: infer B extends TSchema } ? { body: Static<B> } : unknown);

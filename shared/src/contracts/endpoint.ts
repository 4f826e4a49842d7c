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
 * (`schemas` is never set): the browser's typed client (`callApi` of `@wolvo/shared/http`) reads the
 * shapes from them without downloading TypeBox, while the API validates with the same schema objects.
 */
export interface Endpoint<S extends EndpointSchemas = EndpointSchemas> {
  readonly method: HttpMethod;
  readonly path: string;
  /** Phantom: the schemas' types, never a value. */
  readonly schemas?: S;
}

/** Declares an endpoint; `S` names its schemas by `typeof` (`{ response: typeof WheelDetail }`). */
export const endpoint = <S extends EndpointSchemas>(method: HttpMethod, path: string): Endpoint<S> => ({
  method,
  path,
});

type SchemasOf<E> = E extends Endpoint<infer S> ? S : never;
type WireOf<T> = T extends TSchema ? Static<T> : undefined;

/** A path's parameters: numbers or strings, whatever the API parses them into. */
export type EndpointParams<E> =
  SchemasOf<E>['params'] extends TSchema
    ? { [K in keyof Static<NonNullable<SchemasOf<E>['params']>>]: string | number }
    : undefined;
export type EndpointQuery<E> = WireOf<SchemasOf<E>['query']>;
export type EndpointBody<E> = WireOf<SchemasOf<E>['body']>;
/** What the endpoint answers on success (undefined for 204). */
export type EndpointResponse<E> = WireOf<SchemasOf<E>['response']>;

type Present<T> = { [K in keyof T as T[K] extends undefined ? never : K]: T[K] };
/** What a call passes: `params`, `query` and `body`, each only where the endpoint has one. */
export type EndpointInput<E> = Present<{
  params: EndpointParams<E>;
  query: EndpointQuery<E>;
  body: EndpointBody<E>;
}>;

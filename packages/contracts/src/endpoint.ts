/**
 * The seam between the API and the storefront: one typed constant per operation (the tables in
 * endpoints/), which the API registers its routes from (apps/api/src/lib/route.ts) and the web
 * client calls (apps/web/src/lib/api-client.ts `api.call`). A renamed path, a changed parameter
 * or another response schema therefore breaks the typecheck on both sides.
 *
 * An endpoint's name in its table is its operation's name (the OpenAPI operationId).
 * The schemas are named by type only (`import type`): at run time an endpoint is three strings,
 * so the browser never loads zod for it, and each constant is tree-shaken on its own.
 * Our own thin table rather than ts-rest: ts-rest's contracts hold the zod schemas at run time,
 * which would put zod (~25 KB gzip) on every page's first load (docs/decisions.md).
 */

import type { Permission } from './staff.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** What a zod schema looks like to the type system, without importing zod. */
interface SchemaLike {
  readonly _zod: { readonly input: unknown; readonly output: unknown };
}

/** An answer that is a file (a PDF, an upload), not JSON: the storefront reads it as a Blob. */
export type FileAnswer = 'file';

/** The types of an operation: zod schema types (`typeof cartSchema`), or FileAnswer. */
export interface EndpointTypes {
  /** The success status the route answers (200 unless said; 303 for a redirect). */
  status?: 200 | 201 | 202 | 204 | 303;
  response?: SchemaLike | FileAnswer;
  body?: SchemaLike;
  query?: SchemaLike;
}

export interface Endpoint<
  Method extends HttpMethod = HttpMethod,
  Path extends string = string,
  Types extends EndpointTypes = EndpointTypes,
> {
  readonly method: Method;
  /** Relative to /api, OpenAPI style: `orders/{id}/items`. `{userId}` is the caller. */
  readonly path: Path;
  /** Types only: never set at run time. */
  readonly types?: Types;
  /**
   * A back-office operation's permission (staff.ts): the API's permission hook refuses a caller
   * without it (403), and the OpenAPI document shows it. Only `adminEndpoint` sets it.
   */
  readonly permission?: Permission;
}

// biome-ignore lint/suspicious/noExplicitAny: matches any endpoint whatever its types
export type AnyEndpoint = Endpoint<HttpMethod, string, any>;

type TypesOf<E> = E extends Endpoint<HttpMethod, string, infer T> ? T : never;
type Output<S> = S extends SchemaLike ? S['_zod']['output'] : S;
type Input<S> = S extends SchemaLike ? S['_zod']['input'] : never;

/** The platform's Blob where there is one (the browser, Node); contracts itself has no DOM. */
type PlatformBlob = typeof globalThis extends { Blob: { prototype: infer B } } ? B : unknown;

/** What the operation answers on success: the response schema's output, a Blob, or nothing. */
export type ResponseOf<E> =
  TypesOf<E> extends { response: infer R }
    ? R extends FileAnswer
      ? PlatformBlob
      : Output<R>
    : undefined;
/** The JSON body the operation reads (the schema's input: defaults may be left out). */
export type BodyOf<E> = TypesOf<E> extends { body: infer B } ? Input<B> : never;
export type QueryOf<E> = TypesOf<E> extends { query: infer Q } ? Input<Q> : never;

/** The names in a path template: `orders/{id}/items` → 'id'. */
export type PathParamNames<Path extends string> =
  Path extends `${string}{${infer Name}}${infer Rest}` ? Name | PathParamNames<Rest> : never;

/** Fastify's form of a path: `orders/{id}` → `/orders/:id`. */
export function fastifyPath(path: string): string {
  return `/${path.replace(/\{(\w+)\}/g, ':$1')}`;
}

/** Names an operation's types for `endpoint` (a phantom: nothing is made at run time). */
/* @__NO_SIDE_EFFECTS__ */
export function types<T extends EndpointTypes>(): T {
  return undefined as unknown as T;
}

/* @__NO_SIDE_EFFECTS__ */
export function endpoint<
  const Method extends HttpMethod,
  const Path extends string,
  Types extends EndpointTypes = EndpointTypes,
>(method: Method, path: Path, _types?: Types): Endpoint<Method, Path, Types> {
  return { method, path };
}

/**
 * A back-office operation (staff only): the same as `endpoint`, with the permission it needs.
 * Its path is `admin/…`, but for the staff operations that predate the back office
 * (impersonation, an order's status).
 */
/* @__NO_SIDE_EFFECTS__ */
export function adminEndpoint<
  const Method extends HttpMethod,
  const Path extends string,
  Types extends EndpointTypes = EndpointTypes,
>(
  method: Method,
  path: Path,
  permission: Permission,
  _types?: Types,
): Endpoint<Method, Path, Types> {
  return { method, path, permission };
}

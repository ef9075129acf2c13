import {
  type AnyEndpoint,
  type EndpointTypes,
  type FileAnswer,
  fastifyPath,
  type PathParamNames,
} from '@storefront/contracts/endpoint';
import * as tables from '@storefront/contracts/endpoints/index';
import type { Permission } from '@storefront/contracts/staff';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteShorthandOptionsWithHandler,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authenticated, requirePermission } from '../plugins/auth.ts';
import {
  declaresBearer,
  ERROR_STATUSES_KEY,
  errorStatusesOf,
  type OperationName,
  securityOf,
} from './error-answers.ts';

/** The operation key under which the OpenAPI document shows a back-office permission. */
export const PERMISSION_KEY = 'x-permission';

declare module 'fastify' {
  interface FastifySchema {
    [PERMISSION_KEY]?: Permission;
  }
}

type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

type TypesOf<E> = E extends { types?: infer T } ? Exclude<T, undefined> : never;
type StatusOf<T> = T extends { status: infer S extends number } ? S : 200;
type Keys<S> = S extends { _zod: { output: infer O } } ? keyof O : never;

/** The schema parts an endpoint fixes: the same schemas it names, and its path's parameters. */
type SchemaFor<E extends AnyEndpoint, T extends EndpointTypes = TypesOf<E>> = FastifySchema &
  (T extends { body: infer B } ? { body: B } : { body?: never }) &
  (T extends { query: infer Q } ? { querystring: Q } : { querystring?: never }) &
  (T extends { response: infer R }
    ? R extends FileAnswer
      ? unknown
      : { response: { [K in StatusOf<T>]: R } }
    : unknown) &
  (PathParamNames<E['path']> extends never
    ? { params?: never }
    : { params: { _zod: { output: Record<PathParamNames<E['path']>, unknown> } } });

type ExactParams<E extends AnyEndpoint, S> = S extends { params: infer P }
  ? [Keys<P>] extends [PathParamNames<E['path']>]
    ? unknown
    : { params: 'the params schema names more than the path does' }
  : unknown;

/** Each table entry's name, its OpenAPI operationId. */
const operationIds = new Map<unknown, OperationName>(
  Object.values(tables).flatMap((table) =>
    Object.entries(table).map(([name, endpoint]) => [endpoint, name as OperationName] as const),
  ),
);

/**
 * Registers the route of an endpoint of the contracts' table: method and path come from it, and
 * the schema must use the schemas it names (the typecheck fails otherwise), so the API and the
 * storefront cannot drift apart. Its OpenAPI operation gets the entry's name as operationId,
 * the security its hooks enforce and the errors it can answer (lib/error-answers.ts).
 */
export function route<E extends AnyEndpoint, S extends SchemaFor<E>>(
  app: App,
  endpoint: E,
  options: RouteShorthandOptionsWithHandler<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    RouteGenericInterface,
    ContextConfigDefault,
    S,
    ZodTypeProvider,
    FastifyBaseLogger
  > & { schema: S & ExactParams<E, S> },
): void {
  const operationId = operationIds.get(endpoint);
  if (!operationId) throw new Error(`${endpoint.method} ${endpoint.path} is in no endpoint table`);
  const schema: FastifySchema = options.schema;
  const { permission } = endpoint;
  // A back-office operation's permission is enforced here, by the one guard, before its own hooks.
  const hooks = [
    ...(permission ? [requirePermission(permission)] : []),
    ...[options.preValidation ?? []].flat(),
  ];
  const forStaff = permission !== undefined;
  // The auth plugin's guard answers 401 on any path with {userId}.
  const checksCaller =
    forStaff || hooks.includes(authenticated) || endpoint.path.includes('{userId}');
  // A handler that asks for the caller itself declares the token in its schema: it is then
  // asked for first, before the body is read, as everywhere else (plugins/auth.ts).
  const needsCaller = checksCaller || declaresBearer(schema.security);
  const errorStatuses = errorStatusesOf(operationId, {
    path: endpoint.path,
    readsBody: schema.body !== undefined || schema.consumes !== undefined,
    needsCaller,
    staffOnly: forStaff,
    rateLimited: Boolean(options.config?.rateLimit),
  });
  app.route({
    ...options,
    preValidation: needsCaller && !checksCaller ? [authenticated, ...hooks] : hooks,
    schema: {
      ...options.schema,
      operationId,
      ...(permission && {
        [PERMISSION_KEY]: permission,
        description: [`Needs the \`${permission}\` permission.`, options.schema.description]
          .filter(Boolean)
          .join(' '),
      }),
      security: securityOf(operationId, needsCaller, schema.security),
      [ERROR_STATUSES_KEY]: errorStatuses,
    },
    method: endpoint.method,
    url: fastifyPath(endpoint.path),
  });
}

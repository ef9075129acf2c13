import type {
  AnyEndpoint,
  BodyOf,
  PathParamNames,
  QueryOf,
  ResponseOf,
} from '@storefront/contracts/endpoint';
import { refreshToken as refreshTokenEndpoint } from '@storefront/contracts/endpoints/accounts/login';
import { API_PREFIX, LANGUAGE_HEADER } from '@storefront/contracts/http';
import { DEFAULT_LANGUAGE } from '@storefront/contracts/locale';
import { ApiError } from './api-error.ts';
import { isExpired, userIdOf } from './jwt.ts';
import {
  clearTokens,
  endImpersonation,
  readLanguage,
  readToken,
  storeRefreshedTokens,
} from './storage.ts';

/**
 * The one fetch wrapper every feature uses (spec 7): base `/api`, the language header from the
 * stored language, the bearer token (impersonation first, spec 6), `{userId}` from the token,
 * empty query parameters dropped, JSON in and out, errors as ApiError. 401s and expired tokens
 * are handled here and nowhere else: the customer's or staff member's own token is refreshed,
 * while an impersonation token that names no user (spec 8) or is refused (revoked, expired) ends
 * the impersonation; it is never answered by refreshing the staff member's own token.
 *
 * Responses are typed with the contracts' types and, by default, not parsed at run time: the
 * server already validates what it sends, and keeping zod out of the first load is worth 25 KB
 * (docs/decisions.md). A caller that must not trust a body passes a schema.
 */

/** Anything with zod's `parse` (kept structural so this module does not pull zod in itself). */
export interface Schema<T> {
  parse(data: unknown): T;
}

type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue | readonly QueryValue[]>;

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Query;
  body?: unknown;
  /** A multipart body (an upload, `POST files`), sent as it is: the browser sets its type. */
  form?: FormData;
  /** Parses the JSON response; without one the body is returned as it came (typed, unchecked). */
  schema?: Schema<T>;
  /** Send the bearer token and recover from 401 (default true). */
  auth?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Let the request outlive the page (fetch keepalive), for calls made while it unloads. */
  keepalive?: boolean;
  /** 'blob' answers the body as a Blob (a PDF, a file) instead of parsing JSON; errors stay JSON. */
  responseType?: 'json' | 'blob';
}

const USER_ID_PLACEHOLDER = '{userId}';

interface ClientHooks {
  /** Called when the session cannot be refreshed: tokens are already cleared. Starts a new guest. */
  onSessionLost?: () => Promise<void>;
  /** A session being created right now (the first guest), which token-bearing calls wait for. */
  pendingSession?: () => Promise<void> | null;
  /**
   * Called once per impersonation token that names no user or that the API refused with 401
   * (spec 8). The token is already removed and isGuest set (spec 4); the session feature tells
   * the user and reloads.
   */
  onImpersonationInvalid?: () => void;
  /** How requests go out: the server's renderer answers them in process (entry-server.tsx). */
  fetch?: typeof fetch;
}

const hooks: ClientHooks = {};

/** Lets the session feature plug in guest creation without lib depending on features. */
export function configureApiClient(next: ClientHooks): void {
  Object.assign(hooks, next);
}

/** The token calls are made with: an impersonation token takes precedence (spec 6). */
export function bearerToken(): string | null {
  return readToken('impersonationToken') ?? readToken('accessToken');
}

export function buildUrl(
  path: string,
  query?: Query,
  token: string | null = bearerToken(),
): string {
  let resolved = path.replace(/^\/+/, '');
  if (resolved.includes(USER_ID_PLACEHOLDER)) {
    const userId = userIdOf(token);
    if (!userId) throw new ApiError(401, 'unauthorized', 'No signed-in user for this request');
    resolved = resolved.replaceAll(USER_ID_PLACEHOLDER, encodeURIComponent(userId));
  }
  const params = new URLSearchParams();
  for (const [key, raw] of Object.entries(query ?? {})) {
    const values = Array.isArray(raw) ? raw : [raw];
    for (const value of values) {
      // Spec 7: parameters with no value are dropped.
      if (value === undefined || value === null || value === '') continue;
      params.append(key, String(value));
    }
  }
  const search = params.toString();
  return `${API_PREFIX}/${resolved}${search ? `?${search}` : ''}`;
}

let recovery: Promise<void> | null = null;

/**
 * Refreshes once for all concurrent callers. On success the new pair is stored where the old
 * one was; on failure the tokens are cleared and a new guest session is started.
 */
export function recoverSession(): Promise<void> {
  recovery ??= (async () => {
    const refreshToken = readToken('refreshToken');
    const pair = refreshToken ? await refreshTokens(refreshToken) : null;
    if (pair) {
      storeRefreshedTokens(pair);
      return;
    }
    clearTokens();
    await hooks.onSessionLost?.();
  })().finally(() => {
    recovery = null;
  });
  return recovery;
}

/**
 * POST account/refresh-token; null when the server refuses the token. A network failure or a
 * server error is thrown instead: losing the connection must not sign anyone out.
 */
async function refreshTokens(refreshToken: string) {
  try {
    return await call(refreshTokenEndpoint, { body: { refreshToken }, auth: false });
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) return null;
    throw error;
  }
}

/**
 * Ends an impersonation whose token cannot be used (spec 8), once per token: several calls may
 * be refused together, and only the first finds the token still stored.
 */
function impersonationEnded(token: string): ApiError {
  if (readToken('impersonationToken') === token) {
    endImpersonation();
    hooks.onImpersonationInvalid?.();
  }
  return new ApiError(401, 'unauthorized', 'The impersonation session has ended');
}

async function send<T>(path: string, options: RequestOptions<T>, retried: boolean): Promise<T> {
  const auth = options.auth ?? true;
  if (auth) await Promise.allSettled([hooks.pendingSession?.(), recovery]);
  // Spec 6: an impersonation token takes precedence; spec 5 and 8: it must name a user.
  const impersonation = auth ? readToken('impersonationToken') : null;
  if (impersonation && !userIdOf(impersonation)) throw impersonationEnded(impersonation);
  let token = auth ? (impersonation ?? readToken('accessToken')) : null;
  // An access token past its `exp` is refreshed before the call rather than after a 401.
  if (auth && !retried && token && !impersonation && isExpired(token)) {
    await recoverSession();
    token = bearerToken();
  }

  const headers: Record<string, string> = {
    accept: 'application/json',
    [LANGUAGE_HEADER]: readLanguage() ?? DEFAULT_LANGUAGE,
    ...options.headers,
  };
  if (token) headers.authorization = `Bearer ${token}`;
  const hasBody = options.body !== undefined;
  if (hasBody) headers['content-type'] = 'application/json';
  const requestBody = options.form ?? (hasBody ? JSON.stringify(options.body) : undefined);

  let url: string;
  try {
    url = buildUrl(path, options.query, token);
  } catch (error) {
    // A `{userId}` path without a usable token: start (or restore) a session once and retry.
    if (!(error instanceof ApiError) || !auth || retried) throw error;
    await recoverSession();
    return send(path, options, true);
  }

  let response: Response;
  try {
    response = await (hooks.fetch ?? fetch)(url, {
      method: options.method ?? 'GET',
      headers,
      body: requestBody,
      signal: options.signal,
      ...(options.keepalive ? { keepalive: true } : {}),
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, 'network_error', 'The shop cannot be reached');
  }

  if (response.status === 401 && impersonation) {
    // The impersonation session was revoked or has expired: it ends (spec 8), and the call fails.
    // Refreshing would only renew the staff member's own token, which was not what was refused.
    throw impersonationEnded(impersonation);
  }
  if (response.status === 401 && auth && !retried) {
    await recoverSession();
    return send(path, options, true);
  }

  if (options.responseType === 'blob' && response.ok) return (await response.blob()) as T;
  const text = response.status === 204 ? '' : await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    throw new ApiError(response.status, 'invalid_response', 'The response is not JSON');
  }
  if (!response.ok) throw ApiError.fromResponse(response.status, body);
  return (options.schema ? options.schema.parse(body) : body) as T;
}

/** The transport under `api.call`: features never name a path themselves (lint forbids it). */
export function apiRequest<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  return send(path, options, false);
}

/** The path's parameters the caller gives: `{userId}` comes from the token. */
type ParamNames<E extends AnyEndpoint> = Exclude<PathParamNames<E['path']>, 'userId'>;

export type CallOptions<E extends AnyEndpoint> = Omit<
  RequestOptions<ResponseOf<E>>,
  'method' | 'body' | 'query' | 'schema'
> &
  ([ParamNames<E>] extends [never]
    ? { params?: never }
    : { params: Record<ParamNames<E>, string | number> }) &
  ([BodyOf<E>] extends [never] ? { body?: never } : { body: BodyOf<E> }) &
  ([QueryOf<E>] extends [never] ? { query?: never } : { query: QueryOf<E> });

type NeedsOptions<E extends AnyEndpoint> = [ParamNames<E> | BodyOf<E> | QueryOf<E>] extends [never]
  ? false
  : true;

/**
 * Calls an operation of the contracts' endpoint table (contracts/endpoint.ts): method, path,
 * parameters, body and answer all come from it, so a change there breaks the callers' typecheck.
 */
export function call<E extends AnyEndpoint>(
  endpoint: E,
  ...[options]: NeedsOptions<E> extends true ? [CallOptions<E>] : [CallOptions<E>?]
): Promise<ResponseOf<E>> {
  const { params, query, ...rest } = (options ?? {}) as {
    params?: Record<string, string | number>;
    query?: Query;
  } & Omit<RequestOptions<ResponseOf<E>>, 'query'>;
  const path = endpoint.path.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params?.[name];
    return value === undefined ? whole : encodeURIComponent(String(value));
  });
  return apiRequest<ResponseOf<E>>(path, { ...rest, query, method: endpoint.method });
}

/** The way features call the API: by the contracts' endpoint table only. */
export const api = { call };

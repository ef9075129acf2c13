import type { Role } from '@storefront/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.ts';
import { forbidden, unauthorized } from '../lib/http-error.ts';
import { verifyAccessToken } from '../lib/tokens.ts';

export interface RequestUser {
  /** The user the request acts as (spec 6: "requests use the user id taken from the token"). */
  id: string;
  role: Role;
  sessionId: string | undefined;
  /** The staff member behind an impersonation token, if any. */
  impersonatorId: string | undefined;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller, or null when no valid token came with the request. */
    user: RequestUser | null;
  }
}

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/** Throws 401 unless the request carries a valid token; returns its user. */
export function requireUser(request: FastifyRequest): RequestUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/**
 * Reads the bearer token into `request.user`, and guards every route whose path has a
 * `:userId` parameter: it must be the caller's own id (ARCHITECTURE: anything else is 403,
 * whatever the route), so a new route cannot forget the check.
 */
export const authPlugin = fp(async (app: FastifyInstance, opts: { secret: Uint8Array; db: Db }) => {
  app.decorateRequest('user', null);

  app.addHook('onRequest', async (request) => {
    const token = bearer(request);
    if (!token) return;
    const claims = await verifyAccessToken(token, opts.secret);
    if (!claims) {
      // A bad token on a public route is ignored; protected routes then answer 401.
      request.log.debug('invalid bearer token ignored');
      return;
    }
    request.user = {
      id: claims.nameid,
      role: claims.role,
      sessionId: claims.sid,
      impersonatorId: claims.imp,
    };
  });

  app.addHook('preValidation', async (request) => {
    if (!request.routeOptions.url?.includes(':userId')) return;
    const user = requireUser(request);
    const { userId } = request.params as { userId?: string };
    if (userId !== user.id) throw forbidden('This resource belongs to another user.');
  });
});

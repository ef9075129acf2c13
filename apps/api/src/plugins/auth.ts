import type { Role } from '@storefront/contracts';
import type { Permission } from '@storefront/contracts/staff';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.ts';
import { sessions, staffRoles, users } from '../db/schema.ts';
import { forbidden, HttpError, unauthorized } from '../lib/http-error.ts';
import { type VerifiedClaims, verifyAccessToken } from '../lib/tokens.ts';

export interface RequestUser {
  /** The user the request acts as (spec 6: "requests use the user id taken from the token"). */
  id: string;
  role: Role;
  /** The session the token belongs to; checked open on every request. */
  sessionId: string;
  /** The staff member behind an impersonation token, if any. */
  impersonatorId: string | undefined;
}

/** A route whose path has `:userId`, which the guard below protects. */
export interface UserScopedRoute {
  method: string;
  url: string;
}

/** Who made a back-office change, and with which permission: what the audit records. */
export interface StaffActor {
  id: string;
  permission: Permission;
}

/** The actor of a back-office operation (set by its permission guard). */
export function staffActorOf(request: FastifyRequest): StaffActor {
  if (!request.staffActor) throw new Error(`${request.routeOptions.url} has no permission guard`);
  return request.staffActor;
}

/** An active staff member's back-office role and what it allows. */
export interface StaffGrant {
  roleId: string;
  permissions: readonly Permission[];
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller, or null when no valid token came with the request. */
    user: RequestUser | null;
    /** The caller's back-office grant, once a permission hook has read it. */
    staffGrant: StaffGrant | null;
    /** The staff member and the permission a back-office operation was allowed by (the audit's who). */
    staffActor: StaffActor | null;
  }
  interface FastifyInstance {
    /**
     * Every route registered with `:userId` in its path, whichever module added it. The guard
     * test walks them all (user-id-guard.test.ts), so a new route is proven the day it lands.
     */
    readonly userScopedRoutes: readonly UserScopedRoute[];
    /** An active staff member's grant; null for anyone else (customers, deactivated staff). */
    grantOf(userId: string): Promise<StaffGrant | null>;
  }
}

/**
 * The guard's 403 message (a UI translation key, answered in the request's language), exported
 * so the guard test can tell the guard's answer from a route's own refusal.
 */
export const USER_ID_GUARD_MESSAGE = 'errors.forbidden';

const isUserScoped = (url: string | undefined) => url?.includes(':userId') ?? false;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

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
 * A route's `preValidation` hook for routes that need a caller: 401 before the body is even
 * looked at, so an anonymous prober learns nothing from validation errors.
 */
export async function authenticated(request: FastifyRequest): Promise<void> {
  requireUser(request);
}

/**
 * A back-office operation's guard (route() adds it for an endpoint that declares a permission):
 * 401 without a token; 403 for an impersonation token, a customer or a deactivated account
 * (`errors.notStaff`, which the admin shows on its sign-in page), and for a staff member whose
 * role lacks the permission (`errors.permission`, naming it). One read of the caller's role per
 * request, so a changed role or a deactivation takes effect at once.
 */
export function requirePermission(permission: Permission) {
  return async function permissionGuard(request: FastifyRequest): Promise<void> {
    const user = requireUser(request);
    if (user.impersonatorId !== undefined) throw forbidden('errors.impersonationForbidden');
    const grant = user.role === 'staff' ? await request.server.grantOf(user.id) : null;
    if (!grant) throw forbidden('errors.notStaff');
    if (!grant.permissions.includes(permission)) {
      throw new HttpError(403, 'forbidden', 'errors.permission', undefined, {
        values: { permission },
      });
    }
    request.staffGrant = grant;
    request.staffActor = { id: user.id, permission };
  };
}

/** Whether a hook is a permission guard: route() tells the OpenAPI document about it. */
export const isPermissionGuard = (hook: unknown) =>
  typeof hook === 'function' && hook.name === 'permissionGuard';

function staffGrants(db: Db) {
  const findGrant = db
    .select({ roleId: staffRoles.id, permissions: staffRoles.permissions })
    .from(users)
    .innerJoin(staffRoles, eq(staffRoles.id, users.staffRoleId))
    .where(and(eq(users.id, sql.placeholder('id')), isNull(users.deactivatedAt)))
    .prepare('auth_staff_grant');
  return async (userId: string): Promise<StaffGrant | null> => {
    const [row] = await findGrant.execute({ id: userId });
    return row ? { roleId: row.roleId, permissions: row.permissions as Permission[] } : null;
  };
}

/**
 * Is the token's session still open, and is it the session the token claims? One primary-key
 * read per authenticated request (docs/security.md has its measured cost), which is what makes
 * logout, password change, refresh-token reuse and the end of an impersonation take effect at
 * once rather than when the access token expires. An impersonation token must name the
 * session's customer and the staff member who opened it; an ordinary one, a session with no
 * impersonator. Prepared once: building the query each time cost as much as running it.
 */
function sessionCheck(db: Db) {
  const findSession = db
    .select({
      userId: sessions.userId,
      impersonatorId: sessions.impersonatorId,
      revokedAt: sessions.revokedAt,
    })
    .from(sessions)
    .where(eq(sessions.id, sql.placeholder('sid')))
    .prepare('auth_session_check');
  return async (claims: VerifiedClaims): Promise<boolean> => {
    // Only we sign tokens, but a malformed id must not become a database error.
    if (!UUID.test(claims.sid)) return false;
    const [session] = await findSession.execute({ sid: claims.sid });
    return (
      session !== undefined &&
      session.revokedAt === null &&
      session.userId === claims.nameid &&
      (session.impersonatorId ?? undefined) === claims.imp
    );
  };
}

/**
 * Reads the bearer token into `request.user`, and guards every route whose path has a
 * `:userId` parameter: it must be the caller's own id (ARCHITECTURE, decision 8: anything else
 * is 403, whatever the route), so a new route cannot forget the check.
 */
export const authPlugin = fp(async (app: FastifyInstance, opts: { secret: Uint8Array; db: Db }) => {
  app.decorateRequest('user', null);
  app.decorateRequest('staffGrant', null);
  app.decorateRequest('staffActor', null);
  app.decorate('grantOf', staffGrants(opts.db));
  const sessionIsOpen = sessionCheck(opts.db);

  const userScopedRoutes: UserScopedRoute[] = [];
  app.decorate('userScopedRoutes', userScopedRoutes);
  app.addHook('onRoute', (route) => {
    if (!isUserScoped(route.url)) return;
    for (const method of [route.method].flat()) userScopedRoutes.push({ method, url: route.url });
  });

  app.addHook('onRequest', async (request) => {
    const token = bearer(request);
    if (!token) return;
    const claims = await verifyAccessToken(token, opts.secret);
    if (!claims || !(await sessionIsOpen(claims))) {
      // A bad or revoked token on a public route is ignored; protected routes then answer 401.
      request.log.debug('invalid or revoked bearer token ignored');
      return;
    }
    request.user = {
      id: claims.nameid,
      role: claims.role,
      sessionId: claims.sid,
      impersonatorId: claims.imp,
    };
  });

  // Answers to a signed-in caller are personal unless a route says otherwise (a catalogue page
  // marks itself public): no shared or browser cache may keep them.
  app.addHook('onSend', async (request, reply) => {
    if (request.user && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
  });

  // Before validation, so a malformed body cannot tell a prober whether the id exists.
  app.addHook('preValidation', async (request) => {
    if (!isUserScoped(request.routeOptions.url)) return;
    const user = requireUser(request);
    const { userId } = request.params as { userId?: string };
    if (userId !== user.id) throw forbidden(USER_ID_GUARD_MESSAGE);
  });
});

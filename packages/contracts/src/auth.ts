import { z } from 'zod';
import { currentPasswordSchema, emailSchema } from './accounts.ts';

/** Spec 3 Auth state as the API returns it after guest creation, registration or login. */
export const authTokensSchema = z.object({
  accessToken: z.string(),
  /** Seconds until the access token expires. */
  expiresIn: z.number().int().positive(),
  refreshToken: z.string(),
});
export type AuthTokens = z.infer<typeof authTokensSchema>;

export const roles = ['guest', 'customer', 'staff'] as const;
export type Role = (typeof roles)[number];

/**
 * Claims our access tokens carry. Spec 3: `nameid` holds the user id. `sid` is the session the
 * token belongs to: every request checks it is still open, so logout and revocation take effect
 * at once. An impersonation token (spec 6) names the customer in `nameid` and the staff member
 * in `imp`.
 */
export const accessClaimsSchema = z.object({
  nameid: z.string().min(1),
  role: z.enum(roles),
  sid: z.string().min(1),
  imp: z.string().min(1).optional(),
});
export type AccessClaims = z.infer<typeof accessClaimsSchema>;

/** Body of POST account/refresh-token: exchanges a refresh token for a new pair (rotated). */
export const refreshRequestSchema = z.object({
  refreshToken: z.string().min(1).max(512),
});

/** Body of POST account/login (spec 7; LoginByEmail on, spec 9): email and password. */
export const loginRequestSchema = z.object({
  email: emailSchema,
  password: currentPasswordSchema,
  /**
   * The refresh token of the guest session the shopper had before logging in (issue 5): it
   * proves the guest is theirs, and the guest's cart and wishlist are merged into the account's.
   * An unknown, spent or expired one is ignored; the login itself does not depend on it.
   */
  guestRefreshToken: z.string().min(1).max(512).optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** Path of DELETE tenants/self/sessions/{id} (spec 7): the session to end. */
export const sessionIdParamsSchema = z.object({ id: z.uuid() });

/** GET tenants/self/sessions/current: the session the caller's token belongs to. */
export const currentSessionSchema = z.object({
  sessionId: z.string(),
  /** The user requests act as: with an impersonation token, the customer. */
  userId: z.string(),
  role: z.enum(roles),
  /** The staff member behind an impersonation session, else null. */
  impersonatorId: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type CurrentSession = z.infer<typeof currentSessionSchema>;

import { z } from 'zod';

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

/** Claims our access tokens carry. Spec 3: `nameid` holds the user id. */
export const accessClaimsSchema = z.object({
  nameid: z.string().min(1),
  role: z.enum(roles),
  sid: z.string().optional(),
});
export type AccessClaims = z.infer<typeof accessClaimsSchema>;

/** Body of POST account/refresh-token: exchanges a refresh token for a new pair (rotated). */
export const refreshRequestSchema = z.object({
  refreshToken: z.string().min(1).max(512),
});

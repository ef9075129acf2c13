import { createHash, randomBytes } from 'node:crypto';
import { type AccessClaims, accessClaimsSchema } from '@storefront/contracts';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

const ALGORITHM = 'HS256';
const ISSUER = 'storefront';

/**
 * Signs an access token (decision 7: HS256, claims `nameid`, `role`, `sid`, and `imp` for an
 * impersonation token). Only the claims of the contract go in, so nothing else leaks into a
 * token a browser can read.
 */
export async function signAccessToken(
  claims: AccessClaims,
  secret: Uint8Array,
  ttlSeconds: number,
): Promise<string> {
  const { nameid, role, sid, imp } = accessClaimsSchema.parse(claims);
  return new SignJWT({ nameid, role, sid, ...(imp ? { imp } : {}) })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(secret);
}

export type VerifiedClaims = AccessClaims;

/**
 * The claims of a valid, unexpired token of ours, or null for anything else. This checks the
 * signature only; whether the session is still open is the auth plugin's question.
 */
export async function verifyAccessToken(
  token: string,
  secret: Uint8Array,
): Promise<VerifiedClaims | null> {
  try {
    // A token must say when it ends: one signed without `exp` would otherwise live for ever.
    const { payload } = await jwtVerify(token, secret, {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      requiredClaims: ['exp', 'iat'],
    });
    const claims = accessClaimsSchema.safeParse(payload);
    return claims.success ? claims.data : null;
  } catch (error) {
    if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return null;
    throw error;
  }
}

/** Opaque refresh tokens: 256 random bits; only their SHA-256 is stored. */
export function newRefreshToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashRefreshToken(token) };
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** The audience of a found order's key: never taken for an access token, nor the reverse. */
const ORDER_ACCESS_AUDIENCE = 'order-access';

/** A key to one order (POST orders/lookup), valid `ttlSeconds`. */
export function signOrderAccess(
  orderId: number,
  secret: Uint8Array,
  ttlSeconds: number,
): Promise<string> {
  return new SignJWT({ oid: orderId })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setIssuer(ISSUER)
    .setAudience(ORDER_ACCESS_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(secret);
}

/** Whether `token` is a valid, unexpired key to order `orderId`. */
export async function opensOrder(
  token: string,
  orderId: number,
  secret: Uint8Array,
): Promise<boolean> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: ORDER_ACCESS_AUDIENCE,
      requiredClaims: ['exp'],
    });
    return payload.oid === orderId;
  } catch (error) {
    if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return false;
    throw error;
  }
}

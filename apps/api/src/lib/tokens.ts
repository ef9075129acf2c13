import { createHash, randomBytes } from 'node:crypto';
import { type AccessClaims, accessClaimsSchema } from '@storefront/contracts';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

const ALGORITHM = 'HS256';
const ISSUER = 'storefront';

export async function signAccessToken(
  claims: AccessClaims & { imp?: string },
  secret: Uint8Array,
  ttlSeconds: number,
): Promise<string> {
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(secret);
}

export type VerifiedClaims = AccessClaims & { imp?: string };

/** The claims of a valid, unexpired token of ours, or null for anything else. */
export async function verifyAccessToken(
  token: string,
  secret: Uint8Array,
): Promise<VerifiedClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: [ALGORITHM], issuer: ISSUER });
    const claims = accessClaimsSchema.safeParse(payload);
    if (!claims.success) return null;
    return { ...claims.data, ...(typeof payload.imp === 'string' ? { imp: payload.imp } : {}) };
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

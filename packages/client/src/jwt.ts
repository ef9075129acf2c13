/**
 * Reads claims from our JWTs without verifying them: the browser only needs the user id for
 * `{userId}` paths and the expiry to refresh early. The API verifies every token it receives.
 */
export type JwtClaims = Record<string, unknown>;

function base64UrlDecode(segment: string): string {
  const base64 = segment.replaceAll('-', '+').replaceAll('_', '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

export function decodeJwt(token: string | null | undefined): JwtClaims | null {
  if (!token) return null;
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const claims: unknown = JSON.parse(base64UrlDecode(parts[1]));
    return claims && typeof claims === 'object' && !Array.isArray(claims)
      ? (claims as JwtClaims)
      : null;
  } catch {
    return null;
  }
}

/** Spec 3 and 5: a token must decode to a user id held in its `nameid` claim. */
export function userIdOf(token: string | null | undefined): string | null {
  const nameid = decodeJwt(token)?.nameid;
  return typeof nameid === 'string' && nameid.trim() !== '' ? nameid : null;
}

export function roleOf(token: string | null | undefined): string | null {
  const role = decodeJwt(token)?.role;
  return typeof role === 'string' ? role : null;
}

/**
 * True when the token's `exp` has passed (or passes within `leewaySeconds`, so a call does not
 * leave with a token that dies on the way). Tokens without `exp` never expire here.
 */
export function isExpired(
  token: string | null | undefined,
  nowMs: number = Date.now(),
  leewaySeconds = 10,
): boolean {
  const exp = decodeJwt(token)?.exp;
  if (typeof exp !== 'number') return false;
  return exp - leewaySeconds <= nowMs / 1000;
}

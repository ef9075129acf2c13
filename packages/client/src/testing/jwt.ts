/** Builds an unsigned JWT-shaped token with the given claims (the browser never verifies). */
export function fakeJwt(claims: Record<string, unknown>): string {
  // UTF-8 first: a claim may be in Arabic, which btoa alone refuses.
  const encode = (value: unknown) =>
    btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
      .replaceAll('+', '-')
      .replaceAll('/', '_')
      .replace(/=+$/, '');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

export const inOneHour = () => Math.floor(Date.now() / 1000) + 3600;
export const anHourAgo = () => Math.floor(Date.now() / 1000) - 3600;

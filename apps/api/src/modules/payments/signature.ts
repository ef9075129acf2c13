import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The gateway's result callback is signed: HMAC-SHA256 over the reference and the result, with a
 * key derived from the JWT secret (so it is never the JWT key itself). A browser carries the
 * redirect but cannot forge or alter it.
 */
export function resultSigner(jwtSecret: Uint8Array) {
  const key = createHmac('sha256', jwtSecret).update('storefront/payments/result/v1').digest();
  const sign = (reference: string, result: string) =>
    createHmac('sha256', key).update(`${reference}\n${result}`).digest('base64url');
  return {
    sign,
    verify(reference: string, result: string, signature: string): boolean {
      const expected = Buffer.from(sign(reference, result));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

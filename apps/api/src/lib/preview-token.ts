import { createHmac, timingSafeEqual } from 'node:crypto';
import { PREVIEW_SECONDS } from '@storefront/contracts/admin-theme';

/**
 * Signed addresses for the back office's previews (decisions 67 and 70): a token names what it
 * opens (a theme version, a page's draft, the home page's draft) and until when, signed with a
 * key derived from the server's secret for that kind of preview. A storefront frame cannot send
 * the admin's bearer token, and a cookie would follow the owner around the live shop; a token
 * opens one draft, for a while, to whoever has the address.
 */
const keyOf = (secret: Uint8Array, kind: string) =>
  createHmac('sha256', secret).update(kind).digest();
const signature = (secret: Uint8Array, kind: string, payload: string) =>
  createHmac('sha256', keyOf(secret, kind)).update(payload).digest('base64url');

/** A token for `subject` (letters, digits, hyphens) of `kind`, good for PREVIEW_SECONDS. */
export function signPreview(secret: Uint8Array, kind: string, subject: string, now = Date.now()) {
  const expires = Math.floor(now / 1000) + PREVIEW_SECONDS;
  const payload = `${subject}.${expires}`;
  return {
    token: `${payload}.${signature(secret, kind, payload)}`,
    expiresAt: new Date(expires * 1000).toISOString(),
  };
}

/** The subject a token of `kind` opens; null for one forged, of another kind or expired. */
export function openPreview(
  secret: Uint8Array,
  kind: string,
  token: string,
  now = Date.now(),
): string | null {
  const match = /^([\w-]{1,40})\.(\d{1,12})\.([\w-]{43})$/.exec(token);
  if (!match) return null;
  const [, subject, expires, given] = match as unknown as [string, string, string, string];
  const expected = Buffer.from(signature(secret, kind, `${subject}.${expires}`));
  if (expected.length !== given.length || !timingSafeEqual(expected, Buffer.from(given))) {
    return null;
  }
  return Number(expires) * 1000 < now ? null : subject;
}

/**
 * The header a preview's token travels in from the page being drawn to the API answers it is
 * drawn from (plugins/page-renderer.ts): an answer that honours it is the draft, never kept.
 */
export const PREVIEW_HEADER = 'x-shop-preview';

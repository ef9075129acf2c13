import { isStoredFilePath } from '@storefront/contracts/files';

/**
 * The addresses a page's body may link to and show pictures from: what the server's allow-list
 * keeps (apps/api content/admin/clean-html.ts), checked while typing so nothing silently vanishes
 * on save. Answers the address to store, or null when it would not be kept.
 */

const SCHEME = /^(https?:\/\/[^\s/]+|mailto:[^\s]+|tel:[+\d][\d\s().-]*)\S*$/i;
/** A path of this shop: one slash, then anything but a second one (`//host` is another site). */
const SHOP_PATH = /^\/(?!\/)\S*$/;
const DOMAIN = /^[a-z\d-]+(\.[a-z\d-]+)+([/?#]\S*)?$/i;
const EMAIL = /^[^\s@/:]+@[^\s@]+\.[^\s@]+$/;

/** A link: this shop's path, http(s), mailto or tel; "dukkan.com" gets https://, an email mailto:. */
export function linkAddress(typed: string): string | null {
  const value = typed.trim();
  if (SCHEME.test(value) || SHOP_PATH.test(value)) return value;
  if (EMAIL.test(value)) return `mailto:${value}`;
  if (DOMAIN.test(value)) return `https://${value}`;
  return null;
}

/** A picture: on https, or one of this shop's stored files (/files/…, what an upload answers). */
export function pictureAddress(typed: string): string | null {
  const value = typed.trim();
  if (/^https:\/\/[^\s/]+\S*$/i.test(value) || isStoredFilePath(value)) return value;
  return null;
}

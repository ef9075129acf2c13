import type { Db } from '../../../db/client.ts';
import { notFound } from '../../../lib/http-error.ts';
import { openPreview, signPreview } from '../../../lib/preview-token.ts';
import { pageRow } from './queries.ts';

/**
 * A static page's preview (decision 70): a signed token that makes the storefront draw the page
 * with its draft, published or not, for an hour, never kept.
 */
const PAGE_PREVIEW_KIND = 'page-preview';

/** POST admin/pages/{id}/preview. */
export async function createPagePreview(db: Db, secret: Uint8Array, id: number, now = Date.now()) {
  if (!(await pageRow(db, id))) throw notFound(`Static page ${id} does not exist.`);
  return signPreview(secret, PAGE_PREVIEW_KIND, `page-${id}`, now);
}

/** The page a preview token opens; null for none, or a token forged or expired. */
export function previewedPageId(secret: Uint8Array, token: string | undefined): number | null {
  if (!token) return null;
  const subject = openPreview(secret, PAGE_PREVIEW_KIND, token);
  const id = subject === null ? null : /^page-(\d{1,10})$/.exec(subject)?.[1];
  return id ? Number(id) : null;
}

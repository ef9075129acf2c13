import type { LanguageCode } from '@storefront/contracts';
import {
  CATALOGUE_CSV_COLUMNS,
  type CatalogueExportQuery,
} from '@storefront/contracts/admin-imports';
import type { Db } from '../../../db/client.ts';
import { CSV_BOM, toCsvLine } from '../../../lib/csv.ts';
import { listProducts, readDocuments } from '../admin/service.ts';
import { loadShopNames } from './shop.ts';
import { rowsOf, viewOf } from './view.ts';

/**
 * GET admin/products/export: the product list's products (with its filters, oldest first) in
 * the import's format, a page of the list at a time, so a large catalogue streams out in
 * constant memory. Importing the file again changes nothing.
 */
export async function* exportCatalogue(
  db: Db,
  lang: LanguageCode,
  query: CatalogueExportQuery,
): AsyncGenerator<string> {
  const names = await loadShopNames(db, { createMissing: false, pictureEntries: [] });
  yield CSV_BOM + toCsvLine([...CATALOGUE_CSV_COLUMNS]);
  for (let page = 1; ; page++) {
    const { items, total, pageSize } = await listProducts(db, lang, {
      ...query,
      sort: 'oldest',
      page,
    });
    const documents = await readDocuments(
      db,
      items.map((item) => item.id),
    );
    let chunk = '';
    for (const item of items) {
      const doc = documents.get(item.id);
      if (!doc) continue;
      for (const row of rowsOf(viewOf(doc, names))) chunk += toCsvLine(row);
    }
    if (chunk) yield chunk;
    if (page * pageSize >= total || items.length === 0) return;
  }
}

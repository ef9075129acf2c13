import { CATEGORY_SEPARATOR } from '@storefront/contracts/admin-imports';
import type { Db } from '../../../db/client.ts';
import type { Shop } from './merge.ts';
import { pathKey } from './patches.ts';
import { brandNames, categoryNames, filesByKey } from './queries.ts';
import type { Names } from './view.ts';

/**
 * What the file's names mean in the shop now: category paths, brands and pictures, both ways
 * (names for the export's and the dry run's views, ids for the commit's documents).
 */
export interface ShopNames extends Names, Shop {
  categoryId(path: string): number | undefined;
  brandId(name: string): number | undefined;
  fileId(address: string): string | undefined;
  /** Remembers a category or brand the commit created. */
  addCategory(path: string, id: number): void;
  addBrand(name: string, id: number): void;
}

/** `/files/<key>` or an address on any host ending so: the key. */
export function fileKeyOf(entry: string): string | undefined {
  const match = /^(?:https?:\/\/[^/]+)?\/files\/([^?#]+)$/.exec(entry.trim());
  return match ? decodeURIComponent(match[1]!) : undefined;
}

export async function loadShopNames(
  db: Db,
  options: { createMissing: boolean; pictureEntries: Iterable<string> },
): Promise<ShopNames> {
  const rows = await categoryNames(db);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const pathOf = new Map<number, string>();
  const idOfPath = new Map<string, number>();
  for (const row of rows) {
    const names = row.path
      .concat(row.id)
      .filter((id, index, path) => path.indexOf(id) === index)
      .map((id) => byId.get(id)?.name.en ?? '');
    const path = names.join(CATEGORY_SEPARATOR);
    pathOf.set(row.id, path);
    idOfPath.set(pathKey(path), row.id);
  }
  const brands = await brandNames(db);
  const brandOfId = new Map(brands.map((brand) => [brand.id, brand.name.en]));
  const brandIds = new Map(brands.map((brand) => [brand.name.en.trim().toLowerCase(), brand.id]));

  const keys = [...new Set([...options.pictureEntries].flatMap((entry) => fileKeyOf(entry) ?? []))];
  const fileIds = await filesByKey(db, keys);

  return {
    createMissing: options.createMissing,
    categoryPath: (id) => pathOf.get(id) ?? '',
    brandName: (id) => (id === null ? '' : (brandOfId.get(id) ?? '')),
    categoryId: (path) => idOfPath.get(pathKey(path)),
    brandId: (name) => brandIds.get(name.trim().toLowerCase()),
    categoryPathOf(key) {
      const id = idOfPath.get(key);
      return id === undefined ? undefined : pathOf.get(id);
    },
    brandNamed(name) {
      const id = brandIds.get(name.trim().toLowerCase());
      return id === undefined ? undefined : brandOfId.get(id);
    },
    pictureAddress(entry) {
      const key = fileKeyOf(entry);
      return key !== undefined && fileIds.has(key) ? `/files/${key}` : undefined;
    },
    fileId: (address) => {
      const key = fileKeyOf(address);
      return key === undefined ? undefined : fileIds.get(key);
    },
    addCategory(path, id) {
      pathOf.set(id, path);
      idOfPath.set(pathKey(path), id);
    },
    addBrand(name, id) {
      brandOfId.set(id, name);
      brandIds.set(name.trim().toLowerCase(), id);
    },
  };
}

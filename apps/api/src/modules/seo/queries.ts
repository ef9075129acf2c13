import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { brands, files, productPictures, products } from '../../db/schema.ts';

/** What a product page's head shows of a published product; undefined otherwise. */
export async function findPublishedProduct(db: Db, productId: number) {
  const [product] = await db
    .select({
      id: products.id,
      sku: products.sku,
      name: products.name,
      description: products.description,
      price: products.price,
      activeQty: products.activeQty,
      brand: brands.name,
    })
    .from(products)
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(and(eq(products.id, productId), eq(products.published, true)));
  return product;
}

/** The storage key of the product's first picture; undefined when it has none. */
export async function firstPictureKey(db: Db, productId: number): Promise<string | undefined> {
  const [picture] = await db
    .select({ storageKey: files.storageKey })
    .from(productPictures)
    .innerJoin(files, eq(files.id, productPictures.fileId))
    .where(eq(productPictures.productId, productId))
    .orderBy(asc(productPictures.sortOrder))
    .limit(1);
  return picture?.storageKey;
}

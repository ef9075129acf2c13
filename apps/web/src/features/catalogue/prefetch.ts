import type { QueryClient } from '@tanstack/react-query';
import {
  categoryListItemsQueryOptions,
  productListItemsQueryOptions,
} from './api/get-data-list-items.ts';
import { dataListsQueryOptions } from './api/get-data-lists.ts';
import { groupedProductsQueryOptions } from './api/get-grouped-products.ts';
import { productQueryOptions } from './api/get-product.ts';
import { relatedProductsQueryOptions } from './api/get-related-products.ts';

/**
 * The product page's data, by its id (null: not an id, nothing to ask): the product, then what
 * its answer names: its category's products ("You may also like") and, for a set, its products.
 * "Recently viewed" is the browser's own and is not drawn on the server.
 */
export async function prefetchProduct(
  client: QueryClient,
  productId: number | null,
): Promise<void> {
  if (productId === null) return;
  const product = await client.fetchQuery(productQueryOptions(productId)).catch(() => null);
  if (!product) return;
  await Promise.all([
    client.prefetchQuery(relatedProductsQueryOptions(product.categoryId)),
    product.isGrouped ? client.prefetchQuery(groupedProductsQueryOptions(productId)) : undefined,
  ]);
}

/**
 * What the home page's lists read (components/data-lists.tsx): the lists, then the items each
 * shows first: a product list's whole items when it has one group, else its first group's; a
 * category list's first group's.
 */
export async function prefetchHomeLists(client: QueryClient): Promise<void> {
  const lists = await client.fetchQuery(dataListsQueryOptions()).catch(() => null);
  if (!lists) return;
  await Promise.all(
    lists.map((list) => {
      const first = list.groups[0]?.groupId;
      if (list.kind === 'product') {
        const single = list.groups.length <= 1;
        return client.prefetchQuery(
          productListItemsQueryOptions(list.listId, single ? undefined : first),
        );
      }
      return first === undefined
        ? undefined
        : client.prefetchQuery(categoryListItemsQueryOptions(list.listId, first));
    }),
  );
}

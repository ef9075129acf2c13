import type { QueryClient } from '@tanstack/react-query';
import {
  categoryListItemsQueryOptions,
  productListItemsQueryOptions,
} from './api/get-data-list-items.ts';
import { dataListsQueryOptions } from './api/get-data-lists.ts';
import { productQueryOptions } from './api/get-product.ts';

/** The product page's data, by its id (null: not an id, nothing to ask). */
export function prefetchProduct(client: QueryClient, productId: number | null): Promise<void>[] {
  return productId === null ? [] : [client.prefetchQuery(productQueryOptions(productId))];
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

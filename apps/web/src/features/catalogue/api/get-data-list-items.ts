import { api } from '@storefront/client/api-client';
import {
  listCategoryDataListGroupItems,
  listProductDataListGroupItems,
  listProductDataListItems,
} from '@storefront/contracts/endpoints/catalogue/data-lists';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** How many items a home list shows: two rows of six on a wide screen. */
export const LIST_ITEMS_SHOWN = 12;

/**
 * A product list's items (spec 7): GET v2/product/data-lists/{listId}/items for the whole list,
 * or …/groups/{groupId}/items for one of its groups. The first page; the home shows no more.
 */
export async function getProductListItems(listId: number, groupId?: number) {
  const query = { $top: LIST_ITEMS_SHOWN };
  const page =
    groupId === undefined
      ? await api.call(listProductDataListItems, { params: { listId }, query, auth: false })
      : await api.call(listProductDataListGroupItems, {
          params: { listId, groupId },
          query,
          auth: false,
        });
  return page.items;
}

export const productListItemsQueryOptions = (listId: number, groupId?: number) =>
  queryOptions({
    queryKey: ['catalogue', 'list', { dataList: listId, group: groupId ?? null }],
    queryFn: () => getProductListItems(listId, groupId),
  });

export function useProductListItems(listId: number, groupId?: number) {
  return useQuery(productListItemsQueryOptions(listId, groupId));
}

/** GET v2/category/data-lists/{listId}/groups/{groupId}/items (spec 7): category tiles. */
export async function getCategoryListItems(listId: number, groupId: number) {
  const page = await api.call(listCategoryDataListGroupItems, {
    params: { listId, groupId },
    query: { $top: 24 },
    auth: false,
  });
  return page.items;
}

export const categoryListItemsQueryOptions = (listId: number, groupId: number) =>
  queryOptions({
    queryKey: ['catalogue', 'list', { categoryList: listId, group: groupId }],
    queryFn: () => getCategoryListItems(listId, groupId),
    staleTime: 5 * 60_000,
  });

export function useCategoryListItems(listId: number, groupId: number) {
  return useQuery(categoryListItemsQueryOptions(listId, groupId));
}

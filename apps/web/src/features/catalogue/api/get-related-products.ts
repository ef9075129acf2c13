import { api } from '@storefront/client/api-client';
import type { ProductSummary } from '@storefront/contracts/catalogue';
import { listProducts } from '@storefront/contracts/endpoints/catalogue/products';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Issue 29: "You may also like" shows up to this many products of the same category. */
export const RELATED_SHOWN = 8;

/**
 * GET products?categoryId (spec 7): the first products of a category (and those below it), one
 * more than the row shows, so that leaving out the product being looked at still fills it. One
 * answer per category, shared by the pages of all its products.
 */
export async function getCategoryProducts(categoryId: number) {
  const page = await api.call(listProducts, {
    query: { categoryId, itemsPerPage: RELATED_SHOWN + 1 },
    auth: false,
  });
  return page.items;
}

export const relatedProductsQueryOptions = (categoryId: number) =>
  queryOptions({
    queryKey: ['catalogue', 'list', { category: categoryId, first: RELATED_SHOWN + 1 }],
    queryFn: () => getCategoryProducts(categoryId),
  });

/** The products to suggest beside `productId`, of its category, without it. */
export const withoutProduct = (products: readonly ProductSummary[], productId: number) =>
  products.filter((product) => product.productId !== productId).slice(0, RELATED_SHOWN);

export function useRelatedProducts(productId: number, categoryId: number) {
  return useQuery({
    ...relatedProductsQueryOptions(categoryId),
    select: (products) => withoutProduct(products, productId),
  });
}

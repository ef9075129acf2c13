import type { LanguageCode } from '@storefront/contracts';
import type { PRODUCT_FILTER_FIELDS, PRODUCT_ORDER_FIELDS } from '@storefront/contracts/catalogue';
import { type SQL, sql } from 'drizzle-orm';
import { products } from '../../../db/schema.ts';
import { localized } from '../../../db/sql.ts';
import type { FilterField } from '../../../lib/odata/filter.ts';
import type { FieldBinding } from '../../../lib/odata/sql.ts';
import { inCategory, inStock, onSale } from '../sql.ts';

type FilterFieldName = (typeof PRODUCT_FILTER_FIELDS)[number];
type OrderFieldName = (typeof PRODUCT_ORDER_FIELDS)[number];

const ID = { min: 1, max: 2_147_483_647 } as const;

/** The `$filter` whitelist of GET products/search (docs/odata.md), with each field's type. */
export const PRODUCT_FILTER: Readonly<Record<FilterFieldName, FilterField>> = {
  productId: { type: 'integer', ...ID },
  name: { type: 'string' },
  // A category means the category and everything under it: eq, ne and in only.
  categoryId: { type: 'integer', operators: ['eq', 'ne'], ...ID },
  brandId: { type: 'integer', operators: ['eq', 'ne'], nullable: true, ...ID },
  price: { type: 'integer', min: 0, max: 2_147_483_647, hint: 'a whole number of fils' },
  inStock: { type: 'boolean' },
  onSale: { type: 'boolean' },
};

const categoryArray = (values: readonly unknown[]): SQL =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::int[]`;

/** How each field reads in SQL, names in the request's language (falling back to English). */
export function productFilterBindings(
  lang: LanguageCode,
): Readonly<Record<FilterFieldName, FieldBinding>> {
  return {
    productId: { expr: products.id },
    name: { expr: localized(products.name, lang), text: true },
    categoryId: {
      expr: products.categoryPath,
      compare: (op, value) =>
        op === 'eq' ? inCategory(value as number) : sql`not (${inCategory(value as number)})`,
      in: (values) => sql`${products.categoryPath} && ${categoryArray(values)}`,
    },
    brandId: { expr: products.brandId, nullable: true },
    price: { expr: products.price },
    inStock: { expr: inStock },
    onSale: { expr: onSale },
  };
}

/** The `$orderby` whitelist. */
export function productOrderColumns(
  lang: LanguageCode,
): Readonly<Record<OrderFieldName, SQL | typeof products.id>> {
  return {
    name: localized(products.name, lang),
    price: sql`${products.price}`,
    createdAt: sql`${products.createdAt}`,
    productId: products.id,
  };
}

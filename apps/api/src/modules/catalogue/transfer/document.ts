import type {
  AdminProduct,
  AdminProductInput,
  OptionKind,
} from '@storefront/contracts/admin-catalogue';
import { sameText } from './patches.ts';
import type { ProductView } from './view.ts';

/** The shop's ids for what a view names by text. */
export interface Ids {
  categoryId: number;
  brandId: number | null;
  /** The file shown at an address (/files/<key>). */
  fileId(address: string): string;
  /** The kind of an option the shop may already have, by English name. */
  optionKind(name: string): OptionKind;
}

const pair = (text: { en: string; ar: string }) => (text.ar ? text : { en: text.en });

/**
 * The editor's document (POST/PUT admin/products) for a merged view of a product, keeping what
 * the file does not speak of (SEO texts, old prices, Arabic option names, swatches, picture
 * texts) as the product has it. Stock is not in it for what exists: see stockChanges.
 */
export function documentOf(
  view: ProductView,
  current: AdminProduct | undefined,
  ids: Ids,
): AdminProductInput {
  const simple = view.optionNames.length === 0;
  const options = view.optionNames.map((name, index) => {
    const known = current?.options[index];
    const values = (known?.values ?? []).map((value) => ({
      value: value.value,
      colorHex: value.colorHex,
    }));
    for (const variation of view.variations) {
      const text = variation.values[index]!;
      if (!values.some((value) => sameText(value.value.en, text))) {
        values.push({ value: { en: text }, colorHex: null });
      }
    }
    return {
      name: known ? known.name : { en: name },
      kind: known?.kind ?? ids.optionKind(name),
      values,
    };
  });
  const isNew = (id: number | undefined) => id === undefined;
  const variations = simple
    ? []
    : view.variations.map((variation) => {
        const known = current?.variations.find((v) => v.id === variation.id);
        return {
          ...(variation.id === undefined ? {} : { id: variation.id }),
          sku: variation.sku,
          price: variation.price,
          oldPrice: known?.oldPrice ?? null,
          initialStock: isNew(variation.id) ? variation.stock : 0,
          values: variation.values,
        };
      });
  const addresses = [...new Set(view.variations.flatMap((variation) => variation.pictures))];
  const pictures = addresses.map((address) => {
    const fileId = ids.fileId(address);
    const indexes = view.variations.flatMap((variation, index) =>
      variation.pictures.includes(address) ? [index] : [],
    );
    return {
      fileId,
      alt: current?.pictures.find((picture) => picture.fileId === fileId)?.alt ?? { en: '' },
      variationIndexes: simple || indexes.length === view.variations.length ? [] : indexes,
    };
  });
  const prices = view.variations.map((variation) => variation.price);
  return {
    sku: view.handle,
    name: pair(view.name),
    description: pair(view.description),
    seoTitle: current?.seoTitle ?? { en: '' },
    seoDescription: current?.seoDescription ?? { en: '' },
    price: simple ? prices[0]! : Math.min(...prices),
    oldPrice: current?.oldPrice ?? null,
    categoryId: ids.categoryId,
    brandId: ids.brandId,
    published: view.published,
    initialStock: simple && !current ? view.variations[0]!.stock : 0,
    options,
    variations,
    pictures,
  };
}

/**
 * Stock the view sets for what already existed (by variation id): units to add or take, per
 * variation (null: the product's own), from what it had. New things got theirs as initial stock.
 */
export function stockChanges(
  view: ProductView,
  before: AdminProduct | undefined,
): { variationId: number | null; delta: number }[] {
  if (!before) return [];
  if (view.optionNames.length === 0) {
    const delta = view.variations[0]!.stock - before.activeQty;
    return delta === 0 ? [] : [{ variationId: null, delta }];
  }
  return view.variations.flatMap((variation) => {
    if (variation.id === undefined) return [];
    const had = before.variations.find((v) => v.id === variation.id);
    const delta = had ? variation.stock - had.activeQty : 0;
    return delta === 0 ? [] : [{ variationId: variation.id, delta }];
  });
}

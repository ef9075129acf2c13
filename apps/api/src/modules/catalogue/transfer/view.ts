import type { AdminProduct } from '@storefront/contracts/admin-catalogue';
import {
  CATALOGUE_CSV_COLUMNS,
  type CatalogueCsvColumn,
  type ImportFieldChange,
  PICTURE_SEPARATOR,
} from '@storefront/contracts/admin-imports';
import { sameText } from './patches.ts';

/**
 * A product as the CSV sees it (docs/catalogue-csv.md): what an export writes, what an import's
 * rows change, and what the dry run compares. A product without options is one variation whose
 * SKU is its handle; a picture shown for every variation is the whole product's.
 */
export interface VariationView {
  /** The shop's variation (none for a new one, or a product without options). */
  id?: number;
  sku: string;
  /** One English value per option. */
  values: string[];
  /** Fils. */
  price: number;
  stock: number;
  /** Addresses (/files/<key>) or, before the commit stores them, a ZIP's file names. */
  pictures: string[];
}

export interface ProductView {
  handle: string;
  name: { en: string; ar: string };
  description: { en: string; ar: string };
  /** English names from the top, joined by ' > ' (CATEGORY_SEPARATOR). */
  category: string;
  /** English name, or '' for none. */
  brand: string;
  published: boolean;
  optionNames: string[];
  variations: VariationView[];
}

/** The shop's names for a document's ids. */
export interface Names {
  categoryPath(categoryId: number): string;
  brandName(brandId: number | null): string;
}

export function viewOf(doc: AdminProduct, names: Names): ProductView {
  const simple = doc.variations.length === 0;
  const variations: VariationView[] = simple
    ? [{ sku: doc.sku, values: [], price: doc.price, stock: doc.activeQty, pictures: [] }]
    : doc.variations.map((variation) => ({
        id: variation.id,
        sku: variation.sku,
        values: variation.values,
        price: variation.price,
        stock: variation.activeQty,
        pictures: [],
      }));
  for (const picture of doc.pictures) {
    if (simple || picture.variationIds.length === 0) {
      for (const variation of variations) variation.pictures.push(picture.url);
      continue;
    }
    doc.variations.forEach((variation, index) => {
      if (picture.variationIds.includes(variation.id))
        variations[index]!.pictures.push(picture.url);
    });
  }
  return {
    handle: doc.sku,
    name: { en: doc.name.en, ar: doc.name.ar ?? '' },
    description: { en: doc.description.en, ar: doc.description.ar ?? '' },
    category: names.categoryPath(doc.categoryId),
    brand: names.brandName(doc.brandId),
    published: doc.published,
    optionNames: doc.options.map((option) => option.name.en),
    variations,
  };
}

/** Fils as the file writes KD: a dot and 3 decimals. */
export const kd = (fils: number) => (fils / 1000).toFixed(3);

/** The product's own columns, as text. */
function productCells(view: ProductView): Partial<Record<CatalogueCsvColumn, string>> {
  return {
    name_en: view.name.en,
    name_ar: view.name.ar,
    description_en: view.description.en,
    description_ar: view.description.ar,
    category: view.category,
    brand: view.brand,
    published: String(view.published),
    option1_name: view.optionNames[0] ?? '',
    option2_name: view.optionNames[1] ?? '',
  };
}

function variationCells(variation: VariationView): Partial<Record<CatalogueCsvColumn, string>> {
  return {
    option1_value: variation.values[0] ?? '',
    option2_value: variation.values[1] ?? '',
    sku: variation.sku,
    price: kd(variation.price),
    stock: String(variation.stock),
    picture: variation.pictures.join(PICTURE_SEPARATOR),
  };
}

/** The file's rows of a product, every column in CATALOGUE_CSV_COLUMNS' order. */
export function rowsOf(view: ProductView): string[][] {
  const product = { handle: view.handle, ...productCells(view) };
  return view.variations.map((variation) => {
    const cells = { ...product, ...variationCells(variation) };
    return CATALOGUE_CSV_COLUMNS.map((column) => cells[column] ?? '');
  });
}

/** What an import changes in a product, field by field (everything, for a new one). */
export function changesBetween(before: ProductView | undefined, after: ProductView) {
  const changes: ImportFieldChange[] = [];
  const compare = (
    field: string,
    variation: string | null,
    was: Partial<Record<string, string>> | undefined,
    now: Partial<Record<string, string>>,
  ) => {
    const next = now[field] ?? '';
    const previous = was === undefined ? null : (was[field] ?? '');
    if (previous !== next && !(previous === null && next === '')) {
      changes.push({ field, variation, before: previous, after: next });
    }
  };
  const own = productCells(after);
  const ownBefore = before && productCells(before);
  for (const field of Object.keys(own)) compare(field, null, ownBefore, own);
  const simple = after.optionNames.length === 0;
  for (const variation of after.variations) {
    const previous = before?.variations.find((v) => sameText(v.sku, variation.sku));
    const cells = variationCells(variation);
    const cellsBefore = previous && variationCells(previous);
    for (const field of Object.keys(cells)) {
      if (simple && field === 'sku') continue;
      compare(field, simple ? null : variation.sku, cellsBefore, cells);
    }
  }
  return changes;
}

import { MAX_PRODUCT_PICTURES, MAX_VARIATIONS } from '@storefront/contracts/admin-catalogue';
import { CATEGORY_SEPARATOR, type ImportErrorCode } from '@storefront/contracts/admin-imports';
import {
  type LinePatch,
  type Problem,
  type ProductPatch,
  pathKey,
  sameText as same,
} from './patches.ts';
import type { ProductView, VariationView } from './view.ts';

/**
 * A product's rows merged into the product as it is (docs/catalogue-csv.md): a blank cell or a
 * column left out keeps the current value; a row names its variation by SKU, else by its option
 * values; a row that names none of the product's variations adds one. Nothing is ever removed.
 */

export interface Shop {
  /** The shop's category path (as it spells it) for a path's key, if it has it. */
  categoryPathOf(key: string): string | undefined;
  /** The shop's brand name (as it spells it), if it has it. */
  brandNamed(name: string): string | undefined;
  /** Categories and brands the shop lacks are created (warnings), not errors. */
  createMissing: boolean;
  /** A picture cell's entry as the address the product will show, if there is such a picture. */
  pictureAddress(entry: string): string | undefined;
}

const sameList = (a: string[], b: string[]) =>
  a.length === b.length && a.every((value, index) => same(value, b[index]!));

export function mergeProduct(
  current: ProductView | undefined,
  patch: ProductPatch,
  shop: Shop,
  report: (problem: Problem) => void,
): ProductView | undefined {
  const first = patch.rows[0]!;
  const { fields } = patch;
  let failed = false;
  const fail = (row: number, column: string | null, value: string, code: ImportErrorCode) => {
    failed = true;
    report({ row, column, value, code });
  };
  const missing = (line: LinePatch | null, column: string) => {
    if (line?.bad.includes(column as never)) failed = true;
    else fail(line?.row ?? first, column, '', 'required');
  };

  let category = current?.category ?? '';
  if (fields.category !== undefined) {
    const known = shop.categoryPathOf(pathKey(fields.category));
    if (known !== undefined) category = known;
    else if (shop.createMissing) {
      category = fields.category
        .split('>')
        .map((name) => name.trim())
        .join(CATEGORY_SEPARATOR);
      report({ row: first, column: 'category', value: fields.category, code: 'newCategory' });
    } else fail(first, 'category', fields.category, 'categoryUnknown');
  } else if (!current) missing(null, 'category');

  let brand = current?.brand ?? '';
  if (fields.brand !== undefined) {
    const known = shop.brandNamed(fields.brand);
    if (known !== undefined) brand = known;
    else if (shop.createMissing) {
      brand = fields.brand;
      report({ row: first, column: 'brand', value: fields.brand, code: 'newBrand' });
    } else fail(first, 'brand', fields.brand, 'brandUnknown');
  }

  const name = {
    en: fields.name_en ?? current?.name.en ?? '',
    ar: fields.name_ar ?? current?.name.ar ?? '',
  };
  if (name.en === '') missing(null, 'name_en');
  const published = fields.published ?? current?.published ?? true;
  if (current?.published && !published) {
    report({ row: first, column: 'published', value: 'false', code: 'unpublishes' });
  }

  const given = [fields.option1_name, fields.option2_name];
  const namedOptions = given.some((option) => option !== undefined);
  let optionNames = current?.optionNames ?? [];
  if (namedOptions) {
    const names = given.filter((option): option is string => option !== undefined);
    if (given[0] === undefined) missing(null, 'option1_name');
    if (current && !sameList(names, current.optionNames)) {
      fail(first, 'option1_name', names.join(', '), 'optionsChanged');
    } else optionNames = current ? current.optionNames : names;
  }
  const simple = optionNames.length === 0;

  const variations: VariationView[] = (current?.variations ?? []).map((variation) => ({
    ...variation,
    values: [...variation.values],
    pictures: [...variation.pictures],
  }));
  const touched = new Map<VariationView, number>();
  for (const line of patch.lines) {
    const values = line.values.slice(0, optionNames.length);
    if (simple && line.values.some((value) => value !== null)) {
      const column = line.values[0] !== null ? 'option1_value' : 'option2_value';
      if (current) fail(line.row, column, line.values.join(', '), 'optionsChanged');
      else missing(line, 'option1_name');
      continue;
    }
    if (simple && line.sku !== undefined && !same(line.sku, patch.handle)) {
      fail(line.row, 'sku', line.sku, 'skuNotHandle');
      continue;
    }
    if (!simple && line.sku !== undefined && same(line.sku, patch.handle)) {
      fail(line.row, 'sku', line.sku, 'skuDuplicate');
      continue;
    }
    let variation = simple
      ? variations[0]
      : variations.find((v) => line.sku !== undefined && same(v.sku, line.sku));
    const complete = values.length === optionNames.length && values.every((v) => v !== null);
    if (!variation && !simple && line.sku === undefined && complete) {
      variation = variations.find((v) => sameList(v.values, values as string[]));
    }
    if (variation && touched.has(variation)) {
      fail(line.row, simple ? 'handle' : 'sku', line.sku ?? patch.handle, 'variationDuplicate');
      continue;
    }
    if (!variation) {
      let ok = true;
      if (!simple && line.sku === undefined) {
        missing(line, 'sku');
        ok = false;
      }
      if (!complete) {
        optionNames.forEach((_, index) => {
          if (values[index] === null) missing(line, `option${index + 1}_value`);
        });
        ok = false;
      }
      if (line.price === undefined) {
        missing(line, 'price');
        ok = false;
      }
      if (!ok) continue;
      variation = {
        sku: simple ? patch.handle : line.sku!,
        values: values as string[],
        price: line.price!,
        stock: 0,
        pictures: [],
      };
      variations.push(variation);
    }
    touched.set(variation, line.row);
    if (complete && !simple) variation.values = values as string[];
    if (line.sku !== undefined && !simple) variation.sku = line.sku;
    if (line.price !== undefined) variation.price = line.price;
    if (line.stock !== undefined) {
      if (variation.stock > 0 && line.stock === 0) {
        report({ row: line.row, column: 'stock', value: '0', code: 'clearsStock' });
      }
      variation.stock = line.stock;
    }
    if (line.pictures !== undefined) {
      const addresses: string[] = [];
      for (const entry of line.pictures) {
        const address = shop.pictureAddress(entry);
        if (address === undefined) fail(line.row, 'picture', entry, 'pictureUnknown');
        else if (!addresses.includes(address)) addresses.push(address);
      }
      variation.pictures = addresses;
    }
  }

  const seen = new Map<string, VariationView>();
  for (const variation of variations) {
    const combination = JSON.stringify(variation.values.map((value) => value.toLowerCase()));
    if (seen.has(combination)) {
      const row = touched.get(variation) ?? first;
      fail(row, 'option1_value', variation.values.join(', '), 'variationDuplicate');
    }
    seen.set(combination, variation);
  }
  if (variations.length > MAX_VARIATIONS) {
    report({
      row: first,
      column: null,
      value: '',
      code: 'tooManyVariations',
      values: { max: MAX_VARIATIONS },
    });
    failed = true;
  }
  const pictures = new Set(variations.flatMap((variation) => variation.pictures));
  if (pictures.size > MAX_PRODUCT_PICTURES) {
    report({
      row: first,
      column: 'picture',
      value: '',
      code: 'tooManyPictures',
      values: { max: MAX_PRODUCT_PICTURES },
    });
    failed = true;
  }
  if (failed || variations.length === 0) return undefined;
  return {
    handle: current?.handle ?? patch.handle,
    name,
    description: {
      en: fields.description_en ?? current?.description.en ?? '',
      ar: fields.description_ar ?? current?.description.ar ?? '',
    },
    category,
    brand,
    published,
    optionNames,
    variations,
  };
}

/** Whether two views of a product say the same (what "unchanged" means). */
export function sameView(a: ProductView, b: ProductView): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

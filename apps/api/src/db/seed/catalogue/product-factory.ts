import { createHash } from 'node:crypto';
import { searchTerms } from '../../../lib/search-text.ts';
import {
  type AttributeKey,
  attributeDefinitions,
  brands,
  closers,
  type Department,
  departments,
  type ProductKind,
  type Subcategory,
  type Text,
} from './content.ts';
import type { Random } from './random.ts';

/**
 * Turns the catalogue's words (content.ts) into products: names and descriptions in English and
 * Arabic, prices that look like Kuwaiti dinar prices, variations with their own prices and
 * stock, and the search terms of the names. Used by the demo seed and the scale generator, so
 * both fill the tables the same, consistent way (price = the cheapest variation's, stock = the
 * sum of the variations').
 */

/** Ids of the rows every product refers to; the seed writes these first. */
export interface CatalogueRefs {
  brandIds: ReadonlyMap<string, number>;
  attributeIds: ReadonlyMap<AttributeKey, number>;
  /** `${attribute}:${valueKey}` → the value's id and its price factor. */
  values: ReadonlyMap<string, { id: number; priceFactor: number }>;
}

export interface VariationDraft {
  id: number;
  sku: string;
  price: number;
  oldPrice: number | null;
  activeQty: number;
  values: { attributeId: number; valueId: number }[];
}

export interface ProductDraft {
  id: number;
  sku: string;
  name: Text;
  description: Text;
  categoryId: number;
  categoryPath: number[];
  brandId: number | null;
  price: number;
  oldPrice: number | null;
  activeQty: number;
  published: boolean;
  isGrouped: boolean;
  createdAt: Date;
  /** The kind of product ("Smartphone"), for bundles and data lists. */
  kind: string;
  attributes: { attributeId: number; sortOrder: number }[];
  variations: VariationDraft[];
  searchTerms: { lang: 'en' | 'ar'; term: string }[];
}

export interface ProductSpec {
  id: number;
  sku: string;
  department: Department;
  subcategory: Subcategory;
  kind: ProductKind;
  model: Text;
  brandSlug: string | null;
  createdAt: Date;
  nextVariationId: () => number;
  /** Shares of products on sale and wholly out of stock. */
  onSaleShare?: number;
  outOfStockShare?: number;
}

export function nameOf(model: Text, kind: ProductKind, brand: Text | null): Text {
  return brand
    ? {
        en: `${brand.en} ${model.en} ${kind.name.en}`,
        ar: `${kind.name.ar} ${model.ar} من ${brand.ar}`,
      }
    : { en: `${model.en} ${kind.name.en}`, ar: `${kind.name.ar} ${model.ar}` };
}

export function termsOf(name: Text): { lang: 'en' | 'ar'; term: string }[] {
  return [
    ...searchTerms(name.en, 'en').map((term) => ({ lang: 'en' as const, term })),
    ...searchTerms(name.ar, 'ar').map((term) => ({ lang: 'ar' as const, term })),
  ];
}

/**
 * A shelf price near `fils`: whole dinars, or ending in .250, .500, .750, .900 or .950, the way
 * Kuwaiti shops price things. `ending` is chosen once per product so its variations match.
 */
export function shelfPrice(fils: number, ending: number): number {
  const whole = Math.max(1, Math.round(fils / 1000));
  return ending === 0 ? whole * 1000 : (whole - 1) * 1000 + ending;
}
const ENDINGS = [0, 500, 900, 750, 950, 250];

function description(
  rng: Random,
  subcategory: Subcategory,
  kind: ProductKind,
  brand: Text | null,
): Text {
  const [first, second] = rng.sample(subcategory.features, 2);
  const closer = rng.pick(closers);
  const by = brand
    ? { en: ` Designed by ${brand.en}.`, ar: ` من تصميم ${brand.ar}.` }
    : { en: '', ar: '' };
  const sentences = (lang: 'en' | 'ar') =>
    [kind.blurb[lang], first?.[lang], second?.[lang]].filter(Boolean).join(' ') + by[lang];
  return {
    en: `${sentences('en')}\n\n${closer.en}`,
    ar: `${sentences('ar')}\n\n${closer.ar}`,
  };
}

function cartesian<T>(lists: T[][]): T[][] {
  return lists.reduce<T[][]>(
    (combos, list) => combos.flatMap((combo) => list.map((item) => [...combo, item])),
    [[]],
  );
}

const skuPart = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]+/g, '');

export function makeProduct(rng: Random, refs: CatalogueRefs, spec: ProductSpec): ProductDraft {
  const { department, subcategory, kind, model } = spec;
  const brand = spec.brandSlug
    ? (brands.find((b) => b.slug === spec.brandSlug)?.name ?? null)
    : null;
  const name = nameOf(model, kind, brand);
  const ending = rng.pick(ENDINGS);
  const base = rng.int(kind.price[0] * 1000, kind.price[1] * 1000);
  const discount = rng.chance(spec.onSaleShare ?? 0.22)
    ? rng.pick([0.1, 0.15, 0.2, 0.25, 0.3, 0.4])
    : 0;
  const soldOut = rng.chance(spec.outOfStockShare ?? 0.06);
  const oldPriceOf = (price: number) =>
    discount > 0 ? Math.max(price + 250, shelfPrice(price / (1 - discount), ending)) : null;
  const stock = () => (soldOut ? 0 : rng.chance(0.12) ? 0 : rng.int(1, 60));

  const axes = (kind.varies ?? []).map((variation) => {
    const count = rng.int(
      Math.min(variation.min ?? 1, variation.values.length),
      variation.values.length,
    );
    const chosen = new Set(rng.sample(variation.values, count));
    return {
      attribute: variation.attribute,
      // Keep the attribute's own order (S before M), whatever was drawn.
      keys: variation.values.filter((key) => chosen.has(key)),
    };
  });

  const attributes = axes.map((axis, sortOrder) => ({
    attributeId: required(refs.attributeIds.get(axis.attribute), axis.attribute),
    sortOrder,
  }));

  const variations: VariationDraft[] = [];
  if (axes.length > 0) {
    const combos = cartesian(
      axes.map((axis) => axis.keys.map((key) => ({ attribute: axis.attribute, key }))),
    );
    for (const combo of combos.slice(0, 30)) {
      let factor = 1;
      const values = combo.map(({ attribute, key }) => {
        const value = required(refs.values.get(`${attribute}:${key}`), `${attribute}:${key}`);
        factor *= value.priceFactor;
        return {
          attributeId: required(refs.attributeIds.get(attribute), attribute),
          valueId: value.id,
        };
      });
      const price = shelfPrice(base * factor, ending);
      variations.push({
        id: spec.nextVariationId(),
        sku: `${spec.sku}-${combo.map(({ key }) => skuPart(key)).join('-')}`,
        price,
        oldPrice: oldPriceOf(price),
        activeQty: stock(),
        values,
      });
    }
  }

  const ownPrice = shelfPrice(base, ending);
  const cheapest = variations.reduce<VariationDraft | undefined>(
    (min, v) => (min === undefined || v.price < min.price ? v : min),
    undefined,
  );
  return {
    id: spec.id,
    sku: spec.sku,
    name,
    description: description(rng, subcategory, kind, brand),
    categoryId: subcategory.id,
    categoryPath: [department.id, subcategory.id],
    brandId: spec.brandSlug ? required(refs.brandIds.get(spec.brandSlug), spec.brandSlug) : null,
    price: cheapest?.price ?? ownPrice,
    oldPrice: cheapest ? cheapest.oldPrice : oldPriceOf(ownPrice),
    activeQty: cheapest ? variations.reduce((sum, v) => sum + v.activeQty, 0) : stock(),
    published: true,
    isGrouped: false,
    createdAt: spec.createdAt,
    kind: kind.name.en,
    attributes,
    variations,
    searchTerms: termsOf(name),
  };
}

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`catalogue seed: unknown ${what}`);
  return value;
}

/** Every subcategory with its department, in display order (published ones only). */
export function productSubcategories(): { department: Department; subcategory: Subcategory }[] {
  return departments.flatMap((department) =>
    department.subcategories
      .filter((subcategory) => subcategory.published !== false)
      .map((subcategory) => ({ department, subcategory })),
  );
}

/** Attribute values' price factors and keys, in their seed order (ids follow this order). */
export function attributeValueRows() {
  let valueId = 0;
  return attributeDefinitions.map((attribute, index) => ({
    id: index + 1,
    key: attribute.key as AttributeKey,
    name: attribute.name,
    kind: attribute.kind,
    values: attribute.values.map((value, sortOrder) => ({
      id: ++valueId,
      key: value.key,
      value: value.value,
      colorHex: value.colorHex ?? null,
      priceFactor: value.priceFactor ?? 1,
      sortOrder,
    })),
  }));
}

/**
 * A stable UUID for a seed file, from its storage key (RFC 4122 layout, version 5 bits), so the
 * same picture has the same id in every database and a second writer can skip it.
 */
export function seedFileId(storageKey: string): string {
  const bytes = createHash('sha256')
    .update(`dukkan-seed-file:${storageKey}`)
    .digest()
    .subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x50;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

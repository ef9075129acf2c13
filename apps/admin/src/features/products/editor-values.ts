import type { AdminProduct, AdminProductInput } from '@storefront/contracts/admin-catalogue';
import { filsToKd, kdToFils } from '../../lib/money.ts';

export interface Pair {
  en: string;
  ar: string;
}

/** The editor's form: texts as pairs, money as KD text, ids as select values. */
export interface EditorValues {
  sku: string;
  name: Pair;
  description: Pair;
  seoTitle: Pair;
  seoDescription: Pair;
  price: string;
  oldPrice: string;
  categoryId: string;
  brandId: string;
  published: boolean;
  initialStock: string;
  options: {
    name: Pair;
    /** Colour options show swatches in the shop: each value has its colour. */
    kind: 'text' | 'color';
    values: { value: Pair; colorHex: string }[];
  }[];
  variations: {
    id?: number | undefined;
    sku: string;
    price: string;
    oldPrice: string;
    initialStock: string;
    values: string[];
    /** The file id of its picture, '' for none. */
    picture: string;
  }[];
  pictures: { fileId: string; url: string; alt: Pair }[];
}

/** A new colour value's swatch until one is chosen. */
export const DEFAULT_SWATCH = '#808080';

const pair = (text?: { en: string; ar?: string | undefined }): Pair => ({
  en: text?.en ?? '',
  ar: text?.ar ?? '',
});

export const emptyEditor = (): EditorValues => ({
  sku: '',
  name: pair(),
  description: pair(),
  seoTitle: pair(),
  seoDescription: pair(),
  price: '',
  oldPrice: '',
  categoryId: '',
  brandId: '',
  published: false,
  initialStock: '0',
  options: [],
  variations: [],
  pictures: [],
});

export function fromProduct(product: AdminProduct): EditorValues {
  return {
    sku: product.sku,
    name: pair(product.name),
    description: pair(product.description),
    seoTitle: pair(product.seoTitle),
    seoDescription: pair(product.seoDescription),
    price: filsToKd(product.price),
    oldPrice: product.oldPrice === null ? '' : filsToKd(product.oldPrice),
    categoryId: String(product.categoryId),
    brandId: product.brandId === null ? '' : String(product.brandId),
    published: product.published,
    initialStock: String(product.activeQty),
    options: product.options.map((option) => ({
      name: pair(option.name),
      kind: option.kind,
      values: option.values.map((value) => ({
        value: pair(value.value),
        colorHex: value.colorHex ?? DEFAULT_SWATCH,
      })),
    })),
    variations: product.variations.map((variation) => ({
      id: variation.id,
      sku: variation.sku,
      price: filsToKd(variation.price),
      oldPrice: variation.oldPrice === null ? '' : filsToKd(variation.oldPrice),
      initialStock: String(variation.activeQty),
      values: variation.values,
      picture:
        product.pictures.find((picture) => picture.variationIds.includes(variation.id))?.fileId ??
        '',
    })),
    pictures: product.pictures.map((picture) => ({
      fileId: picture.fileId,
      url: picture.url,
      alt: pair(picture.alt),
    })),
  };
}

const arOf = (text: Pair) => (text.ar.trim() ? text.ar : undefined);
const out = (text: Pair) => ({ en: text.en, ar: arOf(text) });

/** Fields whose KD or count could not be read, by form path. */
export type ValueProblems = Record<string, 'price' | 'stock'>;

const count = (text: string) => (/^\d{1,7}$/.test(text.trim()) ? Number(text) : null);

/** The API's document from the form; what cannot be read is listed instead. */
export function toInput(values: EditorValues): {
  input?: AdminProductInput;
  problems: ValueProblems;
} {
  const problems: ValueProblems = {};
  const fils = (path: string, text: string) => {
    const amount = kdToFils(text);
    if (amount === null) problems[path] = 'price';
    return amount ?? 0;
  };
  const units = (path: string, text: string) => {
    const n = count(text);
    if (n === null) problems[path] = 'stock';
    return n ?? 0;
  };
  const variations = values.variations.map((variation, i) => ({
    ...(variation.id !== undefined ? { id: variation.id } : {}),
    sku: variation.sku,
    price: fils(`variations.${i}.price`, variation.price),
    oldPrice:
      variation.oldPrice.trim() === ''
        ? null
        : fils(`variations.${i}.oldPrice`, variation.oldPrice),
    initialStock:
      variation.id === undefined
        ? units(`variations.${i}.initialStock`, variation.initialStock)
        : 0,
    values: variation.values,
  }));
  const input: AdminProductInput = {
    sku: values.sku,
    name: out(values.name),
    description: out(values.description),
    seoTitle: out(values.seoTitle),
    seoDescription: out(values.seoDescription),
    price:
      variations.length > 0
        ? Math.min(...variations.map((v) => v.price))
        : fils('price', values.price),
    oldPrice: values.oldPrice.trim() === '' ? null : fils('oldPrice', values.oldPrice),
    categoryId: Number(values.categoryId),
    brandId: values.brandId === '' ? null : Number(values.brandId),
    published: values.published,
    initialStock: units('initialStock', values.initialStock),
    options: values.options.map((option) => ({
      name: out(option.name),
      kind: option.kind,
      values: option.values.map(({ value, colorHex }) => ({
        value: out(value),
        ...(option.kind === 'color' && { colorHex }),
      })),
    })),
    variations,
    pictures: values.pictures.map((picture) => ({
      fileId: picture.fileId,
      alt: out(picture.alt),
      variationIndexes: values.variations.flatMap((variation, i) =>
        variation.picture === picture.fileId ? [i] : [],
      ),
    })),
  };
  return Object.keys(problems).length > 0 ? { problems } : { input, problems };
}

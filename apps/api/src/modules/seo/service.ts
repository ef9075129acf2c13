import { CURRENCY_MINOR_DIGITS, type LanguageCode, routes } from '@storefront/contracts';
import type { Db } from '../../db/client.ts';
import { localize } from '../../lib/localized-text.ts';
import { publicFilePath } from '../files/service.ts';
import type { PageHeadResult } from './head.ts';
import { findPublishedProduct, firstPictureKey } from './queries.ts';

const PRODUCT_PATH = /^\/products\/(\d{1,9})\/?$/;
const DESCRIPTION_LENGTH = 160;

/** The first sentence-ish part of a description, short enough for a search result. */
function summary(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= DESCRIPTION_LENGTH) return flat;
  return `${flat.slice(0, DESCRIPTION_LENGTH - 1).replace(/\s+\S*$/, '')}…`;
}

/** Fils to the decimal string schema.org wants (12500 → "12.500"), in integers only. */
function decimalPrice(fils: number): string {
  const digits = String(fils).padStart(CURRENCY_MINOR_DIGITS + 1, '0');
  return `${digits.slice(0, -CURRENCY_MINOR_DIGITS)}.${digits.slice(-CURRENCY_MINOR_DIGITS)}`;
}

/**
 * Issue 3: the HTML served for /products/{id} carries the product's title, description,
 * canonical URL, Open Graph tags and a JSON-LD Product, so links and crawlers see the product
 * without running the app. An unknown or unpublished product is a real 404.
 */
export function productHeadLoader(db: Db) {
  return async (pathname: string, lang: LanguageCode, origin: string): Promise<PageHeadResult> => {
    const id = PRODUCT_PATH.exec(pathname)?.[1];
    if (!id) return null;
    const product = await findPublishedProduct(db, Number(id));
    if (!product) return 'notFound';
    const pictureKey = await firstPictureKey(db, product.id);

    const name = localize(product.name, lang);
    const description = summary(localize(product.description, lang)) || name;
    const canonicalUrl = `${origin}${routes.product(product.id)}`;
    const imageUrl = pictureKey ? `${origin}${publicFilePath(pictureKey)}` : undefined;
    return {
      title: name,
      description,
      canonicalUrl,
      imageUrl,
      ogType: 'product',
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name,
        description,
        sku: product.sku,
        url: canonicalUrl,
        ...(imageUrl ? { image: [imageUrl] } : {}),
        ...(product.brand
          ? { brand: { '@type': 'Brand', name: localize(product.brand, lang) } }
          : {}),
        offers: {
          '@type': 'Offer',
          url: canonicalUrl,
          priceCurrency: 'KWD',
          price: decimalPrice(product.price),
          availability:
            product.activeQty > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
        },
      },
    };
  };
}

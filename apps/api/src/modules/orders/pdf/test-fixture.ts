import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import type { Order, OrderAddress } from '@storefront/contracts/orders';
import { getDocumentProxy, renderPageAsImage } from 'unpdf';
import type { StoredOrderItem } from '../queries.ts';

/**
 * The order documents' tests (invoice, packing slip): one sample order in either language, and
 * the picture comparison their image baselines use.
 */

/** The demo shop's logo (an SVG with the shop's name in it), as the theme gives it. */
export const sampleLogo = {
  svg: readFileSync(path.join(import.meta.dirname, '../../../../public/brand/logo.svg'), 'utf8'),
};

const address = (lang: 'en' | 'ar'): OrderAddress => ({
  fullName: lang === 'ar' ? 'ليلى حداد' : 'Layla Haddad',
  phone: '+96550000001',
  email: 'layla.haddad@example.com',
  countryName: lang === 'ar' ? 'الكويت' : 'Kuwait',
  stateName: lang === 'ar' ? 'حولي' : 'Hawalli',
  areaName: lang === 'ar' ? 'السالمية' : 'Salmiya',
  block: '12',
  street: 'Gulf Road Extension',
  avenue: '5',
  building: '27',
  floor: '3',
  apartment: '12B',
  note: '',
});

export const sampleOrder = (lang: 'en' | 'ar'): Order => ({
  orderId: 123,
  orderNumber: 'DK-000123',
  status: 'processing',
  createdAt: '2026-11-20T09:30:00.000Z',
  lang,
  subTotal: 37_800,
  discount: 3_780,
  shippingAmount: 0,
  total: 34_020,
  promoCode: 'WELCOME10',
  billingAddress: address(lang),
  shippingAddress: address(lang),
  shippingMethodName: lang === 'ar' ? 'التوصيل العادي' : 'Standard delivery',
  paymentMethodId: 1,
  paymentMethodCode: 'cash_on_delivery',
  paymentReference: null,
  itemCount: 3,
  contactEmail: 'layla.haddad@example.com',
  deliveryEstimate: null,
  refund: null,
  shipment: null,
  timeline: [],
  returns: [],
});

export const sampleItem = (
  id: number,
  name: StoredOrderItem['productName'],
  quantity: number,
  unit: number,
  attributes: StoredOrderItem['attributes'] = [],
) =>
  ({
    id,
    productId: id,
    variationId: null,
    sku: `SKU-${id}`,
    productName: name,
    attributes,
    quantity,
    unitPrice: unit,
    lineTotal: unit * quantity,
    discountType: 'none',
    discountValue: 0,
    taxable: false,
    taxPercent: 0,
    itemNotes: '',
    picturePath: null,
  }) satisfies StoredOrderItem;

export const sampleItems: StoredOrderItem[] = [
  sampleItem(1, { en: 'Falak Studio 7 Soundbar', ar: 'مكبر صوت ستوديو 7 من فلك' }, 1, 29_900),
  sampleItem(
    2,
    { en: 'Dar Al Bait Chef Knife Set', ar: 'طقم سكاكين الشيف من دار البيت' },
    2,
    3_950,
  ),
];

/** The PDF's first page as a PNG, at 1.5 × its size. */
export async function firstPagePng(pdf: Buffer): Promise<Buffer> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  return Buffer.from(
    await renderPageAsImage(document, 1, {
      canvasImport: () => import('@napi-rs/canvas'),
      scale: 1.5,
    }),
  );
}

/** The share of pixels whose colour moved by more than a trace (anti-aliasing may differ). */
export async function changedShare(actual: Buffer, expected: Buffer): Promise<number> {
  const [a, b] = await Promise.all([loadImage(actual), loadImage(expected)]);
  if (a.width !== b.width || a.height !== b.height) return 1;
  const pixels = (image: typeof a) => {
    const canvas = createCanvas(image.width, image.height);
    const context = canvas.getContext('2d');
    context.drawImage(image, 0, 0);
    return context.getImageData(0, 0, image.width, image.height).data;
  };
  const [pa, pb] = [pixels(a), pixels(b)];
  let changed = 0;
  for (let i = 0; i < pa.length; i += 4) {
    const moved = Math.max(
      Math.abs(pa[i]! - pb[i]!),
      Math.abs(pa[i + 1]! - pb[i + 1]!),
      Math.abs(pa[i + 2]! - pb[i + 2]!),
    );
    if (moved > 48) changed++;
  }
  return changed / (pa.length / 4);
}

/**
 * How far `png` is from the baseline picture `file` (a share of its pixels); writes the baseline
 * first when `update`, and `<file>.actual.png` beside it when they differ, to look at.
 */
export async function distanceFromBaseline(
  png: Buffer,
  file: string,
  update: boolean,
): Promise<number> {
  if (update) {
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, png);
  }
  if (!existsSync(file)) return 1;
  const share = await changedShare(png, await readFile(file));
  if (share > BASELINE_TOLERANCE) await writeFile(file.replace(/\.png$/, '.actual.png'), png);
  return share;
}

/** The share of changed pixels a document's picture may have against its baseline. */
export const BASELINE_TOLERANCE = 0.0005;

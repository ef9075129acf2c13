import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { ar } from '@storefront/contracts/i18n/ar';
import { en } from '@storefront/contracts/i18n/en';
import type { Order, OrderAddress } from '@storefront/contracts/orders';
import { extractText, getDocumentProxy, renderPageAsImage } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { renderInvoice } from './invoice.ts';
import type { StoredOrderItem } from './queries.ts';

/**
 * The invoice as a shopper sees it (issue 16): each language's first page drawn to a PNG and
 * compared with the baseline beside this file, so a label off its amount's baseline, a cut
 * address or a reversed phone number shows up as changed pixels. After an intended change of
 * layout, look at the new pictures and keep them:
 *   UPDATE_INVOICE_BASELINES=1 npx vitest run --project api:pglite src/modules/orders/invoice.test.ts
 */

const baselines = path.join(path.dirname(fileURLToPath(import.meta.url)), 'invoice-baselines');
const update = process.env.UPDATE_INVOICE_BASELINES === '1';
/** The demo shop's logo (an SVG with the shop's name in it), as the theme gives it. */
const logo = {
  svg: readFileSync(path.join(import.meta.dirname, '../../../public/brand/logo.svg'), 'utf8'),
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

const order = (lang: 'en' | 'ar'): Order => ({
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

const item = (id: number, name: StoredOrderItem['productName'], quantity: number, unit: number) =>
  ({
    id,
    productId: id,
    variationId: null,
    sku: `SKU-${id}`,
    productName: name,
    attributes: [],
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

const items: StoredOrderItem[] = [
  item(1, { en: 'Falak Studio 7 Soundbar', ar: 'مكبر صوت ستوديو 7 من فلك' }, 1, 29_900),
  item(2, { en: 'Dar Al Bait Chef Knife Set', ar: 'طقم سكاكين الشيف من دار البيت' }, 2, 3_950),
];

async function invoiceOf(lang: 'en' | 'ar') {
  return renderInvoice({
    order: order(lang),
    items,
    lang,
    shopTitle: 'Dukkan',
    color: '#3f8a4d',
    logo,
    strings: lang === 'ar' ? ar : en,
  });
}

/** The share of pixels whose colour moved by more than a trace (anti-aliasing may differ). */
async function changedShare(actual: Buffer, expected: Buffer): Promise<number> {
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

describe('the invoice, drawn', () => {
  for (const lang of ['en', 'ar'] as const) {
    it(`looks as its baseline does (${lang})`, async () => {
      const pdf = await getDocumentProxy(new Uint8Array(await invoiceOf(lang)));
      const png = Buffer.from(
        await renderPageAsImage(pdf, 1, {
          canvasImport: () => import('@napi-rs/canvas'),
          scale: 1.5,
        }),
      );
      const baseline = path.join(baselines, `invoice-${lang}.png`);
      if (update) {
        await mkdir(baselines, { recursive: true });
        await writeFile(baseline, png);
      }
      expect(existsSync(baseline), `no baseline: run with UPDATE_INVOICE_BASELINES=1`).toBe(true);
      const share = await changedShare(png, await readFile(baseline));
      if (share > 0.0005) await writeFile(path.join(baselines, `invoice-${lang}.actual.png`), png);
      expect(
        share,
        `changed pixels; see invoice-baselines/invoice-${lang}.actual.png`,
      ).toBeLessThan(0.0005);
    });

    it(`holds every address line and the phone, in reading order (${lang})`, async () => {
      const pdf = await getDocumentProxy(new Uint8Array(await invoiceOf(lang)));
      const { text } = await extractText(pdf, { mergePages: true });
      const plain = text.replace(/[\u2066-\u2069]/g, '');
      const parts =
        lang === 'en'
          ? [
              'Layla Haddad',
              'Gulf Road Extension',
              'Floor 3',
              'Apartment 12B',
              'Salmiya',
              '+96550000001',
            ]
          : ['Gulf Road Extension', '12B', '+96550000001', 'layla.haddad@example.com'];
      let from = 0;
      for (const part of parts) {
        const at = plain.indexOf(part, from);
        expect(at, `"${part}" after position ${from}`).toBeGreaterThanOrEqual(0);
        from = at + part.length;
      }
      // Left to right inside Arabic too: never "96550000001+".
      expect(plain).not.toContain('96550000001+');
      // (Shaped Arabic extracts as glyphs, not words: its "Free" is checked on the picture.)
      if (lang === 'en') expect(plain).toContain('Free');
    });
  }
});

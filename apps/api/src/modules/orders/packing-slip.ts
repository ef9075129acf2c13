import type { LanguageCode, TranslationKey } from '@storefront/contracts';
import { translate } from '@storefront/contracts/i18n/translate';
import { addressLines, isolateLtr } from '@storefront/contracts/list-format';
import type { Order, OrderAddress } from '@storefront/contracts/orders';
import { groupPhone } from '@storefront/contracts/phone-format';
import { localize } from '../../lib/localized-text.ts';
import { lineVariation } from './pdf/line-text.ts';
import {
  type Column,
  createWriter,
  type Doc,
  directionOf,
  documentDate,
  startPdf,
  type Writer,
} from './pdf/pdf-writer.ts';
import { type DocumentBrand, drawShopHeading } from './pdf/shop-heading.ts';
import type { StoredOrderItem } from './queries.ts';

/**
 * The packing slip (issue 26): what the packer needs to fill and label the parcel, and no
 * money (it travels inside the box): the order's number and day, where it goes and the phone to
 * call, the shipping method, then one row a line with a box to tick, its SKU, name, variation and
 * quantity. Drawn with the invoice's page, pen and heading (pdf/), in either language; in Arabic
 * the columns run from the right and numbers, SKUs and the phone stay left to right.
 */

export interface PackingSlipInput extends DocumentBrand {
  order: Order;
  items: StoredOrderItem[];
  lang: LanguageCode;
  /** The strings in the slip's language: the shop's catalogue and the back office API's. */
  strings: Readonly<Record<string, string>>;
}

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** The address as the courier reads it: name, street, place, the phone grouped, the note. */
function shipToLines(address: OrderAddress, t: Translate, lang: LanguageCode): string[] {
  const { street, place } = addressLines(address, t, lang);
  return [
    street,
    place,
    isolateLtr(groupPhone(address.phone)),
    address.note ? t('packingSlip.deliveryNote', { note: address.note }) : '',
  ].filter((line) => line !== '');
}

const BOX = 10;
const SKU_SIZE = 9;
/** A long SKU is drawn smaller, down to this, then over more lines: never cut, as it is matched whole. */
const SKU_MIN_SIZE = 7.5;

/** The SKU at the largest size that fits its column, broken between characters if none does. */
function skuLayout(w: Writer, sku: string, width: number): { size: number; lines: string[] } {
  let size = SKU_SIZE;
  while (size > SKU_MIN_SIZE && w.measure(sku, size) > width) size -= 0.5;
  const lines: string[] = [];
  let current = '';
  for (const char of sku) {
    if (current !== '' && w.measure(current + char, size) > width) {
      lines.push(current);
      current = char;
    } else current += char;
  }
  if (current !== '') lines.push(current);
  return { size, lines };
}

/** The lines' columns, from the start side: tick box, SKU, product, variation, quantity. */
function tableColumns(w: Writer) {
  const end = w.contentWidth;
  return {
    packed: w.column(0, 52),
    sku: w.column(60, 170),
    product: w.column(178, end - 150),
    variation: w.column(end - 142, end - 52),
    quantity: w.column(end - 44, end),
  };
}

type Columns = ReturnType<typeof tableColumns>;

function drawTableHeader(w: Writer, cols: Columns, t: Translate, y: number): number {
  const head = { bold: true, size: 9 } as const;
  w.line(t('packingSlip.packed'), y, ...cols.packed, head);
  w.line(t('packingSlip.sku'), y, ...cols.sku, head);
  w.line(t('orders.invoice.product'), y, ...cols.product, head);
  w.line(t('packingSlip.variation'), y, ...cols.variation, head);
  w.line(t('orders.invoice.quantity'), y, ...cols.quantity, { ...head, align: 'end' });
  w.rule(y + 16);
  return y + 22;
}

/** An empty square for the packer's tick, in the middle of its column. */
function drawTickBox(doc: Doc, [x0, x1]: Column, y: number) {
  doc
    .rect((x0 + x1 - BOX) / 2, y, BOX, BOX)
    .lineWidth(0.8)
    .strokeColor('#333333')
    .stroke();
}

/** Writes the packing slip; resolves with the PDF's bytes. */
export function renderPackingSlip(input: PackingSlipInput): Promise<Buffer> {
  const { order, items, lang, shopTitle, strings } = input;
  const t: Translate = (key, values) => translate(strings, lang, key as TranslationKey, values);
  const dir = directionOf(lang);
  const { doc, done } = startPdf(lang, {
    Title: `${t('packingSlip.title')} ${order.orderNumber}`,
    Subject: order.orderNumber,
    Author: shopTitle,
  });
  const w = createWriter(doc, dir);
  const full = w.column(0, w.contentWidth);

  let y = drawShopHeading(doc, w, input, dir);
  w.line(t('packingSlip.title'), y, ...full, { size: 14, bold: true });
  y += 22;
  w.line(`${t('orders.detail.number')}: ${order.orderNumber}`, y, ...full, { bold: true });
  y += 14;
  w.line(`${t('orders.detail.date')}: ${documentDate(order.createdAt, lang)}`, y, ...full);
  y += 24;

  // Where it goes (the start half) beside how it goes (the end half).
  const half = w.contentWidth / 2;
  const shipTo = w.column(0, half - 10);
  const method = w.column(half + 10, w.contentWidth);
  w.line(t('packingSlip.shipTo'), y, ...shipTo, { bold: true });
  w.line(t('orders.detail.shippingMethod'), y, ...method, { bold: true });
  y += 16;
  let addressBottom = w.paragraph(order.shippingAddress.fullName, y, ...shipTo, {
    size: 10,
    bold: true,
    leading: 14,
  });
  for (const text of shipToLines(order.shippingAddress, t, lang)) {
    addressBottom = w.paragraph(text, addressBottom, ...shipTo, { size: 10, leading: 14 });
  }
  const methodBottom = w.paragraph(order.shippingMethodName, y, ...method, {
    size: 10,
    leading: 14,
  });
  y = Math.max(addressBottom, methodBottom) + 18;

  const cols = tableColumns(w);
  y = drawTableHeader(w, cols, t, y);
  const pageEnd = () => doc.page.height - doc.page.margins.bottom;
  for (const item of items) {
    if (y > pageEnd() - 60) {
      doc.addPage();
      y = drawTableHeader(w, cols, t, doc.page.margins.top);
    }
    const top = y;
    drawTickBox(doc, cols.packed, top);
    const sku = skuLayout(w, item.sku, cols.sku[1] - cols.sku[0]);
    let skuBottom = top;
    for (const part of sku.lines) {
      // Isolated: an SKU reads left to right inside an Arabic slip too.
      w.line(isolateLtr(part), skuBottom, ...cols.sku, { size: sku.size });
      skuBottom += sku.size + 3;
    }
    w.line(String(item.quantity), top - 1, ...cols.quantity, {
      size: 11,
      bold: true,
      align: 'end',
    });
    const nameBottom = w.paragraph(localize(item.productName, lang), top, ...cols.product, {
      size: 9,
      leading: 13,
    });
    const variation = lineVariation(item, lang);
    const variationBottom = variation
      ? w.paragraph(variation, top, ...cols.variation, { size: 9, leading: 13 })
      : top + 13;
    y = Math.max(nameBottom, variationBottom, skuBottom, top + BOX + 3) + 4;
    doc.moveTo(w.left, y).lineTo(w.right, y).lineWidth(0.3).strokeColor('#cccccc').stroke();
    y += 6;
  }
  const units = items.reduce((sum, item) => sum + item.quantity, 0);
  w.line(t('packingSlip.units', { count: units }), y + 4, ...full, {
    size: 10,
    bold: true,
    align: 'end',
  });
  doc.end();
  return done;
}

import type { TranslationKey } from '@storefront/contracts';
import { formatPrice, type LanguageCode, type PriceSettings } from '@storefront/contracts';
import { translate } from '@storefront/contracts/i18n/translate';
import { addressLines, isolateLtr } from '@storefront/contracts/list-format';
import type { Order, OrderAddress } from '@storefront/contracts/orders';
import { localize } from '../../lib/localized-text.ts';
import { lineVariation } from './pdf/line-text.ts';
import { createWriter, directionOf, documentDate, startPdf } from './pdf/pdf-writer.ts';
import { type DocumentBrand, drawShopHeading } from './pdf/shop-heading.ts';
import type { StoredOrderItem } from './queries.ts';

/**
 * The order's invoice as a PDF (issue 6), written in the order's language. Arabic is shaped by
 * pdfkit's fontkit layout (joining forms) with Noto Sans Arabic, and every line goes through the
 * Unicode bidi algorithm first (pdf/visual-runs.ts): runs are laid out in visual order,
 * right-aligned in an RTL invoice, each in the font that has its glyphs (Noto Sans for the
 * rest). The page, pen and heading are pdf/'s, shared with the packing slip.
 */

/** KD with 3 decimals, as the invoice shows every amount. */
const PRICE: PriceSettings = {
  format: 'decimals-format',
  currencyLabel: 'KD',
  currencyPosition: 'before',
};
// Isolated: inside an Arabic line "−KD 3.800" keeps its minus in front.
const money = (fils: number) => isolateLtr(formatPrice(fils, PRICE));

function invoiceAddress(
  address: OrderAddress,
  t: (key: string) => string,
  lang: LanguageCode,
): string[] {
  const { street, place } = addressLines(address, t, lang);
  return [
    address.fullName,
    street,
    place,
    isolateLtr(address.phone),
    address.email ? isolateLtr(address.email) : '',
  ].filter((line) => line !== '');
}

export interface InvoiceInput extends DocumentBrand {
  order: Order;
  items: StoredOrderItem[];
  lang: LanguageCode;
  /** The UI strings in the invoice's language. */
  strings: Readonly<Record<string, string>>;
}

/** Writes the invoice; resolves with the PDF's bytes. */
export function renderInvoice(input: InvoiceInput): Promise<Buffer> {
  const { order, items, lang, shopTitle, strings } = input;
  const t = (key: string, values?: Record<string, string | number>) =>
    translate(strings, lang, key as TranslationKey, values);
  const dir = directionOf(lang);
  const { doc, done } = startPdf(lang, {
    Title: `${t('orders.invoice.title')} ${order.orderNumber}`,
    Subject: order.orderNumber,
    Author: shopTitle,
  });

  const w = createWriter(doc, dir);
  const full = w.column(0, w.contentWidth);
  let y = drawShopHeading(doc, w, input, dir);
  w.line(t('orders.invoice.title'), y, ...full, { size: 14, bold: true });
  y += 22;
  w.line(`${t('orders.detail.number')}: ${order.orderNumber}`, y, ...full);
  y += 14;
  const date = documentDate(order.createdAt, lang);
  w.line(`${t('orders.detail.date')}: ${date}`, y, ...full);
  y += 14;
  w.line(`${t('orders.detail.status')}: ${t(`orders.status.${order.status}`)}`, y, ...full);
  y += 24;

  // Addresses side by side.
  const half = w.contentWidth / 2;
  const billingCol = w.column(0, half - 10);
  const shippingCol = w.column(half + 10, w.contentWidth);
  w.line(t('orders.detail.billingAddress'), y, ...billingCol, { bold: true });
  w.line(t('orders.detail.shippingAddress'), y, ...shippingCol, { bold: true });
  y += 16;
  const addressOf = (lines: string[], column: [number, number]) => {
    let bottom = y;
    for (const text of lines)
      bottom = w.paragraph(text, bottom, ...column, { size: 9, leading: 13 });
    return bottom;
  };
  y = Math.max(
    addressOf(invoiceAddress(order.billingAddress, t, lang), billingCol),
    addressOf(invoiceAddress(order.shippingAddress, t, lang), shippingCol),
  );
  y += 8;
  w.line(`${t('orders.detail.shippingMethod')}: ${order.shippingMethodName}`, y, ...full, {
    size: 9,
  });
  y += 13;
  w.line(
    `${t('orders.detail.paymentMethod')}: ${t(`orders.payment.${order.paymentMethodCode}`)}`,
    y,
    ...full,
    { size: 9 },
  );
  y += 22;

  // Lines: product | quantity | unit price | total.
  const cols = {
    product: w.column(0, w.contentWidth - 230),
    quantity: w.column(w.contentWidth - 220, w.contentWidth - 170),
    unit: w.column(w.contentWidth - 160, w.contentWidth - 85),
    total: w.column(w.contentWidth - 80, w.contentWidth),
  };
  const rule = () => w.rule(y);
  w.line(t('orders.invoice.product'), y, ...cols.product, { bold: true, size: 9 });
  w.line(t('orders.invoice.quantity'), y, ...cols.quantity, { bold: true, size: 9, align: 'end' });
  w.line(t('orders.invoice.unitPrice'), y, ...cols.unit, { bold: true, size: 9, align: 'end' });
  w.line(t('orders.invoice.lineTotal'), y, ...cols.total, { bold: true, size: 9, align: 'end' });
  y += 16;
  rule();
  y += 6;
  for (const item of items) {
    if (y > doc.page.height - doc.page.margins.bottom - 120) {
      doc.addPage();
      y = doc.page.margins.top;
    }
    const name = localize(item.productName, lang);
    const attributes = lineVariation(item, lang);
    w.line(String(item.quantity), y, ...cols.quantity, { size: 9, align: 'end' });
    w.line(money(item.unitPrice), y, ...cols.unit, { size: 9, align: 'end' });
    w.line(money(item.lineTotal), y, ...cols.total, { size: 9, align: 'end' });
    y = w.paragraph(name, y, ...cols.product, { size: 9, leading: 13 });
    if (attributes) y = w.paragraph(attributes, y, ...cols.product, { size: 8, leading: 12 });
    y += 4;
  }
  rule();
  y += 10;
  const labels = w.column(w.contentWidth - 300, w.contentWidth - 90);
  const totals: [string, string, boolean][] = [
    [t('orders.detail.subTotal'), money(order.subTotal), false],
    ...(order.discount > 0
      ? [[t('orders.detail.discount'), money(-order.discount), false] as [string, string, boolean]]
      : []),
    // Free shipping reads "Free", as at checkout and on the order page.
    [
      t('orders.detail.shipping'),
      order.shippingAmount === 0 ? t('orders.detail.shippingFree') : money(order.shippingAmount),
      false,
    ],
    [t('orders.detail.total'), money(order.total), true],
  ];
  for (const [label, shown, bold] of totals) {
    w.line(label, y, ...labels, { size: 10, bold, align: 'end' });
    w.line(shown, y, ...cols.total, { size: 10, bold, align: 'end' });
    y += 16;
  }
  doc.end();
  return done;
}

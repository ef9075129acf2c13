import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { TranslationKey } from '@storefront/contracts';
import { formatPrice, type LanguageCode, type PriceSettings } from '@storefront/contracts';
import { translate } from '@storefront/contracts/i18n/translate';
import { addressLines, isolateLtr, joinList } from '@storefront/contracts/list-format';
import type { Order, OrderAddress } from '@storefront/contracts/orders';
import { readableShadeOnWhite } from '@storefront/contracts/theme-colors';
import bidiModule, { type Bidi } from 'bidi-js';
import PDFDocument from 'pdfkit';
import SVGtoPDF from 'svg-to-pdfkit';
import { localize } from '../../lib/localized-text.ts';
import type { InvoiceLogo } from './invoice-logo.ts';
import type { StoredOrderItem } from './queries.ts';

/**
 * The order's invoice as a PDF (issue 6), written in the order's language. Arabic is shaped by
 * pdfkit's fontkit layout (joining forms) with Noto Sans Arabic, and every line goes through the
 * Unicode bidi algorithm (bidi-js) first: runs are laid out in visual order, right-aligned in an
 * RTL invoice, each in the font that has its glyphs (Noto Sans for the rest).
 */

const require = createRequire(import.meta.url);
const fontFile = (pkg: string, file: string) =>
  readFileSync(require.resolve(`${pkg}/files/${file}`));
let fonts: { arabic: Buffer; latin: Buffer; latinBold: Buffer; arabicBold: Buffer } | undefined;
function loadFonts() {
  fonts ??= {
    arabic: fontFile('@fontsource/noto-sans-arabic', 'noto-sans-arabic-arabic-400-normal.woff'),
    arabicBold: fontFile('@fontsource/noto-sans-arabic', 'noto-sans-arabic-arabic-700-normal.woff'),
    latin: fontFile('@fontsource/noto-sans', 'noto-sans-latin-400-normal.woff'),
    latinBold: fontFile('@fontsource/noto-sans', 'noto-sans-latin-700-normal.woff'),
  };
  return fonts;
}

// The package is CommonJS: depending on the loader its factory is the default export or its .default.
const bidiFactory = ((bidiModule as unknown as { default?: () => Bidi }).default ??
  bidiModule) as unknown as () => Bidi;
const bidi = bidiFactory();

const ISOLATES = /[\u2066-\u2069]/;
const ISOLATES_ALL = /[\u2066-\u2069]/g;

/** KD with 3 decimals, as the invoice shows every amount. */
const PRICE: PriceSettings = {
  format: 'decimals-format',
  currencyLabel: 'KD',
  currencyPosition: 'before',
};
// Isolated: inside an Arabic line "−KD 3.800" keeps its minus in front.
const money = (fils: number) => isolateLtr(formatPrice(fils, PRICE));

const ARABIC = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;

interface Run {
  text: string;
  level: number;
  arabic: boolean;
}

/** The line's runs in visual (left-to-right) order, RTL runs of non-Arabic text reversed. */
export function visualRuns(text: string, direction: 'ltr' | 'rtl'): Run[] {
  if (text.replace(ISOLATES_ALL, '') === '') return [];
  const { levels } = bidi.getEmbeddingLevels(text, direction);
  const runs: Run[] = [];
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i] ?? '';
    // Isolates (a phone number kept left to right) steer the levels and are not drawn.
    if (ISOLATES.test(char)) continue;
    const level = levels[i] ?? 0;
    const arabic = ARABIC.test(char);
    const last = runs.at(-1);
    if (last && last.level === level && last.arabic === arabic) last.text += char;
    else runs.push({ text: char, level, arabic });
  }
  // UAX 9 L2: from the highest level to the lowest odd one, reverse every sequence at ≥ it.
  const max = Math.max(...runs.map((r) => r.level));
  const minOdd = Math.min(...runs.map((r) => r.level).filter((l) => l % 2 === 1), max + 1);
  for (let level = max; level >= minOdd; level -= 1) {
    let i = 0;
    while (i < runs.length) {
      if ((runs[i]?.level ?? 0) >= level) {
        let j = i;
        while (j < runs.length && (runs[j]?.level ?? 0) >= level) j += 1;
        runs.splice(i, j - i, ...runs.slice(i, j).reverse());
        i = j;
      } else i += 1;
    }
  }
  // fontkit lays an Arabic run out right to left itself; other RTL text is reversed (mirrored).
  return runs.map((run) =>
    run.level % 2 === 1 && !run.arabic
      ? {
          ...run,
          text: [...run.text]
            .reverse()
            .map((c) => bidi.getMirroredCharacter(c) ?? c)
            .join(''),
        }
      : run,
  );
}

type Doc = InstanceType<typeof PDFDocument>;

function runFont(run: Run, bold: boolean) {
  if (run.arabic) return bold ? 'arabic-bold' : 'arabic';
  return bold ? 'latin-bold' : 'latin';
}

function widthOf(doc: Doc, runs: Run[], size: number, bold: boolean): number {
  return runs.reduce(
    (sum, run) => sum + doc.font(runFont(run, bold)).fontSize(size).widthOfString(run.text),
    0,
  );
}

/** Where the alphabetic baseline sits under a line's top, as a share of the font size. */
const BASELINE = 0.85;
const INK = '#111111';

interface LineOptions {
  size?: number;
  bold?: boolean;
  color?: string;
  /** 'start' follows the invoice's direction (right in Arabic). */
  align?: 'start' | 'end';
}

function createWriter(doc: Doc, dir: 'ltr' | 'rtl') {
  const left = doc.page.margins.left;
  const right = doc.page.width - doc.page.margins.right;
  /**
   * Draws one line of text in a column [x0, x1] (start/end follow the direction), every run on
   * one alphabetic baseline whichever font draws it: Noto Sans and Noto Sans Arabic have
   * different ascents, and placing runs by their tops set Latin above the Arabic.
   */
  function line(text: string, y: number, x0: number, x1: number, options: LineOptions = {}) {
    const size = options.size ?? 10;
    const bold = options.bold ?? false;
    // Too long for its column: cut at the (logical) end with an ellipsis, never over the next.
    let shown = text;
    let runs = visualRuns(shown, dir);
    let width = widthOf(doc, runs, size, bold);
    while (width > x1 - x0 && shown.length > 1) {
      shown = shown.slice(0, Math.max(1, Math.floor(shown.length * 0.9)));
      runs = visualRuns(`${shown.trimEnd()}…`, dir);
      width = widthOf(doc, runs, size, bold);
    }
    const alignRight = (options.align ?? 'start') === 'start' ? dir === 'rtl' : dir === 'ltr';
    let x = alignRight ? x1 - width : x0;
    const baseline = y + size * BASELINE;
    for (const run of runs) {
      doc.font(runFont(run, bold)).fontSize(size);
      if (options.color) doc.fillColor(options.color);
      doc.text(run.text, x, baseline, { lineBreak: false, baseline: 'alphabetic' });
      x += doc.widthOfString(run.text);
    }
    doc.fillColor(INK);
  }
  /**
   * Draws `text` over as many lines as it needs in [x0, x1], breaking between words (an address
   * is never cut); answers the y under it.
   */
  function paragraph(
    text: string,
    y: number,
    x0: number,
    x1: number,
    options: LineOptions & { leading: number },
  ): number {
    const size = options.size ?? 10;
    const bold = options.bold ?? false;
    const fits = (candidate: string) =>
      widthOf(doc, visualRuns(candidate, dir), size, bold) <= x1 - x0;
    let current = '';
    let top = y;
    for (const word of text.split(' ')) {
      const candidate = current === '' ? word : `${current} ${word}`;
      if (current !== '' && !fits(candidate)) {
        line(current, top, x0, x1, options);
        top += options.leading;
        current = word;
      } else current = candidate;
    }
    if (current !== '') {
      line(current, top, x0, x1, options);
      top += options.leading;
    }
    return top;
  }
  /** A column [from, to] measured from the start side of the page (mirrored in RTL). */
  function column(from: number, to: number): [number, number] {
    return dir === 'rtl' ? [right - to, right - from] : [left + from, left + to];
  }
  return { line, paragraph, column, left, right, contentWidth: right - left };
}

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

export interface InvoiceInput {
  order: Order;
  items: StoredOrderItem[];
  lang: LanguageCode;
  shopTitle: string;
  /** The theme's colour (#rrggbb). */
  color: string;
  /** The theme's logo, drawn in place of the shop's name when there is one. */
  logo?: InvoiceLogo | null;
  /** The UI strings in the invoice's language. */
  strings: Readonly<Record<string, string>>;
}

const LOGO_HEIGHT = 32;

/** The logo at the start side of the page (the right in Arabic), LOGO_HEIGHT high. */
function drawLogo(
  doc: PDFKit.PDFDocument,
  logo: InvoiceLogo,
  [x0, x1]: [number, number],
  y: number,
  dir: 'ltr' | 'rtl',
) {
  const width = (x1 - x0) / 2;
  const x = dir === 'rtl' ? x1 - width : x0;
  if ('svg' in logo) {
    SVGtoPDF(doc, logo.svg, x, y, {
      width,
      height: LOGO_HEIGHT,
      preserveAspectRatio: `${dir === 'rtl' ? 'xMax' : 'xMin'}YMin meet`,
      // Its words in the invoice's own Latin font (a logo names a system font PDF does not have).
      fontCallback: (_family, bold) => (bold ? 'latin-bold' : 'latin'),
    });
  } else {
    // Fitted in the box from its top; at the box's far side in Arabic (the start side there).
    doc.image(logo.image, x, y, {
      fit: [width, LOGO_HEIGHT],
      ...(dir === 'rtl' ? { align: 'right' as const } : {}),
    });
  }
}

/** Writes the invoice; resolves with the PDF's bytes. */
export function renderInvoice(input: InvoiceInput): Promise<Buffer> {
  const { order, items, lang, shopTitle, strings } = input;
  const t = (key: string, values?: Record<string, string | number>) =>
    translate(strings, lang, key as TranslationKey, values);
  const dir: 'ltr' | 'rtl' = lang === 'ar' ? 'rtl' : 'ltr';
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    lang,
    info: {
      Title: `${t('orders.invoice.title')} ${order.orderNumber}`,
      Subject: order.orderNumber,
      Author: shopTitle,
    },
  });
  const f = loadFonts();
  doc.registerFont('latin', f.latin);
  doc.registerFont('latin-bold', f.latinBold);
  doc.registerFont('arabic', f.arabic);
  doc.registerFont('arabic-bold', f.arabicBold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const w = createWriter(doc, dir);
  const full = w.column(0, w.contentWidth);
  let y = doc.page.margins.top;
  // The shop's colour: a band across the top; under it the shop's logo, or its name.
  doc.rect(0, 0, doc.page.width, 8).fill(input.color);
  if (input.logo) {
    drawLogo(doc, input.logo, full, y, dir);
    // The logo's drawing leaves its last colour as the pen's.
    doc.fillColor(INK);
    y += LOGO_HEIGHT + 8;
  } else {
    w.line(shopTitle, y, ...full, {
      size: 18,
      bold: true,
      color: readableShadeOnWhite(input.color),
    });
    y += 28;
  }
  w.line(t('orders.invoice.title'), y, ...full, { size: 14, bold: true });
  y += 22;
  w.line(`${t('orders.detail.number')}: ${order.orderNumber}`, y, ...full);
  y += 14;
  const date = new Intl.DateTimeFormat(lang === 'ar' ? 'ar-KW-u-nu-latn' : 'en-GB', {
    dateStyle: 'long',
    timeZone: 'Asia/Kuwait',
  }).format(new Date(order.createdAt));
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
  const rule = () => {
    doc.moveTo(w.left, y).lineTo(w.right, y).lineWidth(0.5).strokeColor('#999999').stroke();
  };
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
    const attributes = joinList(
      item.attributes.map((a) => `${localize(a.attributeName, lang)}: ${localize(a.value, lang)}`),
      lang,
    );
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

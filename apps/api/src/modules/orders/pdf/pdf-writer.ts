import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { LanguageCode } from '@storefront/contracts';
import { SHOP_TIME_ZONE } from '@storefront/contracts/order-rules';
import PDFDocument from 'pdfkit';
import { type Run, visualRuns } from './visual-runs.ts';

/**
 * The order documents' page and pen (the invoice, the packing slip): an A4 page in the
 * document's language with Noto Sans and Noto Sans Arabic registered (Arabic is shaped by
 * pdfkit's fontkit layout), and a writer that draws one line, or a paragraph, in a column whose
 * start and end follow the document's direction (right to left in Arabic).
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

export type Doc = InstanceType<typeof PDFDocument>;
export type Direction = 'ltr' | 'rtl';

export const directionOf = (lang: LanguageCode): Direction => (lang === 'ar' ? 'rtl' : 'ltr');

/**
 * A new A4 document in `lang` with the fonts registered, and the promise of its bytes once
 * `doc.end()` is called.
 */
export function startPdf(
  lang: LanguageCode,
  info: { Title: string; Subject: string; Author: string },
): { doc: Doc; done: Promise<Buffer> } {
  const doc = new PDFDocument({ size: 'A4', margin: 48, lang, info });
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
  return { doc, done };
}

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
export const INK = '#111111';

export interface LineOptions {
  size?: number;
  bold?: boolean;
  color?: string;
  /** 'start' follows the document's direction (right in Arabic). */
  align?: 'start' | 'end';
}

export type Column = [number, number];

export function createWriter(doc: Doc, dir: Direction) {
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
  function column(from: number, to: number): Column {
    return dir === 'rtl' ? [right - to, right - from] : [left + from, left + to];
  }
  /** How wide `text` is drawn at `size`. */
  function measure(text: string, size: number, bold = false): number {
    return widthOf(doc, visualRuns(text, dir), size, bold);
  }
  /** A thin grey rule across the page at `y`. */
  function rule(y: number) {
    doc.moveTo(left, y).lineTo(right, y).lineWidth(0.5).strokeColor('#999999').stroke();
  }
  return { line, paragraph, column, measure, rule, left, right, contentWidth: right - left };
}

export type Writer = ReturnType<typeof createWriter>;

/** The day an order was placed, long, in the shop's time zone, with Latin digits in Arabic too. */
export function documentDate(at: string, lang: LanguageCode): string {
  return new Intl.DateTimeFormat(lang === 'ar' ? 'ar-KW-u-nu-latn' : 'en-GB', {
    dateStyle: 'long',
    timeZone: SHOP_TIME_ZONE,
  }).format(new Date(at));
}

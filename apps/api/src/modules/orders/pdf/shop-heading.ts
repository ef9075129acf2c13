import { readableShadeOnWhite } from '@storefront/contracts/theme-colors';
import SVGtoPDF from 'svg-to-pdfkit';
import type { InvoiceLogo } from '../invoice-logo.ts';
import { type Column, type Direction, type Doc, INK, type Writer } from './pdf-writer.ts';

/**
 * The top of an order document: the shop's colour as a band across the page, and under it the
 * shop's logo, or its name in the shop's colour (a shade dark enough to read on white).
 */

export interface DocumentBrand {
  shopTitle: string;
  /** The theme's colour (#rrggbb). */
  color: string;
  /** The theme's logo, drawn in place of the shop's name when there is one. */
  logo?: InvoiceLogo | null;
}

const LOGO_HEIGHT = 32;

/** The logo at the start side of the page (the right in Arabic), LOGO_HEIGHT high. */
function drawLogo(doc: Doc, logo: InvoiceLogo, [x0, x1]: Column, y: number, dir: Direction) {
  const width = (x1 - x0) / 2;
  const x = dir === 'rtl' ? x1 - width : x0;
  if ('svg' in logo) {
    SVGtoPDF(doc, logo.svg, x, y, {
      width,
      height: LOGO_HEIGHT,
      preserveAspectRatio: `${dir === 'rtl' ? 'xMax' : 'xMin'}YMin meet`,
      // Its words in the document's own Latin font (a logo names a system font PDF does not have).
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

/** Draws the band and the logo or name from the page's top margin; answers the y under them. */
export function drawShopHeading(doc: Doc, w: Writer, brand: DocumentBrand, dir: Direction) {
  const full = w.column(0, w.contentWidth);
  let y = doc.page.margins.top;
  doc.rect(0, 0, doc.page.width, 8).fill(brand.color);
  if (brand.logo) {
    drawLogo(doc, brand.logo, full, y, dir);
    // The logo's drawing leaves its last colour as the pen's.
    doc.fillColor(INK);
    y += LOGO_HEIGHT + 8;
  } else {
    w.line(brand.shopTitle, y, ...full, {
      size: 18,
      bold: true,
      color: readableShadeOnWhite(brand.color),
    });
    y += 28;
  }
  return y;
}

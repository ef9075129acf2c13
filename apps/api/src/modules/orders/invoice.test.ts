import path from 'node:path';
import { ar } from '@storefront/contracts/i18n/ar';
import { en } from '@storefront/contracts/i18n/en';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { renderInvoice } from './invoice.ts';
import {
  BASELINE_TOLERANCE,
  distanceFromBaseline,
  firstPagePng,
  sampleItems,
  sampleLogo,
  sampleOrder,
} from './pdf/test-fixture.ts';

/**
 * The invoice as a shopper sees it (issue 16): each language's first page drawn to a PNG and
 * compared with the baseline beside this file, so a label off its amount's baseline, a cut
 * address or a reversed phone number shows up as changed pixels. After an intended change of
 * layout, look at the new pictures and keep them:
 *   UPDATE_INVOICE_BASELINES=1 npx vitest run --project api:pglite src/modules/orders/invoice.test.ts
 */

const baselines = path.join(import.meta.dirname, 'invoice-baselines');
const update = process.env.UPDATE_INVOICE_BASELINES === '1';

async function invoiceOf(lang: 'en' | 'ar') {
  return renderInvoice({
    order: sampleOrder(lang),
    items: sampleItems,
    lang,
    shopTitle: 'Dukkan',
    color: '#3f8a4d',
    logo: sampleLogo,
    strings: lang === 'ar' ? ar : en,
  });
}

describe('the invoice, drawn', () => {
  for (const lang of ['en', 'ar'] as const) {
    it(`looks as its baseline does (${lang})`, async () => {
      const png = await firstPagePng(await invoiceOf(lang));
      const share = await distanceFromBaseline(
        png,
        path.join(baselines, `invoice-${lang}.png`),
        update,
      );
      expect(
        share,
        `changed pixels (or no baseline: run with UPDATE_INVOICE_BASELINES=1); see invoice-baselines/invoice-${lang}.actual.png`,
      ).toBeLessThan(BASELINE_TOLERANCE);
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

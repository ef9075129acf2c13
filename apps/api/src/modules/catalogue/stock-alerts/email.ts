import type { LanguageCode } from '@storefront/contracts';
import { escapeHtml } from '../../../lib/html.ts';

/**
 * The "back in stock" email (issue 29), in the language the shopper asked in, with a plain and
 * an HTML part. The product's name may be in another script than the text around it: the HTML
 * isolates it (<bdi>); the plain part carries no Unicode isolate marks, which some mail apps
 * draw as boxes (as the order emails do), and the link stands on a line of its own.
 */

export interface BackInStockInput {
  productName: string;
  shop: string;
  /** The product's page in the storefront, in the email's language. */
  link: string;
}

export interface BackInStockEmail {
  subject: string;
  text: string;
  html: string;
}

/** What the email says; each language's words are plain text, without HTML characters. */
const WORDS = {
  en: {
    subject: (product: string, shop: string) => `${product} is back in stock · ${shop}`,
    hello: 'Hello,',
    lead: (product: string, shop: string) =>
      `Good news: ${product} is back in stock at ${shop}. You asked us to tell you when it was back.`,
    view: 'See the product',
    once: 'This is the only email you will get about it. Stock can run out again, so do not wait too long.',
  },
  ar: {
    subject: (product: string, shop: string) => `${product} متوفر من جديد · ${shop}`,
    hello: 'مرحبًا،',
    lead: (product: string, shop: string) =>
      `خبر سار: ${product} متوفر من جديد في ${shop}. طلبت منا أن نخبرك عندما يتوفر.`,
    view: 'عرض المنتج',
    once: 'هذه الرسالة الوحيدة التي ستصلك عنه. قد تنفد الكمية مرة أخرى، فلا تتأخر.',
  },
} as const satisfies Record<LanguageCode, unknown>;

export function backInStockEmail(
  lang: LanguageCode,
  { productName, shop, link }: BackInStockInput,
): BackInStockEmail {
  const words = WORDS[lang];
  const subject = words.subject(productName, shop);
  const text = [
    words.hello,
    '',
    words.lead(productName, shop),
    '',
    `${words.view}:`,
    link,
    '',
    words.once,
  ].join('\n');

  const e = escapeHtml;
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  // The words hold no HTML characters: only what is filled in needs escaping.
  const lead = words.lead(`<bdi><strong>${e(productName)}</strong></bdi>`, `<bdi>${e(shop)}</bdi>`);
  const html = `<!doctype html>
<html lang="${lang}" dir="${dir}"><head><meta charset="utf-8"><title>${e(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f5f5;font-family:Arial,Tahoma,sans-serif;color:#171717">
<div style="max-width:600px;margin:0 auto;background:#fff;padding:24px;border-radius:8px" dir="${dir}">
<h1 style="font-size:20px;margin:0 0 16px">${e(shop)}</h1>
<p>${e(words.hello)}</p>
<p>${lead}</p>
<p><a href="${e(link)}" style="display:inline-block;padding:10px 16px;background:#171717;color:#fff;text-decoration:none;border-radius:6px">${e(words.view)}</a></p>
<p style="color:#525252">${e(words.once)}</p>
</div></body></html>`;
  return { subject, text, html };
}

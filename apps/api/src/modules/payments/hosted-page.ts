import {
  DEFAULT_PRICE_SETTINGS,
  DEFAULT_THEME_COLOR,
  directionOf,
  formatPrice,
  type LanguageCode,
  routes,
  type TranslationKey,
} from '@storefront/contracts';
import { paymentsAr } from '@storefront/contracts/i18n/payments.ar';
import { paymentsEn } from '@storefront/contracts/i18n/payments.en';
import { type TranslationValues, translate } from '@storefront/contracts/i18n/translate';
import { readableShadeOnWhite } from '@storefront/contracts/theme-colors';
import { type CardField, SANDBOX_DECLINED_CARD, SANDBOX_SUCCESS_CARD } from './gateways.ts';

/**
 * The sandbox card gateway's hosted page (/pay/{reference}): server-rendered HTML with a form
 * that works on its own, in the shop's language, with its logo and colour, and the amount on the
 * button. Its one script is a file from this origin (card-form.js at CARD_FORM_SCRIPT_PATH, as
 * the CSP's script-src 'self' allows; nothing inline), which groups the card number and puts
 * the expiry's slash in as the shopper types. Styles inline are allowed. Every value written
 * into it is escaped. After a submission with errors the fields keep what was typed, so a typo
 * is corrected rather than typed again, except the security code, which is never written back:
 * it is asked for again, and the field says so.
 */

/** Where the page's script is served (routes.ts). */
export const CARD_FORM_SCRIPT_PATH = '/pay/card-form.js';

const catalogues: Record<LanguageCode, Readonly<Record<string, string>>> = {
  en: paymentsEn,
  ar: paymentsAr,
};

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

const tr = (lang: LanguageCode, key: string, values?: TranslationValues) =>
  escapeHtml(translate(catalogues[lang], lang, key as TranslationKey, values));

/** An exact amount: every fils shown (3 decimals). */
const amountText = (fils: number) =>
  formatPrice(fils, { ...DEFAULT_PRICE_SETTINGS, format: 'decimals-format' });

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Tahoma,sans-serif;background:#f5f5f4;color:#1c1917;line-height:1.5}
main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border:1px solid #e7e5e4;border-radius:.75rem}
h1{font-size:1.25rem;margin:0 0 1rem}
.notice{background:#fef3c7;border:1px solid #f59e0b;border-radius:.5rem;padding:.75rem;font-size:.875rem;margin:0 0 1rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:0 0 1.25rem}
dt{color:#57534e}dd{margin:0;font-weight:600}
.field{margin-block-end:1rem}
label{display:block;font-weight:600;margin-block-end:.25rem}
input{width:100%;padding:.625rem .75rem;font:inherit;border:1px solid #a8a29e;border-radius:.5rem}
input:focus{outline:3px solid #2563eb;outline-offset:1px}
input[aria-invalid=true]{border-color:#b91c1c}
.error{color:#b91c1c;font-size:.875rem;margin:.25rem 0 0}
.summary{border:1px solid #b91c1c;background:#fef2f2;border-radius:.5rem;padding:.75rem;margin:0 0 1rem}
.summary ul{margin:.25rem 0 0;padding-inline-start:1.25rem}
.summary a{color:#b91c1c}
button{width:100%;padding:.75rem;font:inherit;font-size:1.0625rem;font-weight:600;color:#fff;background:var(--brand);border:0;border-radius:.5rem;cursor:pointer}
button:hover{filter:brightness(.92)}
button:focus{outline:3px solid #2563eb;outline-offset:2px}
.brand{display:flex;align-items:center;justify-content:center;gap:.75rem;max-width:28rem;margin:2rem auto 0;padding-inline:1.5rem}
.brand img{max-block-size:3rem;max-inline-size:12rem;object-fit:contain}
.brand span{font-size:1.25rem;font-weight:700;color:var(--brand)}
.brand + main{margin-block-start:1rem}
main{border-block-start:4px solid var(--brand)}
.hint{color:#57534e;font-size:.875rem;margin:.25rem 0 0}
.row{display:grid;grid-template-columns:1fr 1fr;grid-template-rows:auto auto auto;column-gap:1rem;margin-block-end:1rem}
.row .field{display:grid;grid-row:span 3;grid-template-rows:subgrid;margin:0}
.row label{align-self:end}
.nowrap{white-space:nowrap}
.cancel{display:block;text-align:center;margin-block-start:1rem}
a{color:var(--brand)}
`;

/** What the page shows of the shop: its name, logo and colour (the theme's). */
export interface ShopLook {
  shopTitle: string;
  /** A path on the shop's origin or an https URL; null when the theme has none. */
  logo: string | null;
  /** The theme's colour, #rrggbb. */
  color: string;
}

const HEX = /^#[0-9a-fA-F]{6}$/;

/** The theme's colour darkened until white text on it (and it on white) reads at 4.5:1. */
const brandColor = (color: string) =>
  readableShadeOnWhite(HEX.test(color) ? color : DEFAULT_THEME_COLOR);

/** The logo only when it is the shop's own file or an https address (img-src allows 'self'). */
const safeLogo = (logo: string | null) =>
  logo && (/^\/(?!\/)/.test(logo) || logo.startsWith('https://')) ? logo : null;

function brandHeader(look: ShopLook | undefined): string {
  if (!look) return '';
  const logo = safeLogo(look.logo);
  return `<header class="brand">${
    logo
      ? `<img src="${escapeHtml(logo)}" alt="${escapeHtml(look.shopTitle)}">`
      : `<span>${escapeHtml(look.shopTitle)}</span>`
  }</header>`;
}

function layout(
  lang: LanguageCode,
  title: string,
  body: string,
  { look, script = false }: { look?: ShopLook; script?: boolean } = {},
): string {
  const brand = brandColor(look?.color ?? DEFAULT_THEME_COLOR);
  return `<!doctype html>
<html lang="${lang}" dir="${directionOf(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="/favicon.ico">
<title>${title}</title>
<style>:root{--brand:${brand}}${STYLE}</style>${
    script ? `\n<script type="module" src="${CARD_FORM_SCRIPT_PATH}"></script>` : ''
  }
</head>
<body>
${brandHeader(look)}
<main>
${body}
</main>
</body>
</html>`;
}

export interface PayPageData extends ShopLook {
  lang: LanguageCode;
  reference: string;
  orderNumber: string;
  amount: number;
  /** Field errors (UI keys), after a submission. */
  errors?: Partial<Record<CardField, string>>;
  /** Values to keep after a submission (never the CVC, which is not even taken). */
  values?: { cardNumber?: string; expiry?: string; name?: string };
}

const FIELDS: {
  name: CardField;
  label: string;
  autocomplete: string;
  inputmode?: string;
  maxlength: number;
  placeholder?: string;
}[] = [
  {
    name: 'cardNumber',
    label: 'payments.page.cardNumber',
    autocomplete: 'cc-number',
    inputmode: 'numeric',
    maxlength: 23,
    placeholder: '4242 4242 4242 4242',
  },
  {
    name: 'expiry',
    label: 'payments.page.expiry',
    autocomplete: 'cc-exp',
    // The slash is put in by the page's script, and the server takes "1229" too.
    inputmode: 'numeric',
    maxlength: 7,
    placeholder: 'MM/YY',
  },
  {
    name: 'cvc',
    label: 'payments.page.cvc',
    autocomplete: 'cc-csc',
    inputmode: 'numeric',
    maxlength: 4,
  },
  { name: 'name', label: 'payments.page.name', autocomplete: 'cc-name', maxlength: 100 },
];

/** A number or amount kept left to right and on one line inside either language's text. */
const ltr = (text: string) => `<bdi dir="ltr" class="nowrap">${escapeHtml(text)}</bdi>`;

/** The test cards, each an unbreakable left-to-right run inside the sentence. */
function sandboxNotice(lang: LanguageCode): string {
  return tr(lang, 'payments.page.sandboxNotice', { success: '\u0001', declined: '\u0002' })
    .replace('\u0001', ltr(groupCardNumber(SANDBOX_SUCCESS_CARD)))
    .replace('\u0002', ltr(groupCardNumber(SANDBOX_DECLINED_CARD)));
}

/** Card numbers read in groups of four, as printed on the card. */
export const groupCardNumber = (value: string) =>
  value.replace(/[\s-]/g, '').replace(/(\d{4})(?=\d)/g, '$1 ');

/**
 * What a field shows again after a submission with errors: what was typed, so a mistake is
 * corrected in place (the card number grouped in fours); never the security code.
 */
function keptValue(field: CardField, values: NonNullable<PayPageData['values']>): string {
  if (field === 'cvc') return '';
  if (field === 'cardNumber') return groupCardNumber(values.cardNumber ?? '').slice(0, 23);
  return values[field] ?? '';
}

/** The payment form, with the order's number and amount, and its errors after a submission. */
export function renderPayPage(data: PayPageData): string {
  const { lang, errors = {}, values = {} } = data;
  const amount = amountText(data.amount);
  const title = tr(lang, 'payments.page.title', { orderNumber: data.orderNumber });
  const errorEntries = FIELDS.filter((f) => errors[f.name]);
  const summary =
    errorEntries.length === 0
      ? ''
      : `<div class="summary" role="alert" tabindex="-1" id="errors"><strong>${tr(lang, 'payments.page.errorsTitle')}</strong><ul>${errorEntries
          .map((f) => `<li><a href="#${f.name}">${tr(lang, errors[f.name] ?? '')}</a></li>`)
          .join('')}</ul></div>`;
  const submitted = errorEntries.length > 0;
  const input = (f: (typeof FIELDS)[number]) => {
    const error = errors[f.name];
    const kept = keptValue(f.name, values);
    // After a refusal the code is asked for again, saying why, unless its own error says it.
    const hint =
      submitted && f.name === 'cvc' && !error
        ? `<p class="hint" id="${f.name}-hint">${tr(lang, 'payments.page.cvcAgain')}</p>`
        : '';
    const describedBy = error ? `${f.name}-error` : hint ? `${f.name}-hint` : '';
    return `<div class="field">
<label for="${f.name}">${tr(lang, f.label)}</label>
<input id="${f.name}" name="${f.name}" type="text" required autocomplete="${f.autocomplete}"${
      f.inputmode ? ` inputmode="${f.inputmode}"` : ''
    } maxlength="${f.maxlength}"${
      f.placeholder ? ` placeholder="${f.placeholder}"` : ''
    } dir="ltr" value="${escapeHtml(kept)}"${error ? ' aria-invalid="true"' : ''}${
      describedBy ? ` aria-describedby="${describedBy}"` : ''
    }>
${error ? `<p class="error" id="${f.name}-error">${tr(lang, error)}</p>` : hint}
</div>`;
  };
  const [cardNumber, expiry, cvc, name] = FIELDS;
  const action = `/pay/${encodeURIComponent(data.reference)}?lang=${lang}`;
  const body = `<h1>${title}</h1>
<p class="notice">${sandboxNotice(lang)}</p>
<dl>
<dt>${tr(lang, 'payments.page.shop')}</dt><dd>${escapeHtml(data.shopTitle)}</dd>
<dt>${tr(lang, 'payments.page.order')}</dt><dd>${escapeHtml(data.orderNumber)}</dd>
<dt>${tr(lang, 'payments.page.amount')}</dt><dd>${ltr(amount)}</dd>
</dl>
${summary}
<form method="post" action="${escapeHtml(action)}" novalidate>
${cardNumber ? input(cardNumber) : ''}
<div class="row">${expiry ? input(expiry) : ''}${cvc ? input(cvc) : ''}</div>
${name ? input(name) : ''}
<button type="submit">${tr(lang, 'payments.page.pay', { amount: '\u0001' }).replace('\u0001', ltr(amount))}</button>
</form>
<a class="cancel" href="${escapeHtml(`${routes.checkoutResult}?reference=${encodeURIComponent(data.reference)}`)}">${tr(lang, 'payments.page.cancel')}</a>`;
  return layout(lang, title, body, { look: data, script: true });
}

/** A page that only says why there is nothing to pay: unknown or closed payment. */
export function renderMessagePage(lang: LanguageCode, kind: 'notFound' | 'notPending'): string {
  const title = tr(lang, `payments.page.${kind}Title`);
  const body = `<h1>${title}</h1>
<p role="status">${tr(lang, `payments.page.${kind}Body`)}</p>
<p><a href="/">${tr(lang, 'payments.page.backToShop')}</a></p>`;
  return layout(lang, title, body);
}

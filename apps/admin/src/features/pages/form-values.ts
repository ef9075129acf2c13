import {
  PAGE_ADDRESS_MAX,
  PAGE_ADDRESS_PATTERN,
  PAGE_BODY_MAX,
  PAGE_SEO_DESCRIPTION_MAX,
  PAGE_SEO_TITLE_MAX,
  PAGE_TITLE_MAX,
  type PageContent,
  type PageContentRequest,
} from '@storefront/contracts/admin-pages';

export const PAGE_LANGUAGES = ['en', 'ar'] as const;
export type PageLanguage = (typeof PAGE_LANGUAGES)[number];

/** A page's texts, each kept in English and Arabic. */
export const PAGE_TEXTS = ['title', 'body', 'seoTitle', 'seoDescription', 'address'] as const;
export type PageText = (typeof PAGE_TEXTS)[number];

/** The page as its form holds it: every text an English and an Arabic string ('' for none). */
export type PageFormValues = Record<PageText, Record<PageLanguage, string>>;

/** A field by the name the API gives it in a refusal: `title.en`, `body.ar`… */
export type PageField = `${PageText}.${PageLanguage}`;

/** Every field, in the order they are shown (English first): the first refused is focused. */
export const PAGE_FIELDS: readonly PageField[] = PAGE_LANGUAGES.flatMap((lang) =>
  PAGE_TEXTS.map((text): PageField => `${text}.${lang}`),
);

/** The most characters of each text (the body's are its HTML's), as the API checks them. */
export const PAGE_LIMITS: Record<PageText, number> = {
  title: PAGE_TITLE_MAX,
  body: PAGE_BODY_MAX,
  seoTitle: PAGE_SEO_TITLE_MAX,
  seoDescription: PAGE_SEO_DESCRIPTION_MAX,
  address: PAGE_ADDRESS_MAX,
};

const pair = (text: { en: string; ar?: string | undefined }) => ({
  en: text.en,
  ar: text.ar ?? '',
});

export function toFormValues(content: PageContent): PageFormValues {
  return {
    title: pair(content.title),
    body: pair(content.body),
    seoTitle: pair(content.seoTitle),
    seoDescription: pair(content.seoDescription),
    address: pair(content.address),
  };
}

export const emptyPage = (): PageFormValues => ({
  title: { en: '', ar: '' },
  body: { en: '', ar: '' },
  seoTitle: { en: '', ar: '' },
  seoDescription: { en: '', ar: '' },
  address: { en: '', ar: '' },
});

/** The texts trimmed; an empty Arabic text is left out (the page shows the English one). */
export function toPageBody(values: PageFormValues): PageContentRequest {
  const out = (text: PageText) => {
    const en = values[text].en.trim();
    const ar = values[text].ar.trim();
    return ar ? { en, ar } : { en };
  };
  return {
    title: out('title'),
    body: out('body'),
    seoTitle: out('seoTitle'),
    seoDescription: out('seoDescription'),
    address: out('address'),
  };
}

export type PageProblem =
  | { kind: 'required' }
  | { kind: 'tooLong'; max: number; count: number }
  | { kind: 'address' };

/** An address as the API will keep it: lower case. */
export const typedAddress = (value: string) => value.trim().toLowerCase();

/**
 * What the API would refuse, found before sending: no English title, or a text over its limit.
 * Empty when the page may be sent.
 */
export function pageProblems(values: PageFormValues): Partial<Record<PageField, PageProblem>> {
  const problems: Partial<Record<PageField, PageProblem>> = {};
  for (const field of PAGE_FIELDS) {
    const [text, lang] = field.split('.') as [PageText, PageLanguage];
    const value = values[text][lang].trim();
    if (field === 'title.en' && !value) problems[field] = { kind: 'required' };
    else if (value.length > PAGE_LIMITS[text]) {
      problems[field] = { kind: 'tooLong', max: PAGE_LIMITS[text], count: value.length };
    } else if (text === 'address' && value && !PAGE_ADDRESS_PATTERN.test(typedAddress(value))) {
      problems[field] = { kind: 'address' };
    }
  }
  return problems;
}

/** The language a field is in (its tab). */
export const languageOf = (field: string): PageLanguage => (field.endsWith('.ar') ? 'ar' : 'en');

/** A body's words without its markup, spaces run together: the search result's description. */
export function plainText(html: string): string {
  if (!html) return '';
  const document = new DOMParser().parseFromString(html, 'text/html');
  // A space after each block, so "<p>a</p><p>b</p>" reads "a b", not "ab".
  for (const block of document.body.querySelectorAll('p, h2, h3, h4, li, td, th, br')) {
    block.after(' ');
  }
  return (document.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

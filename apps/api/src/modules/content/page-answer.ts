import { type LanguageCode, languageCodes } from '@storefront/contracts';
import type { StaticPage } from '@storefront/contracts/catalogue';
import { localize } from '../../lib/localized-text.ts';
import type { StoredPageContent } from './stored-page-content.ts';

/**
 * A static page as shoppers' API answers it in a language (its live words, or a preview's draft
 * words), with its address in every language for its head's alternates.
 */
export function staticPageAnswer(
  pageId: number,
  words: Required<StoredPageContent>,
  updatedAt: Date,
  lang: LanguageCode,
): StaticPage & { addresses: Record<LanguageCode, string> } {
  const addresses = Object.fromEntries(
    languageCodes.map((code) => [code, localize(words.address, code)]),
  ) as Record<LanguageCode, string>;
  return {
    pageId,
    address: addresses[lang],
    title: localize(words.title, lang),
    body: localize(words.body, lang),
    seoTitle: localize(words.seoTitle, lang),
    seoDescription: localize(words.seoDescription, lang),
    updatedAt: updatedAt.toISOString(),
    addresses,
  };
}

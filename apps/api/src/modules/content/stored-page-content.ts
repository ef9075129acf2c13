import type { LocalizedText } from '../../lib/localized-text.ts';

/** A static page's words as a draft keeps them: what the live columns hold, in one value. */
export interface StoredPageContent {
  title: LocalizedText;
  body: LocalizedText;
  seoTitle: LocalizedText;
  seoDescription: LocalizedText;
  /** Absent in drafts saved before pages had addresses: the live address stays. */
  address?: LocalizedText;
}

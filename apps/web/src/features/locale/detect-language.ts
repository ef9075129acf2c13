import { readLanguage, shareLanguageWithServer, storeLanguage } from '@storefront/client/storage';
import { LANGUAGE_PARAM } from '@storefront/contracts/boot';
import { chooseLanguage, directionOf, type LanguageCode } from '@storefront/contracts/locale';

export interface LanguageDecision {
  lang: LanguageCode;
  /** True when the choice came from the URL and must be stored. */
  store: boolean;
  /** The search string without `lang`, when the URL carried it (to replace the address). */
  cleanedSearch: string | null;
}

/**
 * Spec 4 and 9: `?lang=xx` in the address wins (and is stored, then removed from the address),
 * then the stored language, then en. Unknown codes are ignored.
 */
export function resolveLanguage(search: string, stored: string | null): LanguageDecision {
  const params = new URLSearchParams(search);
  const requested = params.get(LANGUAGE_PARAM);
  let cleanedSearch: string | null = null;
  if (params.has(LANGUAGE_PARAM)) {
    params.delete(LANGUAGE_PARAM);
    const rest = params.toString();
    cleanedSearch = rest ? `?${rest}` : '';
  }
  const lang = chooseLanguage(requested, stored);
  return { lang, store: lang === requested, cleanedSearch };
}

/** Runs before the first render: decides the language, stores it, cleans the URL, sets <html>. */
export function detectLanguage(): LanguageCode {
  const decision = resolveLanguage(window.location.search, readLanguage());
  if (decision.store) storeLanguage(decision.lang);
  else shareLanguageWithServer(decision.lang);
  if (decision.cleanedSearch !== null) {
    const { pathname, hash } = window.location;
    window.history.replaceState(
      window.history.state,
      '',
      `${pathname}${decision.cleanedSearch}${hash}`,
    );
  }
  applyDocumentLanguage(decision.lang);
  return decision.lang;
}

export function applyDocumentLanguage(lang: string): void {
  document.documentElement.lang = lang;
  document.documentElement.dir = directionOf(lang);
}

import {
  DEFAULT_LANGUAGE,
  type LanguageCode,
  languageCodes,
  RTL_LANGUAGES,
} from '@storefront/contracts/locale';
import { readLanguage, shareLanguageWithServer, storeLanguage } from '../../lib/storage.ts';

const LANG_PARAM = 'lang';

export function isLanguageCode(value: string | null | undefined): value is LanguageCode {
  return (languageCodes as readonly string[]).includes(value ?? '');
}

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
  const requested = params.get(LANG_PARAM);
  let cleanedSearch: string | null = null;
  if (params.has(LANG_PARAM)) {
    params.delete(LANG_PARAM);
    const rest = params.toString();
    cleanedSearch = rest ? `?${rest}` : '';
  }
  if (isLanguageCode(requested)) return { lang: requested, store: true, cleanedSearch };
  if (isLanguageCode(stored)) return { lang: stored, store: false, cleanedSearch };
  return { lang: DEFAULT_LANGUAGE, store: false, cleanedSearch };
}

export function directionOf(lang: string): 'rtl' | 'ltr' {
  return RTL_LANGUAGES.has(lang) ? 'rtl' : 'ltr';
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

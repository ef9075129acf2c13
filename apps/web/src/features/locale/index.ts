/**
 * Locale (API module `locale`): the page's language (detected before anything renders), the
 * translations (from the page, the cache or the server, into the store that
 * shared/hooks/use-translation.ts reads) and the language selector.
 */
export { LanguageSelect } from './components/language-select.tsx';
export { detectLanguage } from './detect-language.ts';
export { prefetchLanguages } from './prefetch.ts';
export { initTranslations } from './translations.ts';

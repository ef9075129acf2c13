import {
  type TranslationMap,
  type TranslationValues,
  translate,
} from '@storefront/client/translate';
import type { TranslationKey } from '@storefront/contracts/i18n/en';
import { DEFAULT_LANGUAGE, type LanguageCode } from '@storefront/contracts/locale';
import { createContext, useContext, useSyncExternalStore } from 'react';

/**
 * The strings the page is shown in. There is one language per page load (choosing another
 * reloads, spec 4), so the store holds one catalogue; it changes only when a newer version
 * arrives in the background, and then every component using it re-renders.
 */
export interface TranslationState {
  readonly language: LanguageCode;
  readonly catalogue: TranslationMap;
  readonly t: (key: TranslationKey, values?: TranslationValues) => string;
}

export function stateFor(language: LanguageCode, catalogue: TranslationMap): TranslationState {
  return { language, catalogue, t: (key, values) => translate(catalogue, language, key, values) };
}

let state = stateFor(DEFAULT_LANGUAGE, {});
const listeners = new Set<() => void>();

export function setCatalogue(language: LanguageCode, catalogue: TranslationMap): void {
  state = stateFor(language, catalogue);
  for (const listener of listeners) listener();
}

export function getTranslationState(): TranslationState {
  return state;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The server renders pages in several languages at once, so it cannot use the one store: it
 * gives each page its strings through this context instead (entry-server.tsx).
 */
export const ServerTranslations = createContext<TranslationState | null>(null);

/** `t` for the current catalogue, and the page's language. */
export function useTranslation(): TranslationState {
  const server = useContext(ServerTranslations);
  const state = useSyncExternalStore(subscribe, getTranslationState, getTranslationState);
  return server ?? state;
}

/**
 * The suggestion list's chunk: the search box loads it on first focus or typing. (In a module of
 * its own, not in index.ts: a dynamic import in a module that lazy pages share as well keeps
 * Rolldown from merging the first load's small chunks.)
 */
export const loadSuggestionOptions = () => import('./suggestion-options.tsx');

/**
 * The suggestion list's chunk: the search box loads it on first focus or typing. It holds the
 * options' drawing and how the box's answers become options (box-rows.ts), so neither weighs on
 * the first load. (In a module of its own, not in index.ts: a dynamic import in a module that
 * lazy pages share as well keeps Rolldown from merging the first load's small chunks.)
 */
export type SuggestionOptionsModule = typeof import('./suggestion-options.tsx');

let loaded: SuggestionOptionsModule | undefined;

export const loadSuggestionOptions = (): Promise<SuggestionOptionsModule> =>
  import('./suggestion-options.tsx').then((module) => {
    loaded = module;
    return module;
  });

/** The chunk once it has loaded, else undefined. */
export const loadedSuggestionOptions = (): SuggestionOptionsModule | undefined => loaded;

/**
 * The phone's filters drawer (and Base UI's dialog under it): loaded when the shopper reaches for
 * the "Filters" button, not with the search page. (In a module of its own, not in index.ts: see
 * impersonation's load-impersonation-banner.ts.)
 */
export const loadFiltersDrawer = () =>
  import('./filters-drawer.tsx').then((m) => ({ default: m.FiltersDrawer }));

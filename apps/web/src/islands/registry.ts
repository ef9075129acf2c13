import type { ComponentType } from 'react';

/**
 * Every island by name, with the code the browser loads for it (decision 66): each is a chunk of
 * its own in the islands build, so a page loads the code of the islands it shows and nothing
 * else. The server draws the same components where `island()` and `deferredIsland()` name them.
 */
export const islandCode = {
  header: () => import('../app/layout/header.tsx').then((m) => m.Header),
  impersonation: () =>
    import('../app/layout/impersonation-slot.tsx').then((m) => m.ImpersonationBannerSlot),
  footer: () => import('../app/layout/footer.tsx').then((m) => m.Footer),
  backToTop: () => import('../app/layout/back-to-top.tsx').then((m) => m.BackToTop),
  homeLists: () => import('../app/routes/data-list-sections.tsx').then((m) => m.default),
  search: () => import('../app/routes/filter-search.tsx').then((m) => m.FilterSearch),
  product: () => import('../app/routes/product-island.tsx').then((m) => m.ProductIsland),
  // biome-ignore lint/suspicious/noExplicitAny: each island has its own props, checked where it is named
} satisfies Record<string, () => Promise<ComponentType<any>>>;

export type IslandName = keyof typeof islandCode;

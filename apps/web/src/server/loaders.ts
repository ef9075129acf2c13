import type { PageRouteName, pageRoutes } from '@storefront/contracts/routes';
import type { ThemeConfig } from '@storefront/contracts/theme';
import type { QueryClient } from '@tanstack/react-query';
import { parseId, prefetchHomeLists, prefetchProduct } from '../features/catalogue/index.ts';
import { pageAddressOf, prefetchStaticPage } from '../features/content/index.ts';
import { prefetchLanguages } from '../features/locale/index.ts';
import { prefetchMenus } from '../features/menus/index.ts';
import { prefetchSearchPage } from '../features/search/index.ts';
import { prefetchDeliveryDays } from '../features/shipping/index.ts';

/**
 * What each public page of the route table reads, from its URL (issue 24): the server asks for it
 * all at once, in parallel, and draws the page once. Server-only: the browser hydrates from the
 * answers the server hands it and needs none of this. A query a page reads but its loader does
 * not name still works (the renderer asks for it and draws again), at the cost of a second pass,
 * which the page's Server-Timing shows and e2e/tests/server-rendering.spec.ts refuses.
 */
export interface LoaderContext {
  client: QueryClient;
  /** The address's `:params` (contracts' matchPageRoute). */
  values: Record<string, string>;
  /** The parameters the route reads (contracts' pageQuery). */
  search: URLSearchParams;
  theme: ThemeConfig | null;
}

type Loader = (context: LoaderContext) => Promise<unknown>[] | Promise<unknown>;

/** Routes drawn for one visitor are a skeleton on the server: they load nothing. */
type PublicRouteName = {
  [Name in PageRouteName]: (typeof pageRoutes)[Name] extends { personal: true } ? never : Name;
}[PageRouteName];

const home: Loader = ({ client }) => prefetchHomeLists(client);

/** Every public route's loader: a public route without one does not compile. */
export const loaders: Record<PublicRouteName, Loader> = {
  home,
  appShell: home,
  product: ({ client, values }) => [
    prefetchProduct(client, parseId(values.productId)),
    prefetchDeliveryDays(client),
  ],
  filterSearch: ({ client, search }) => prefetchSearchPage(client, search),
  staticPage: ({ client, values }) => prefetchStaticPage(client, pageAddressOf(values.pageAddress)),
  contactUs: () => [],
  trackOrder: () => [],
};

/** The shared layout's data, on every page (its menus, its language choice). */
export const layoutLoader: Loader = ({ client, theme }) => [
  ...prefetchMenus(client, theme),
  ...prefetchLanguages(client, theme),
];

import { pageRouteNames, pageRoutes } from '@storefront/contracts/routes';
import { renderToString } from 'react-dom/server';
import {
  Outlet,
  type RouteObject,
  Link as RouterLink,
  StaticRouter,
  useParams,
  useRoutes as useRouterRoutes,
} from 'react-router';
import { describe, expect, it } from 'vitest';
import { Link, useRoutes } from './router.tsx';

type To = Parameters<typeof Link>[0]['to'];

const drawn = (element: React.ReactNode) =>
  renderToString(<StaticRouter location="/products/7?lang=ar">{element}</StaticRouter>);

describe("the server build's Link", () => {
  const addresses: To[] = [
    '/',
    '/products/7',
    '/search/filterSearch?categoryId=2&lang=ar',
    '/pages/about-us#team',
    '/a/../b//c/./d/',
    '/cart?',
    { pathname: '/search/filterSearch', search: 'q=tea' },
    { pathname: '/products/3', search: '?variation=2', hash: 'reviews' },
    // Handed to the router's own:
    'reviews',
    '?page=2',
    '../cart',
    'https://example.com/x',
    'mailto:shop@example.com',
    '//cdn.example.com/x',
    { search: '?page=3' },
  ];

  it.each(addresses.map((to) => [JSON.stringify(to), to]))(
    'writes the anchor the router writes for %s',
    (_, to) => {
      const props = { to, className: 'link', 'aria-label': 'Go', children: 'Go' };
      expect(drawn(<Link {...props} />)).toBe(drawn(<RouterLink {...props} />));
    },
  );

  it('writes the same anchor with a target, without discovery, or reloading the page', () => {
    for (const props of [
      { to: '/cart', target: '_blank' },
      { to: '/cart', discover: 'none' as const },
      { to: '/cart', reloadDocument: true, replace: true, state: { from: 'x' } },
    ]) {
      expect(drawn(<Link {...props}>Cart</Link>)).toBe(
        drawn(<RouterLink {...props}>Cart</RouterLink>),
      );
    }
  });
});

/** The storefront's shape: a layout around every route of the table, and a page for the rest. */
function Page({ name }: { name: string }) {
  return <p>{`${name} ${JSON.stringify(useParams())}`}</p>;
}
const routes: RouteObject[] = [
  {
    element: (
      <main>
        <Outlet />
      </main>
    ),
    children: [
      ...pageRouteNames.map((name) => ({
        path: pageRoutes[name].path,
        element: <Page name={name} />,
      })),
      { path: '*', element: <Page name="not found" /> },
    ],
  },
];
function Routes({ hook }: { hook: typeof useRoutes }) {
  return hook(routes);
}

describe("the server build's useRoutes", () => {
  it.each([
    '/',
    '/products/7',
    '/products/7/',
    '/PRODUCTS/7',
    '/%70roducts/7',
    '/products/caf%C3%A9',
    '/products',
    '/products/7/reviews',
    '//products/7',
    '/pages/about-us',
    '/search/filterSearch',
    '/cart',
    '/account/orders/12',
    '/nope',
    '/%E0%A4%A',
  ])('draws the route the router draws for %s', (pathname) => {
    const draw = (hook: typeof useRoutes) =>
      renderToString(
        <StaticRouter location={pathname}>
          <Routes hook={hook} />
        </StaticRouter>,
      );
    const drawn = draw(useRoutes);
    expect(drawn).toBe(draw(useRouterRoutes));
    expect(drawn).toContain('<main><p>');
  });
});

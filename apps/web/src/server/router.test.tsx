import { renderToString } from 'react-dom/server';
import { Link as RouterLink, StaticRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Link } from './router.tsx';

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

import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { en } from '@storefront/contracts/i18n/en';
import { eq } from 'drizzle-orm';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { files, productPictures, products } from '../../db/schema.ts';
import { useTestApp } from '../../test/app.ts';
import { visibleProduct } from '../catalogue/sql.ts';
import { F, insertFixtureCatalogue } from '../catalogue/test-fixture.ts';
import { productSitemap, sitemapFile, sitemapIndex } from './service.ts';

const ORIGIN = 'https://dukkan.example';
const C = F.category;
const P = F.product;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  // Lists stay lists even with one element.
  isArray: (name) => ['url', 'sitemap', 'xhtml:link'].includes(name),
});

/** Parses a sitemap after checking it is well-formed XML. */
function parseXml(text: string) {
  expect(XMLValidator.validate(text)).toBe(true);
  return parser.parse(text);
}

interface UrlEntry {
  loc: string;
  lastmod?: string;
  'xhtml:link': Array<{ '@rel': string; '@hreflang': string; '@href': string }>;
}

const urlsOf = (xml: string): UrlEntry[] => parseXml(xml).urlset.url ?? [];

/** What a page's head says to search engines, read from its HTML. */
function headOf(html: string) {
  const decodeEntities = (text: string) =>
    text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
  const canonical = html.match(/<link rel="canonical" href="([^"]+)">/)?.[1];
  const alternates = Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map(
      ([, lang, href]) => [lang!, decodeEntities(href!)],
    ),
  );
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)];
  expect(scripts).toHaveLength(1);
  const jsonLd = JSON.parse(scripts[0]![1]!);
  const graph = jsonLd['@graph'] as Array<Record<string, unknown>>;
  const node = (type: string) => graph.find((n) => n['@type'] === type);
  return {
    title: decodeEntities(html.match(/<title>(.*?)<\/title>/)?.[1] ?? ''),
    canonical: canonical && decodeEntities(canonical),
    alternates,
    jsonLd,
    node,
  };
}

/** The test shop's About page's Arabic address, as a URL writes it. */
const ABOUT_AR = encodeURIComponent('عن-زفير');

describe('search engines: sitemaps, robots.txt and page heads', () => {
  const webDist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><!--app-head--></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(webDist, 'robots.txt'), 'User-agent: *\nDisallow: /');
  const t = useTestApp({ env: { WEB_DIST: webDist, PUBLIC_URL: ORIGIN } });

  let visibleIds: number[];
  beforeAll(async () => {
    await insertFixtureCatalogue(t.database.db);
    const rows = await t.database.db
      .select({ id: products.id })
      .from(products)
      .where(visibleProduct);
    visibleIds = rows.map((row) => row.id).sort((a, b) => a - b);
  });

  const productIdOf = (loc: string) => Number(/\/products\/(\d+)(?:\?|$)/.exec(loc)?.[1]);

  describe('robots.txt', () => {
    it('allows all but the shopper’s own pages, names the sitemap, and beats the built file', async () => {
      const response = await t.app.inject('/robots.txt');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(response.headers['cache-control']).toBe('public, max-age=3600');
      const lines = response.body.split('\n');
      expect(lines).toContain('User-agent: *');
      expect(lines).toContain('Allow: /');
      expect(lines).not.toContain('Disallow: /');
      for (const path of [
        '/cart',
        '/checkout',
        '/account',
        '/api/',
        '/wishlist',
        '/staff',
        '/login',
        '/register',
        '/forgot-password',
        '/reset-password',
      ]) {
        expect(lines).toContain(`Disallow: ${path}`);
      }
      expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    });
  });

  describe('sitemaps', () => {
    it('/sitemap.xml: an index of the pages sitemap and every products sitemap', async () => {
      const response = await t.app.inject('/sitemap.xml');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(response.headers['cache-control']).toBe('public, max-age=3600');
      const index = parseXml(response.body).sitemapindex;
      expect(index['@xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
      const locs = (index.sitemap as Array<{ loc: string; lastmod?: string }>).map((s) => s.loc);
      // 10,000 URLs a file, two languages a product.
      const files = Math.ceil(visibleIds.length / 5_000);
      expect(locs).toEqual([
        `${ORIGIN}/sitemaps/pages.xml`,
        ...Array.from({ length: files }, (_, i) => `${ORIGIN}/sitemaps/products-${i + 1}.xml`),
      ]);
      for (const entry of index.sitemap.slice(1)) {
        expect(entry.lastmod).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
      }
    });

    it('/sitemaps/products-1.xml: every visible product once per language, with alternates', async () => {
      const response = await t.app.inject('/sitemaps/products-1.xml');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(response.headers['cache-control']).toBe('public, max-age=3600');
      expect(parseXml(response.body).urlset['@xmlns:xhtml']).toBe('http://www.w3.org/1999/xhtml');
      const urls = urlsOf(response.body);
      const locs = urls.map((url) => url.loc);
      expect(new Set(locs).size).toBe(locs.length);
      for (const lang of ['en', 'ar']) {
        const ids = locs
          .filter((loc) => (lang === 'en' ? !loc.includes('?') : loc.endsWith(`?lang=${lang}`)))
          .map(productIdOf)
          .sort((a, b) => a - b);
        expect(ids, lang).toEqual(visibleIds);
      }
      expect(locs).toHaveLength(visibleIds.length * 2);
      for (const hidden of [P.unpublished, P.shadow]) {
        expect(locs.some((loc) => productIdOf(loc) === hidden)).toBe(false);
      }

      const kettle = urls.find((url) => url.loc === `${ORIGIN}/products/${P.kettle}?lang=ar`)!;
      // The fixture's products appeared a minute apart from 2025-01-01.
      expect(kettle.lastmod).toBe('2025-01-01T00:01:00Z');
      expect(
        kettle['xhtml:link'].map((link) => [link['@rel'], link['@hreflang'], link['@href']]),
      ).toEqual([
        ['alternate', 'en', `${ORIGIN}/products/${P.kettle}`],
        ['alternate', 'ar', `${ORIGIN}/products/${P.kettle}?lang=ar`],
        ['alternate', 'x-default', `${ORIGIN}/products/${P.kettle}`],
      ]);
    });

    it('pages products into files of at most the limit, each product in exactly one', async () => {
      const db = t.database.db;
      const limit = 2 * Math.ceil(visibleIds.length / 3);
      const index = parseXml(await sitemapIndex(db, ORIGIN, limit)).sitemapindex;
      const names = (index.sitemap as Array<{ loc: string }>).map((s) => s.loc.split('/').pop());
      expect(names).toEqual(['pages.xml', 'products-1.xml', 'products-2.xml', 'products-3.xml']);

      const seen: number[] = [];
      for (const page of [1, 2, 3]) {
        const urls = urlsOf((await productSitemap(db, ORIGIN, page, limit))!);
        expect(urls.length).toBeGreaterThan(0);
        expect(urls.length).toBeLessThanOrEqual(limit);
        seen.push(
          ...urls.filter((url) => !url.loc.includes('lang=')).map((u) => productIdOf(u.loc)),
        );
      }
      expect(seen.sort((a, b) => a - b)).toEqual(visibleIds);
      expect(await productSitemap(db, ORIGIN, 4, limit)).toBeNull();
      // An odd limit still counts both languages of a product against it.
      const small = urlsOf((await productSitemap(db, ORIGIN, 1, 3))!);
      expect(small).toHaveLength(2);
      expect(await sitemapFile(db, ORIGIN, 'products-2.xml', 3)).not.toBeNull();
    });

    it('answers 404 for a sitemap that does not exist', async () => {
      for (const name of ['products-0.xml', 'products-999999.xml', 'products-x.xml', 'nope.xml']) {
        const response = await t.app.inject(`/sitemaps/${name}`);
        expect(response.statusCode, name).toBe(404);
      }
    });

    it('/sitemaps/pages.xml: home, contact, static pages and visible categories', async () => {
      const response = await t.app.inject('/sitemaps/pages.xml');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
      // `&` between parameters is escaped.
      expect(response.body).toContain(`?categoryId=${C.kettles}&amp;lang=ar`);
      expect(response.body).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
      const urls = urlsOf(response.body);
      const locs = urls.map((url) => url.loc);
      expect(new Set(locs).size).toBe(locs.length);
      // English, the default language, is the bare address; Arabic adds ?lang=ar.
      for (const [bare, inLang] of [
        ['', ''],
        ['?lang=ar', '&lang=ar'],
      ]) {
        expect(locs).toContain(`${ORIGIN}/${bare}`);
        expect(locs).toContain(`${ORIGIN}/contact-us${bare}`);
        expect(locs).toContain(`${ORIGIN}/pages/${bare ? ABOUT_AR : 'about-zephyr'}${bare}`);
        for (const id of [C.root, C.kitchen, C.kettles, C.garden]) {
          expect(locs).toContain(`${ORIGIN}/search/filterSearch?categoryId=${id}${inLang}`);
        }
        for (const id of [C.hidden, C.underHidden, C.draft]) {
          expect(locs).not.toContain(`${ORIGIN}/search/filterSearch?categoryId=${id}${inLang}`);
        }
      }
      const about = urls.find((url) => url.loc === `${ORIGIN}/pages/about-zephyr`)!;
      expect(about.lastmod).toBe('2025-06-01T10:00:00Z');
      // A static page has an address of its own in each language.
      expect(about['xhtml:link'].map((link) => link['@href'])).toEqual([
        `${ORIGIN}/pages/about-zephyr`,
        `${ORIGIN}/pages/${ABOUT_AR}?lang=ar`,
        `${ORIGIN}/pages/about-zephyr`,
      ]);
      const home = urls.find((url) => url.loc === `${ORIGIN}/?lang=ar`)!;
      // Each language's entry is the page's address in that language; x-default is English's.
      expect(home['xhtml:link'].map((link) => link['@href'])).toEqual([
        `${ORIGIN}/`,
        `${ORIGIN}/?lang=ar`,
        `${ORIGIN}/`,
      ]);
    });
  });

  describe('page heads', () => {
    const page = async (url: string, status = 200) => {
      const response = await t.app.inject(url);
      expect(response.statusCode, url).toBe(status);
      return headOf(response.body);
    };

    it('a product page: canonical in its language, hreflang alternates, English and x-default the bare URL', async () => {
      const productUrl = `${ORIGIN}/products/${P.kettle}`;
      const alternates = {
        en: `${productUrl}`,
        ar: `${productUrl}?lang=ar`,
        'x-default': productUrl,
      };
      const english = await page(`/products/${P.kettle}?utm_source=mail`);
      expect(english.canonical).toBe(`${productUrl}`);
      expect(english.alternates).toEqual(alternates);
      expect(english.title).toBe('Zephyr Kettle | Dukkan');
      const arabic = await page(`/products/${P.kettle}/?lang=ar`);
      expect(arabic.canonical).toBe(`${productUrl}?lang=ar`);
      expect(arabic.alternates).toEqual(alternates);
      expect(arabic.title).toBe('غلاية زفير | دكان');
    });

    it('a search page keeps its keyword, category, brands and page, in order, and drops the rest', async () => {
      const search = `${ORIGIN}/search/filterSearch?keyword=tea+pot&categoryId=${C.kitchen}&brandId=${F.brand.quokka}%2C${F.brand.zebu}&page=2`;
      const alternates = {
        en: `${search}`,
        ar: `${search}&lang=ar`,
        'x-default': search,
      };
      const url = `/search/filterSearch?page=2&sort=name&brandId=${F.brand.zebu},${F.brand.quokka}&onSale=true&keyword=tea%20pot&categoryId=${C.kitchen}`;
      const english = await page(url);
      expect(english.canonical).toBe(`${search}`);
      expect(english.alternates).toEqual(alternates);
      expect(english.title).toBe('Results for “tea pot” | Dukkan');
      const arabic = await page(`${url}&lang=ar`);
      expect(arabic.canonical).toBe(`${search}&lang=ar`);
      expect(arabic.alternates).toEqual(alternates);

      // A category's listing, as the sitemap and the menus name it: the category's name.
      const category = await page(`/search/filterSearch?keyword=&categoryId=${C.kettles}&page=1`);
      expect(category.canonical).toBe(`${ORIGIN}/search/filterSearch?categoryId=${C.kettles}`);
      expect(category.title).toBe('Kettles | Dukkan');
      expect((await page(`/search/filterSearch?categoryId=${C.kettles}&lang=ar`)).title).toBe(
        'غلايات | دكان',
      );
    });

    it("the home: the shop's title, canonical / in English and /?lang=ar in Arabic", async () => {
      const alternates = {
        en: `${ORIGIN}/`,
        ar: `${ORIGIN}/?lang=ar`,
        'x-default': `${ORIGIN}/`,
      };
      const english = await page('/');
      expect(english.canonical).toBe(`${ORIGIN}/`);
      expect(english.alternates).toEqual(alternates);
      expect(english.title).toBe('Dukkan — everyday shopping, delivered across Kuwait');
      const arabic = await page('/?lang=ar');
      expect(arabic.canonical).toBe(`${ORIGIN}/?lang=ar`);
      expect(arabic.alternates).toEqual(alternates);
      expect(arabic.title).toMatch(/[\u0600-\u06ff]/);
      // The stored choice (cookie) decides the bare URL's language, and so its canonical.
      const byCookie = await t.app.inject({ url: '/', headers: { cookie: 'lang=ar' } });
      expect(headOf(byCookie.body).canonical).toBe(`${ORIGIN}/?lang=ar`);
    });

    it('other pages: their path in their language, and a title of their own', async () => {
      const cart = await page('/cart/?lang=ar&x=1');
      expect(cart.canonical).toBe(`${ORIGIN}/cart?lang=ar`);
      expect(cart.alternates['x-default']).toBe(`${ORIGIN}/cart`);
      expect(cart.node('WebSite')).toBeDefined();
      expect(cart.title).toMatch(/ \| دكان$/);
      const contact = await page('/contact-us');
      expect(contact.canonical).toBe(`${ORIGIN}/contact-us`);
      expect(contact.title).toBe('Contact us | Dukkan');
      // Not the home page's title on the pages that have their own words for it.
      for (const [path, title] of [
        ['/login', 'Log in'],
        ['/register', 'Create an account'],
        ['/forgot-password', en['forgotPassword.title']],
        ['/account/info', en['accountInfo.title']],
        ['/staff', en['impersonation.staff.title']],
      ] as const) {
        expect((await page(path)).title, path).toBe(`${title} | Dukkan`);
      }
    });

    it("every public page's canonical URL is its own hreflang entry, without tracking parameters", async () => {
      const ad = 'utm_source=ad&utm_campaign=eid&fbclid=XYZ&gclid=abc';
      for (const paths of [
        '/',
        `/products/${P.kettle}`,
        `/search/filterSearch?keyword=tea&categoryId=${C.kitchen}`,
        { en: '/pages/about-zephyr', ar: `/pages/${ABOUT_AR}` },
        '/contact-us',
        '/track-order',
      ]) {
        for (const [lang, query] of [
          ['en', ''],
          ['en', 'lang=en'],
          ['ar', 'lang=ar'],
        ] as const) {
          const path = typeof paths === 'string' ? paths : paths[lang];
          const join = path.includes('?') ? '&' : '?';
          const url = `${path}${join}${[query, ad].filter(Boolean).join('&')}`;
          const head = await page(url);
          expect(head.canonical, url).toBe(head.alternates[lang]);
          expect(head.canonical, url).not.toMatch(/utm_|fbclid|gclid/);
        }
      }
    });

    it('JSON-LD on every page: the Organization and the WebSite with its SearchAction', async () => {
      for (const url of ['/', '/cart', `/products/${P.kettle}`, '/search/filterSearch?keyword=x']) {
        const head = await page(url);
        expect(head.jsonLd['@context']).toBe('https://schema.org');
        expect(head.node('Organization'), url).toEqual({
          '@type': 'Organization',
          '@id': `${ORIGIN}/#organization`,
          name: 'Dukkan',
          url: `${ORIGIN}/`,
          logo: `${ORIGIN}/brand/logo.svg`,
          sameAs: [
            'https://x.com/dukkan.demo',
            'https://www.facebook.com/dukkan.demo',
            'https://www.instagram.com/dukkan.demo',
          ],
        });
        expect(head.node('WebSite'), url).toEqual({
          '@type': 'WebSite',
          '@id': `${ORIGIN}/#website`,
          url: `${ORIGIN}/`,
          name: 'Dukkan',
          publisher: { '@id': `${ORIGIN}/#organization` },
          inLanguage: 'en',
          potentialAction: {
            '@type': 'SearchAction',
            target: `${ORIGIN}/search/filterSearch?keyword={search_term_string}`,
            'query-input': 'required name=search_term_string',
          },
        });
      }
      const arabic = await page('/?lang=ar');
      expect(arabic.node('Organization')).toMatchObject({ name: 'دكان' });
      expect(arabic.node('WebSite')).toMatchObject({ inLanguage: 'ar' });
    });

    it('JSON-LD on a product page: the Product, and a BreadcrumbList down its categories', async () => {
      const head = await page(`/products/${P.kettle}`);
      const url = `${ORIGIN}/products/${P.kettle}`;
      expect(head.node('Product')).toMatchObject({
        name: 'Zephyr Kettle',
        description: 'Zephyr Kettle description.',
        sku: `ZEPHYR-${P.kettle}`,
        url,
        image: [expect.stringMatching(/^https:\/\/dukkan\.example\/files\/test\//)],
        brand: { '@type': 'Brand', name: 'Quokka Co' },
        offers: {
          '@type': 'Offer',
          url,
          priceCurrency: 'KWD',
          price: '12.000',
          availability: 'https://schema.org/InStock',
        },
      });
      const listing = (id: number, lang = 'en') =>
        `${ORIGIN}/search/filterSearch?categoryId=${id}${lang === 'en' ? '' : `&lang=${lang}`}`;
      expect(head.node('BreadcrumbList')).toEqual({
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/` },
          { '@type': 'ListItem', position: 2, name: 'Zephyr Home', item: listing(C.root) },
          { '@type': 'ListItem', position: 3, name: 'Zephyr Kitchen', item: listing(C.kitchen) },
          { '@type': 'ListItem', position: 4, name: 'Kettles', item: listing(C.kettles) },
          { '@type': 'ListItem', position: 5, name: 'Zephyr Kettle', item: url },
        ],
      });

      const arabic = await page(`/products/${P.kettle}?lang=ar`);
      const crumbs = arabic.node('BreadcrumbList')!.itemListElement as Array<{
        name: string;
        item: string;
      }>;
      expect(crumbs.map((crumb) => crumb.name)).toEqual([
        'الرئيسية',
        'بيت زفير',
        'مطبخ زفير',
        'غلايات',
        'غلاية زفير',
      ]);
      expect(crumbs[3]!.item).toBe(listing(C.kettles, 'ar'));
      expect(arabic.node('Product')).toMatchObject({ name: 'غلاية زفير' });
    });

    it("a link to one variation previews that variation's picture; the page stays canonical", async () => {
      const db = t.database.db;
      const kettle = await db
        .select({ fileId: productPictures.fileId, key: files.storageKey })
        .from(productPictures)
        .innerJoin(files, eq(files.id, productPictures.fileId))
        .where(eq(productPictures.productId, P.kettle))
        .orderBy(productPictures.sortOrder);
      const [front, side] = kettle;
      await db.insert(productPictures).values([
        { productId: P.shirt, fileId: front!.fileId, sortOrder: 0 },
        { productId: P.shirt, fileId: side!.fileId, sortOrder: 1, variationId: F.variation.mRed },
      ]);
      try {
        const imageOf = async (query: string) => {
          const head = await page(`/products/${P.shirt}${query}`);
          expect(head.canonical).toBe(`${ORIGIN}/products/${P.shirt}`);
          return (head.node('Product')!.image as string[])[0];
        };
        expect(await imageOf('')).toBe(`${ORIGIN}/files/${front!.key}`);
        expect(await imageOf(`?variation=${F.variation.mRed}`)).toBe(
          `${ORIGIN}/files/${side!.key}`,
        );
        // A variation without pictures, or not a variation at all: the product's own.
        expect(await imageOf(`?variation=${F.variation.mBlue}`)).toBe(
          `${ORIGIN}/files/${front!.key}`,
        );
        expect(await imageOf('?variation=red')).toBe(`${ORIGIN}/files/${front!.key}`);
      } finally {
        await db.delete(productPictures).where(eq(productPictures.productId, P.shirt));
      }
    });

    it('a static page: its own title and a BreadcrumbList; an unknown one a real 404', async () => {
      const head = await page(`/pages/${ABOUT_AR}?lang=ar`);
      const url = `${ORIGIN}/pages/${ABOUT_AR}?lang=ar`;
      expect(head.title).toBe('عن زفير | دكان');
      expect(head.canonical).toBe(url);
      expect(head.alternates.en).toBe(`${ORIGIN}/pages/about-zephyr`);
      expect(head.alternates['x-default']).toBe(`${ORIGIN}/pages/about-zephyr`);
      expect(head.node('BreadcrumbList')).toEqual({
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'الرئيسية', item: `${ORIGIN}/?lang=ar` },
          { '@type': 'ListItem', position: 2, name: 'عن زفير', item: url },
        ],
      });
      const english = await t.app.inject('/pages/about-zephyr');
      expect(english.body).toContain('<meta name="description" content="Who we are A test shop.">');

      // Its id, another language's address or another case move to its own address (301),
      // keeping what the request carried.
      for (const [asked, movedTo] of [
        [`/pages/${F.page.about}`, '/pages/about-zephyr'],
        [
          `/pages/${F.page.about}?lang=ar&utm_source=ad`,
          `/pages/${ABOUT_AR}?lang=ar&utm_source=ad`,
        ],
        [`/pages/${ABOUT_AR}`, '/pages/about-zephyr'],
        ['/pages/About-Zephyr?lang=ar', `/pages/${ABOUT_AR}?lang=ar`],
      ] as const) {
        const moved = await t.app.inject(asked);
        expect(moved.statusCode, asked).toBe(301);
        expect(moved.headers.location, asked).toBe(movedTo);
      }

      for (const url of [
        '/pages/99999999',
        '/pages/no-such-page',
        `/products/${P.unpublished}`,
        `/products/${P.shadow}`,
        '/products/abc',
      ]) {
        const missing = await t.app.inject(url);
        expect(missing.statusCode, url).toBe(404);
        expect(missing.body, url).not.toContain('rel="canonical"');
      }
    });
  });
});

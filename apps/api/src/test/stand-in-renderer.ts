import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A built storefront for API tests: the shell, and a server build (dist-server/render-page.js)
 * that draws a product page and a search page from the API's own answers, as the real one does
 * (through the in-process fetch), writing each price it shows as `price <fils>`. Each drawing
 * adds one to `globalThis.__drawings`, so a test can tell a kept page from a drawn one.
 */
export function standInRenderer(): string {
  return standInWebDist(`let api;
export function configureRenderer(options) { api = options.fetch; }
const priceOf = (product) => 'price ' + product.price;
export async function renderPage(request) {
  globalThis.__drawings = (globalThis.__drawings ?? 0) + 1;
  const [path, query = ''] = request.url.split('?');
  let html = '<p>drawing ' + globalThis.__drawings + '</p>';
  const product = /^\\/products\\/(\\d+)$/.exec(path);
  if (product) {
    const answer = await api('/api/products/' + product[1]);
    if (answer.ok) html += priceOf(await answer.json());
  }
  if (path === '/search/filterSearch') {
    const params = new URLSearchParams(query);
    const search = new URLSearchParams({ $top: '24' });
    if (params.get('keyword')) search.set('keyword', params.get('keyword'));
    if (params.get('categoryId')) search.set('$filter', 'categoryId eq ' + params.get('categoryId'));
    const answer = await api('/api/products/search?' + search);
    if (answer.ok) html += (await answer.json()).items.map(priceOf).join(' ');
  }
  return { html, stateScript: '', passes: 1 };
}
`);
}

/**
 * A built storefront in a new folder: the shell (index.html) in `dist`, and `renderPage`, the
 * module source of a server build, as `dist-server/render-page.js`. Answers the `dist` folder.
 */
export function standInWebDist(renderPage: string): string {
  const root = mkdtempSync(path.join(tmpdir(), 'stand-in-web-'));
  const webDist = path.join(root, 'dist');
  mkdirSync(webDist);
  mkdirSync(path.join(root, 'dist-server'));
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><!--app-head--></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(root, 'dist-server', 'render-page.js'), renderPage);
  return webDist;
}

/** Drawings made in this process so far by the stand-in renderer. */
export const drawingsSoFar = () => (globalThis as { __drawings?: number }).__drawings ?? 0;

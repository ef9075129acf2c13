// The bundle budget (issue 2, Performance from the first day): what the home page's first load
// costs in JavaScript and CSS, gzip level 9, against 111 KB of JS and 20 KB of CSS.
//
//   node bench/bundle.ts            print the table
//   node bench/bundle.ts --check    …and exit 1 if over budget (run by `npm test`)
//   node bench/bundle.ts --write    …and update the bundle section of docs/benchmarks.md
//
// Method. The first load is what index.html makes the browser fetch before the home page shows:
// the entry <script type="module">, every <link rel="modulepreload"> and <link rel="stylesheet">,
// and — when the web build emits dist/.vite/manifest.json — the entry's static imports and their
// CSS followed through the manifest, plus the home route's own chunk if that route is lazy (a
// dynamic entry whose source path matches --home, default "home"). Every other dynamic entry
// (a later route, or a component loaded on first use) is listed with what it adds on top of
// the first load, and not counted. Each file
// is gzipped on its own (as the server compresses it) and the sizes summed.
// KB here is 1000 bytes: stricter than 1024, so "110 KB" holds in either reading.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { markdownTable, repoRoot, writeDocSection } from './lib/docs-section.ts';

export const KB = 1000;
export const BUDGET = { js: 111 * KB, css: 20 * KB } as const;
/**
 * The pages a shopper lands on from outside are pages of islands (decisions 66 and 74). A page's
 * first load is the islands' entry with what it imports, and the code of the islands hydrated at
 * once: the layout's on every page (the header, the impersonation banner), and the page's own
 * (the product's choice and buttons; the home's lists wait until seen). The product page's is
 * issue 30's aim: at most 80 KB of script.
 */
const LAYOUT_ISLANDS = ['src/app/layout/header.tsx', 'src/app/layout/impersonation-slot.tsx'];
export const ISLAND_PAGES = {
  home: { islands: LAYOUT_ISLANDS, budget: 50 * KB },
  product: {
    islands: [...LAYOUT_ISLANDS, 'src/app/routes/product-island.tsx'],
    budget: 80 * KB,
  },
} as const;
export type IslandPage = keyof typeof ISLAND_PAGES;

/** A page of islands' first load (gzip, like the rest), or null without that build. */
export function measureIslands(
  page: IslandPage,
  dist = path.join(repoRoot, 'apps/web/dist'),
): {
  files: { file: string; gzip: number }[];
  js: number;
} | null {
  const manifestFile = path.join(dist, '.vite/islands-manifest.json');
  if (!existsSync(manifestFile)) return null;
  const manifest: Manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const keys = new Set<string>();
  for (const key of ['islands.html', ...ISLAND_PAGES[page].islands]) {
    if (!manifest[key])
      throw new Error(`${key} is not in the islands build: update bench/bundle.ts`);
    staticClosure(manifest, key, keys);
  }
  const files = filesOf(manifest, keys)
    .filter((file) => kindOf(file) === 'js')
    .map((file) => ({
      file,
      gzip: gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length,
    }));
  return { files, js: files.reduce((sum, f) => sum + f.gzip, 0) };
}

/** Each page of islands' first load, against its budget. */
function islandPagesOf(dist?: string): { page: IslandPage; js: number }[] | null {
  const pages: { page: IslandPage; js: number }[] = [];
  for (const page of Object.keys(ISLAND_PAGES) as IslandPage[]) {
    const measured = measureIslands(page, dist);
    if (!measured) return null;
    pages.push({ page, js: measured.js });
  }
  return pages;
}

const islandLine = ({ page, js }: { page: IslandPage; js: number }) =>
  `${page}: ${kb(js)} of ${kb(ISLAND_PAGES[page].budget)} (${((js / ISLAND_PAGES[page].budget) * 100).toFixed(0)}%)${js > ISLAND_PAGES[page].budget ? ' OVER BUDGET' : ''}`;

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

interface Asset {
  file: string;
  kind: 'js' | 'css';
  raw: number;
  gzip: number;
  why: string;
}

export interface BundleReport {
  firstLoad: Asset[];
  totals: { js: number; css: number };
  routes: { route: string; js: number; css: number; files: string[] }[];
  method: 'manifest' | 'index.html';
  homeChunk: string | null;
}

const kindOf = (file: string): 'js' | 'css' | null =>
  file.endsWith('.css') ? 'css' : /\.m?js$/.test(file) ? 'js' : null;

const attribute = (tag: string, name: string) =>
  tag
    .match(new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i'))
    ?.slice(1)
    .find((v) => v !== undefined);

/** The files index.html itself loads: entry module, module preloads, stylesheets. */
function filesFromIndexHtml(html: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const tag of html.match(/<script\b[^>]*>/gi) ?? []) {
    const src = attribute(tag, 'src');
    if (src && attribute(tag, 'type') === 'module') files.set(src, 'entry script');
  }
  for (const tag of html.match(/<link\b[^>]*>/gi) ?? []) {
    const rel = attribute(tag, 'rel')?.toLowerCase();
    const href = attribute(tag, 'href');
    if (href && rel === 'modulepreload') files.set(href, 'modulepreload');
    if (href && rel === 'stylesheet') files.set(href, 'stylesheet');
  }
  return files;
}

/** A chunk and everything it imports statically, as manifest keys. */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

function filesOf(manifest: Manifest, keys: Iterable<string>): string[] {
  const files: string[] = [];
  for (const key of keys) {
    const chunk = manifest[key]!;
    files.push(chunk.file, ...(chunk.css ?? []));
  }
  return files;
}

export function measureBundle(
  options: { dist?: string; home?: RegExp; base?: string } = {},
): BundleReport {
  const dist = options.dist ?? path.join(repoRoot, 'apps/web/dist');
  const home = options.home ?? /home/i;
  // The app's public base (Vite's `base`: '/admin/' for the back office), as index.html names files.
  const base = options.base ?? '/';
  const inDist = (file: string) => (file.startsWith(base) ? file.slice(base.length) : file);
  const indexFile = path.join(dist, 'index.html');
  if (!existsSync(indexFile)) {
    throw new Error(
      `${path.relative(repoRoot, indexFile)} not found: run \`npm run build\` first.`,
    );
  }

  const sizes = new Map<string, { raw: number; gzip: number }>();
  const measure = (file: string) => {
    const relative = inDist(file).replace(/^\//, '');
    let size = sizes.get(relative);
    if (!size) {
      const bytes = readFileSync(path.join(dist, relative));
      size = { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
      sizes.set(relative, size);
    }
    return size;
  };

  const firstLoad = new Map<string, string>(); // file (relative to dist) → why it loads
  const add = (file: string, why: string) => {
    const relative = inDist(file).replace(/^\//, '');
    if (kindOf(relative) && !firstLoad.has(relative)) firstLoad.set(relative, why);
  };
  for (const [file, why] of filesFromIndexHtml(readFileSync(indexFile, 'utf8'))) {
    if (!/^[a-z]+:\/\//i.test(file)) add(file, why);
  }

  const manifestFile = path.join(dist, '.vite/manifest.json');
  const manifest: Manifest | null = existsSync(manifestFile)
    ? JSON.parse(readFileSync(manifestFile, 'utf8'))
    : null;
  const routes: BundleReport['routes'] = [];
  let homeChunk: string | null = null;

  if (manifest) {
    const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
    const initial = new Set<string>();
    for (const entry of entries) staticClosure(manifest, entry, initial);
    for (const file of filesOf(manifest, initial)) add(file, 'static import of the entry');

    const dynamic = Object.keys(manifest).filter((key) => manifest[key]!.isDynamicEntry);
    const homeKey = dynamic.find((key) => home.test(manifest[key]!.src ?? key));
    if (homeKey) {
      homeChunk = homeKey;
      const homeKeys = staticClosure(manifest, homeKey);
      for (const file of filesOf(manifest, homeKeys)) add(file, `home route (${homeKey})`);
    }

    for (const key of dynamic) {
      if (key === homeKey) continue;
      const extra = filesOf(manifest, staticClosure(manifest, key)).filter(
        (file) => !firstLoad.has(file) && kindOf(file),
      );
      const unique = [...new Set(extra)];
      const sum = (kind: 'js' | 'css') =>
        unique.filter((f) => kindOf(f) === kind).reduce((total, f) => total + measure(f).gzip, 0);
      routes.push({
        route: manifest[key]!.src ?? key,
        js: sum('js'),
        css: sum('css'),
        files: unique,
      });
    }
    routes.sort((a, b) => a.route.localeCompare(b.route));
  }

  const assets: Asset[] = [...firstLoad].map(([file, why]) => ({
    file,
    kind: kindOf(file)!,
    why,
    ...measure(file),
  }));
  const total = (kind: 'js' | 'css') =>
    assets.filter((a) => a.kind === kind).reduce((sum, a) => sum + a.gzip, 0);
  return {
    firstLoad: assets,
    totals: { js: total('js'), css: total('css') },
    routes,
    method: manifest ? 'manifest' : 'index.html',
    homeChunk,
  };
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

function verdict(kind: 'js' | 'css', bytes: number) {
  const budget = BUDGET[kind];
  return `${kb(bytes)} of ${kb(budget)} (${((bytes / budget) * 100).toFixed(0)}%)${bytes > budget ? ' OVER BUDGET' : ''}`;
}

export function bundleMarkdown(
  report: BundleReport,
  islandPages: { page: IslandPage; js: number }[] | null = null,
): string {
  const lines = [
    '## Bundle budget',
    '',
    "The home page's first load, each file gzipped (level 9), KB = 1000 bytes. Budget: " +
      `${kb(BUDGET.js)} of JavaScript, ${kb(BUDGET.css)} of CSS. Checked by \`npm test\`; ` +
      'regenerate this section with `node bench/bundle.ts --write` after `npm run build`.',
    '',
    markdownTable(
      ['file', 'loaded as', 'raw', 'gzip'],
      report.firstLoad.map((a) => [`\`${a.file}\``, a.why, kb(a.raw), kb(a.gzip)]),
      [2, 3],
    ),
    '',
    `**JavaScript: ${verdict('js', report.totals.js)}. CSS: ${verdict('css', report.totals.css)}.**`,
    '',
    ...(islandPages === null
      ? []
      : [
          '',
          `The pages a shopper lands on from outside (home, product, search and category, static pages) are pages of islands (decisions 66 and 74): the islands' entry, what it imports and the islands hydrated at once (the header and the impersonation banner; on a product page, the product's), on Preact, with the same stylesheet. **JavaScript: ${islandPages.map(islandLine).join('; ')}.** The table above is the whole app's first load, which a page for one visitor (cart, checkout, account) lands on.`,
          '',
        ]),
  ];
  if (report.routes.length > 0) {
    lines.push(
      'Loaded on demand — lazy routes and components, each when first needed (what it adds to the first load, gzip):',
      '',
      markdownTable(
        ['lazy module', 'JS', 'CSS'],
        report.routes.map((r) => [`\`${r.route}\``, kb(r.js), kb(r.css)]),
        [1, 2],
      ),
      '',
    );
  } else if (report.method === 'manifest') {
    lines.push('Nothing is loaded on demand yet: every route is in the first load.', '');
  }
  return lines.join('\n');
}

function printReport(report: BundleReport) {
  const rows = report.firstLoad.map((a) => [
    a.file,
    a.why,
    kb(a.raw).padStart(10),
    kb(a.gzip).padStart(10),
  ]);
  const width = Math.max(4, ...rows.map((r) => r[0]!.length));
  const whyWidth = Math.max(9, ...rows.map((r) => r[1]!.length));
  const out = (line: string) => process.stdout.write(`${line}\n`);
  out(
    `${'file'.padEnd(width)}  ${'loaded as'.padEnd(whyWidth)}  ${'raw'.padStart(10)}  ${'gzip'.padStart(10)}`,
  );
  for (const [file, why, raw, gzip] of rows) {
    out(`${file!.padEnd(width)}  ${why!.padEnd(whyWidth)}  ${raw}  ${gzip}`);
  }
  out('');
  out(`JavaScript  ${verdict('js', report.totals.js)}`);
  out(`CSS         ${verdict('css', report.totals.css)}`);
  if (report.method === 'index.html') {
    out('(no dist/.vite/manifest.json: counted what index.html loads; lazy routes not followed)');
  }
  if (report.homeChunk) out(`home route chunk: ${report.homeChunk}`);
  if (report.routes.length > 0) {
    out('');
    out('loaded on demand (lazy routes and components; added on first use, gzip):');
    for (const route of report.routes) {
      out(
        `  ${route.route.padEnd(width)}  JS ${kb(route.js).padStart(9)}  CSS ${kb(route.css).padStart(9)}`,
      );
    }
  }
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      check: { type: 'boolean', default: false },
      write: { type: 'boolean', default: false },
      home: { type: 'string', default: 'home' },
      dist: { type: 'string' },
    },
  });
  try {
    const report = measureBundle({
      home: new RegExp(values.home, 'i'),
      ...(values.dist ? { dist: path.resolve(values.dist) } : {}),
    });
    printReport(report);
    const islands = values.dist ? null : islandPagesOf();
    for (const page of islands ?? []) {
      process.stdout.write(
        `\nas a page of islands (entry, its imports, the islands hydrated at once), ${islandLine(page)}`,
      );
    }
    if (values.write) {
      writeDocSection('bundle', bundleMarkdown(report, islands));
      process.stdout.write('\nUpdated the bundle section of docs/benchmarks.md.\n');
    }
    if (values.check) {
      const over: string[] = (['js', 'css'] as const).filter(
        (kind) => report.totals[kind] > BUDGET[kind],
      );
      for (const { page, js } of islands ?? []) {
        if (js > ISLAND_PAGES[page].budget) over.push(`js of ${page} as a page of islands`);
      }
      if (over.length > 0) {
        console.error(
          `\nOver the bundle budget (${over.join(', ')}). Split the code (lazy routes, lighter dependencies) or justify a new budget in docs/decisions.md.`,
        );
        process.exitCode = 1;
      } else {
        process.stdout.write('\nWithin the bundle budget.\n');
      }
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  }
}

import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The storefront's import rules (apps/web/README.md, "Import rules"), checked two ways:
 *
 * - By Biome, as configured in apps/web/biome.json. `noRestrictedImports` refuses a deep import
 *   of another feature, a feature importing the app, and shared/ or lib/ importing upwards;
 *   `noImportCycles` (set in the root biome.json, for the whole repository) refuses a cycle of
 *   modules. These tests write files that break the rules into the real tree, run Biome on them
 *   and expect it to fail naming the rule, then remove the files. `npm test` runs `biome check .`,
 *   which applies both. The same rule keeps the API client's path-based transport (`apiRequest`)
 *   inside lib/: everything else calls the API through the contracts' endpoint table.
 * - By reading the import graph: every import of a feature from outside it goes to its index,
 *   and the features depend on each other without a cycle. A cycle of features is not always a
 *   cycle of modules (a new file that nothing imports yet closes none), so Biome cannot see it.
 */

const root = path.resolve(import.meta.dirname, '..');
const src = path.join(root, 'apps/web/src');
const features = path.join(src, 'features');
const biome = path.join(root, 'node_modules/.bin/biome');
const relative = (file: string) => path.relative(root, file).split(path.sep).join('/');

interface Diagnostic {
  file: string;
  line: number;
  rule: string;
}

/** `biome lint` from the repository root, as `npm test` runs Biome; its diagnostics parsed. */
function lint(targets: string[], rules: string[]) {
  const result = spawnSync(
    biome,
    [
      'lint',
      '--colors=off',
      '--max-diagnostics=none',
      ...rules.map((rule) => `--only=${rule}`),
      ...targets.map(relative),
    ],
    { cwd: root, encoding: 'utf8' },
  );
  const output = `${result.stdout}${result.stderr}`;
  const diagnostics: Diagnostic[] = [...output.matchAll(/^(\S+):(\d+):\d+ (lint\/\S+)/gm)].map(
    ([, file, line, rule]) => ({ file: file!, line: Number(line), rule: rule! }),
  );
  return { status: result.status, output, diagnostics };
}

const RESTRICTED = 'style/noRestrictedImports';
const CYCLES = 'suspicious/noImportCycles';
/** Where apps/web/biome.json forbids cycles (app/ has one through a lazy import, on purpose). */
const acyclic = ['features', 'shared', 'lib'].map((dir) => path.join(root, 'apps/web/src', dir));

interface Import {
  from: string;
  to: string;
  line: number;
  typeOnly: boolean;
  dynamic: boolean;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

const STATIC =
  /(?:^|[\n;])[ \t]*(import|export)[ \t]+(type[ \t]+)?([^'";]*?)from[ \t]*['"]([^'"]+)['"]/g;
const BARE = /(?:^|[\n;])[ \t]*import[ \t]*['"]([^'"]+)['"]/g;
const DYNAMIC = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

function resolve(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const target = path.resolve(path.dirname(from), specifier);
  for (const candidate of [
    target,
    `${target}.ts`,
    `${target}.tsx`,
    path.join(target, 'index.ts'),
  ]) {
    if (existsSync(candidate) && /\.tsx?$/.test(candidate)) return candidate;
  }
  return target;
}

/** The relative imports of the storefront's modules (static, side-effect and dynamic). */
function importsOf(files: string[]): Import[] {
  const imports: Import[] = [];
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const lineAt = (index: number) => text.slice(0, index).split('\n').length;
    const add = (index: number, specifier: string, typeOnly: boolean, dynamic: boolean) => {
      const to = resolve(file, specifier);
      if (to) imports.push({ from: file, to, line: lineAt(index), typeOnly, dynamic });
    };
    for (const match of text.matchAll(STATIC)) {
      const [whole, , typeKeyword, clause = '', specifier = ''] = match;
      const names =
        /\{([^}]*)\}/
          .exec(clause)?.[1]
          ?.split(',')
          .map((n) => n.trim()) ?? [];
      const allTypes =
        Boolean(typeKeyword) ||
        (!/^[\w$]+\s*,|\*/.test(clause.trim()) &&
          names.filter(Boolean).length > 0 &&
          names.filter(Boolean).every((name) => name.startsWith('type ')));
      add(match.index + whole.length, specifier, allTypes, false);
    }
    for (const match of text.matchAll(BARE)) add(match.index, match[1]!, false, false);
    for (const match of text.matchAll(DYNAMIC)) add(match.index, match[1]!, false, true);
  }
  return imports;
}

const featureOf = (file: string) =>
  /^apps\/web\/src\/features\/([^/]+)\//.exec(relative(file))?.[1] ?? null;
const isIndex = (file: string, feature: string) =>
  relative(file) === `apps/web/src/features/${feature}/index.ts`;

/** Imports of a feature's files, other than its index, from outside that feature. */
function deepImports(imports: Import[]): string[] {
  return imports
    .filter(({ from, to }) => {
      const target = featureOf(to);
      return target !== null && featureOf(from) !== target && !isIndex(to, target);
    })
    .map(({ from, to, line }) => `${relative(from)}:${line} imports ${relative(to)}`);
}

/**
 * The cycles of a directed graph, as its strongly connected components of more than one node
 * (or a node importing itself), each sorted, in order (Tarjan's algorithm).
 */
function cyclesOf(edges: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || edges.get(node)?.has(node)) components.push(component.sort());
  };
  for (const node of [...edges.keys()].sort()) if (!index.has(node)) visit(node);
  return components.sort((x, y) => x[0]!.localeCompare(y[0]!));
}

/** Which features each feature imports (any import, types too: a cycle of types is one too). */
function featureGraph(imports: Import[]): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const { from, to } of imports) {
    const source = featureOf(from);
    const target = featureOf(to);
    if (!source || !target || source === target) continue;
    graph.set(source, (graph.get(source) ?? new Set()).add(target));
  }
  return graph;
}

/** Modules importing each other at load time (type-only and dynamic imports cut a cycle). */
function moduleCycles(imports: Import[]): string[][] {
  const graph = new Map<string, Set<string>>();
  for (const { from, to, typeOnly, dynamic } of imports) {
    if (typeOnly || dynamic) continue;
    graph.set(relative(from), (graph.get(relative(from)) ?? new Set()).add(relative(to)));
  }
  return cyclesOf(graph);
}

/** Writes files for one test and removes them (and any folder made for them) afterwards. */
async function withFiles<T>(files: Record<string, string>, run: () => T | Promise<T>) {
  const made: string[] = [];
  try {
    for (const [file, text] of Object.entries(files)) {
      const dir = path.dirname(file);
      if (!existsSync(dir)) {
        mkdirSync(dir, { recursive: true });
        made.push(dir);
      }
      writeFileSync(file, text);
      made.push(file);
    }
    return await run();
  } finally {
    for (const file of made.reverse()) rmSync(file, { recursive: true, force: true });
  }
}

const probe = (dir: string, name: string) =>
  path.join(dir, `boundary-probe-${name}-${process.pid}.tsx`);

describe('apps/web import boundaries', () => {
  it('the real tree lints clean of the boundary rules', () => {
    const restricted = lint([path.join(root, 'apps/web')], [RESTRICTED]);
    expect(restricted.diagnostics).toEqual([]);
    expect(restricted.status, restricted.output).toBe(0);
    const cycles = lint(acyclic, [CYCLES]);
    expect(cycles.diagnostics).toEqual([]);
    expect(cycles.status, cycles.output).toBe(0);
  }, 60_000);

  it('the real tree imports features only through their indexes, with no cycle', () => {
    const imports = importsOf(sourceFiles(src));
    expect(imports.length).toBeGreaterThan(500);
    expect(deepImports(imports)).toEqual([]);
    expect(cyclesOf(featureGraph(imports))).toEqual([]);
    expect(moduleCycles(imports)).toEqual([]);
    // The features do use each other (through their indexes): the graph is not empty by mistake.
    expect(featureGraph(imports).get('checkout')).toContain('cart');
  });

  it('fails Biome on a deep import of another feature, or of the app, from a feature', async () => {
    const file = probe(path.join(features, 'cart/components'), 'deep');
    const text = [
      "import { WishlistButton } from '../../wishlist/components/wishlist-button.tsx';",
      "import { AppRoutes } from '../../../app/routes.tsx';",
      "import { useWishlist } from '../../wishlist/index.ts';",
      'export const probe = [WishlistButton, AppRoutes, useWishlist];',
      '',
    ].join('\n');
    await withFiles({ [file]: text }, () => {
      const { status, diagnostics } = lint([file], [RESTRICTED, CYCLES]);
      expect(status).not.toBe(0);
      expect(diagnostics).toEqual([
        { file: relative(file), line: 1, rule: 'lint/style/noRestrictedImports' },
        { file: relative(file), line: 2, rule: 'lint/style/noRestrictedImports' },
      ]);
      expect(deepImports(importsOf([file]))).toEqual([
        `${relative(file)}:1 imports apps/web/src/features/wishlist/components/wishlist-button.tsx`,
      ]);
    });
    expect(existsSync(file)).toBe(false);
  }, 60_000);

  it('fails Biome on a deep import of a feature from the app, and on shared/ importing a feature', async () => {
    const page = probe(path.join(src, 'app/routes'), 'page');
    const shared = probe(path.join(src, 'shared/ui'), 'shared');
    const files = {
      [page]: [
        "import { useCart } from '../../features/cart/api/get-cart.ts';",
        "import { CartView } from '../../features/cart/index.ts';",
        'export const probe = [useCart, CartView];',
        '',
      ].join('\n'),
      [shared]: [
        "import { useCart } from '../../features/cart/index.ts';",
        'export const probe = useCart;',
        '',
      ].join('\n'),
    };
    await withFiles(files, () => {
      const { status, diagnostics } = lint([page, shared], [RESTRICTED]);
      expect(status).not.toBe(0);
      expect(diagnostics).toEqual(
        expect.arrayContaining([
          { file: relative(page), line: 1, rule: 'lint/style/noRestrictedImports' },
          { file: relative(shared), line: 1, rule: 'lint/style/noRestrictedImports' },
        ]),
      );
      expect(diagnostics).toHaveLength(2);
    });
  }, 60_000);

  it('fails Biome on a call of the API by a path instead of the endpoint table', async () => {
    const feature = probe(path.join(features, 'cart/api'), 'path');
    const page = probe(path.join(src, 'app/routes'), 'path');
    const text = [
      "import { api, apiRequest } from '@storefront/client/api-client';",
      "export const probe = [api, () => apiRequest('cart-items', { method: 'POST' })];",
      '',
    ].join('\n');
    await withFiles({ [feature]: text, [page]: text }, () => {
      const { status, diagnostics } = lint([feature, page], [RESTRICTED]);
      expect(status).not.toBe(0);
      expect(diagnostics).toEqual(
        expect.arrayContaining([
          { file: relative(feature), line: 1, rule: 'lint/style/noRestrictedImports' },
          { file: relative(page), line: 1, rule: 'lint/style/noRestrictedImports' },
        ]),
      );
      expect(diagnostics).toHaveLength(2);
    });
  }, 60_000);

  it('finds the cycle a feature makes by importing one that imports it', async () => {
    // The wishlist moves items into the cart, so it imports the cart: the cart importing the
    // wishlist back, even through its index (which Biome's patterns allow), is a cycle.
    const file = probe(path.join(features, 'cart/components'), 'cycle');
    const text = [
      "import { useWishlist } from '../../wishlist/index.ts';",
      'export const probe = useWishlist;',
      '',
    ].join('\n');
    await withFiles({ [file]: text }, () => {
      expect(lint([file], [RESTRICTED, CYCLES]).diagnostics).toEqual([]);
      const cycles = cyclesOf(featureGraph(importsOf(sourceFiles(src))));
      expect(cycles).toContainEqual(['cart', 'wishlist']);
    });
  }, 60_000);

  it('fails Biome on a cycle of modules through two features’ indexes', async () => {
    const a = path.join(features, `boundary-probe-a-${process.pid}`);
    const b = path.join(features, `boundary-probe-b-${process.pid}`);
    const files = {
      [path.join(a, 'index.ts')]: "export { a } from './a.ts';\n",
      [path.join(a, 'a.ts')]:
        `import { b } from '../${path.basename(b)}/index.ts';\nexport const a = () => b;\n`,
      [path.join(b, 'index.ts')]: "export { b } from './b.ts';\n",
      [path.join(b, 'b.ts')]:
        `import { a } from '../${path.basename(a)}/index.ts';\nexport const b = () => a;\n`,
    };
    await withFiles(files, () => {
      const { status, diagnostics } = lint([a, b], [RESTRICTED, CYCLES]);
      expect(status).not.toBe(0);
      expect(diagnostics.map(({ file, rule }) => `${file} ${rule}`).sort()).toEqual(
        Object.keys(files)
          .map((file) => `${relative(file)} lint/suspicious/noImportCycles`)
          .sort(),
      );
      const imports = importsOf(Object.keys(files));
      expect(cyclesOf(featureGraph(imports))).toEqual([[path.basename(a), path.basename(b)]]);
      expect(moduleCycles(imports)).toHaveLength(1);
    });
    expect(existsSync(a)).toBe(false);
    expect(existsSync(b)).toBe(false);
  }, 60_000);
});
